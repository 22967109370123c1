// Static CMS pages under any number of slug segments (R4, R10), with breadcrumbs (N4).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { draftMode } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getPage, listPageSlugs } from "@/features/content/server";
import { listSiteParams } from "@/features/navigation/server";
import { PageView } from "@/features/content/ui";
import { pageMetadata } from "@/features/content";
import { Breadcrumbs } from "@/features/navigation/ui";
import { buildTrail, parentPaths } from "@/features/navigation";

type Params = Promise<{ brand: string; locale: string; slug: string[] }>;

export async function generateStaticParams() {
  const sites = await listSiteParams();
  const perSite = await Promise.all(
    sites.map(async ({ brand, locale }) => {
      const slugs = await listPageSlugs(brand, locale);
      return slugs.filter((s) => s.slug !== "" && !s.requireAuthentication).map((s) => ({ brand, locale, slug: s.slug.split("/") }));
    }),
  );
  return perSite.flat();
}

function slugOf(segments: string[]): string {
  return segments.map((s) => decodeURIComponent(s)).join("/");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale, slug } = await params;
  if (!isLocale(locale)) return {};
  const page = await getPage(brand, slugOf(slug), locale, (await draftMode()).isEnabled);
  return page && !page.requireAuthentication ? pageMetadata(page, brand, locale, slugOf(slug)) : {};
}

export default async function StaticPage({ params }: { params: Params }) {
  const { brand, locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const preview = (await draftMode()).isEnabled;
  const path = slugOf(slug);
  const page = await getPage(brand, path, locale, preview);
  // A page that needs an account is never rendered here, shared and cached: proxy.ts serves it from members/ (C6).
  if (!page || page.requireAuthentication) notFound();

  const t = await getTranslations({ locale, namespace: "common" });
  const parents = await Promise.all(
    parentPaths(path).map(async (parent) => {
      const parentPage = await getPage(brand, parent, locale, preview);
      return parentPage ? { label: parentPage.title, path: parent } : null;
    }),
  );
  const trail = buildTrail({
    brand,
    locale,
    homeLabel: t("home"),
    items: [...parents.filter((p): p is NonNullable<typeof p> => p !== null), { label: page.title, path }],
  });

  return (
    <PageView
      page={page}
      brand={brand}
      locale={locale}
      path={path}
      breadcrumbs={<Breadcrumbs trail={trail} label={t("breadcrumb")} variant={page.breadcrumbStyle} />}
    />
  );
}
