// CMS pages with a tool's query in the URL (issue 16: Where to Buy's ?q=&radius=&family=, Find a Sales Contact's
// ?market=&q=&region=, the cross reference's ?q= or ?list=), reached through proxy.ts's rewrite of their public path (the
// address bar keeps it): rendered per request with the query handed to the page's tools. A page without such a tool
// goes to its address without the query; the results are not indexed.
import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getPage } from "@/features/content/server";
import { PageView } from "@/features/content/ui";
import { pageHasModule, pageMetadata } from "@/features/content";
import { Breadcrumbs } from "@/features/navigation/ui";
import { buildTrail, parentPaths } from "@/features/navigation";
import { QUERY_MODULES as LOCATOR_QUERY_MODULES } from "@/features/locator";
import { SALES_CONTACT_QUERY_MODULES } from "@/features/salescontact";
import { QUERY_MODULES as CROSSREF_QUERY_MODULES } from "@/features/crossref";
import { sitePath } from "@/platform/routing/urls";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ brand: string; locale: string; slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function slugOf(segments: string[]): string | undefined {
  try {
    return segments.map((s) => decodeURIComponent(s)).join("/");
  } catch {
    return undefined;
  }
}

/** The modules that read a query: Where to Buy (F6), Find a Sales Contact (F5), the cross reference (F4). */
const QUERY_MODULES = [...LOCATOR_QUERY_MODULES, ...SALES_CONTACT_QUERY_MODULES, ...CROSSREF_QUERY_MODULES];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale, slug } = await params;
  const path = slugOf(slug);
  if (!isLocale(locale) || path === undefined) return {};
  const page = await getPage(brand, path, locale);
  return page && !page.requireAuthentication ? { ...pageMetadata(page, brand, locale, path), robots: { index: false, follow: true } } : {};
}

export default async function ToolPage({ params, searchParams }: Props) {
  const [{ brand, locale, slug }, query] = await Promise.all([params, searchParams]);
  const path = slugOf(slug);
  if (!isLocale(locale) || path === undefined) notFound();
  setRequestLocale(locale);
  const page = await getPage(brand, path, locale);
  if (!page || page.requireAuthentication) notFound();
  if (!pageHasModule(page, QUERY_MODULES)) permanentRedirect(sitePath(brand, locale, path));

  const t = await getTranslations({ locale, namespace: "common" });
  const parents = await Promise.all(
    parentPaths(path).map(async (parent) => {
      const parentPage = await getPage(brand, parent, locale);
      return parentPage ? { label: parentPage.title, path: parent } : null;
    }),
  );
  const trail = buildTrail({ brand, locale, homeLabel: t("home"), items: [...parents.filter((p): p is NonNullable<typeof p> => p !== null), { label: page.title, path }] });
  return <PageView page={page} brand={brand} locale={locale} path={path} query={query} breadcrumbs={<Breadcrumbs trail={trail} label={t("breadcrumb")} variant={page.breadcrumbStyle} />} />;
}
