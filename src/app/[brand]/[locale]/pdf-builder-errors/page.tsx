// /{brand}/{locale}/pdf-builder-errors?build={id} (F15, SPEC §2): the documents a submittal package left out.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { PdfBuilderErrors } from "@/features/submittal/ui";

// Personal: read per request from the build's id and the visitor's cookie.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ brand: string; locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "submittal" });
  return { title: t("errorsPage.title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function Page({ params, searchParams }: Props) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  if (!(await getBrandChrome(brand, locale))) notFound();
  const build = (await searchParams).build;
  return <PdfBuilderErrors brand={brand} locale={locale} buildId={typeof build === "string" ? build : Array.isArray(build) ? "" : undefined} />;
}
