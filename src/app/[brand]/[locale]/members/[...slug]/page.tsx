// CMS pages flagged requireAuthentication (C1, C6), reached through proxy.ts's rewrite of their public path: rendered
// per request for the signed-in account only; a signed-out visitor goes to sign-in and comes back to the public path
// with its query; an account without one of the page's required roles gets the forbidden page (R15). Never indexed.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { requireAccountWithRole, returnPathOf } from "@/features/account/server";
import { getPage } from "@/features/content/server";
import { PageView } from "@/features/content/ui";
import { pageMetadata } from "@/features/content";
import { Breadcrumbs } from "@/features/navigation/ui";
import { buildTrail } from "@/features/navigation";
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { brand, locale, slug } = await params;
  const path = slugOf(slug);
  if (!isLocale(locale) || path === undefined) return {};
  const page = await getPage(brand, path, locale);
  return page?.requireAuthentication ? { ...pageMetadata(page, brand, locale, path), robots: { index: false, follow: false } } : {};
}

export default async function MembersPage({ params, searchParams }: Props) {
  const [{ brand, locale, slug }, query] = await Promise.all([params, searchParams]);
  const path = slugOf(slug);
  if (!isLocale(locale) || path === undefined) notFound();
  setRequestLocale(locale);
  const page = await getPage(brand, path, locale);
  if (!page?.requireAuthentication) notFound();
  // R15: a page for some roles only answers 403 (the forbidden page and its toast) to an account without one of them.
  await requireAccountWithRole(returnPathOf(sitePath(brand, locale, path), query), page.requiredRoles);
  const t = await getTranslations({ locale, namespace: "common" });
  const trail = buildTrail({ brand, locale, homeLabel: t("home"), items: [{ label: page.title, path }] });
  return <PageView page={page} brand={brand} locale={locale} breadcrumbs={<Breadcrumbs trail={trail} label={t("breadcrumb")} variant={page.breadcrumbStyle} />} />;
}
