// /{brand}/{locale}/pdf-builder (F15): the submittal package form; compare and search results link here with their
// products' catalogue numbers (`?numbers=A,B,C`), which start the form's list.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { MAX_PRODUCTS } from "@/features/submittal";
import { SubmittalForm } from "@/features/submittal/ui";
import { sitePath } from "@/platform/routing/urls";

// The form starts from the query's numbers.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ brand: string; locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "submittal" });
  return { title: t("form.heading"), robots: { index: false, follow: true } };
}

/** The query's catalogue numbers, bounded (a longer query is cut, the form's own check says the rest). */
function startingNumbers(value: string | string[] | undefined): string[] {
  const text = typeof value === "string" ? value.slice(0, 4000) : "";
  return text
    .split(/[\s,;]+/u)
    .map((number) => number.trim().toUpperCase())
    .filter((number) => /^[A-Z0-9][A-Z0-9./-]{0,39}$/u.test(number))
    .slice(0, MAX_PRODUCTS + 1);
}

export default async function Page({ params, searchParams }: Props) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  if (!(await getBrandChrome(brand, locale))) notFound();
  return (
    <div className="container">
      <SubmittalForm brand={brand} locale={locale} numbers={startingNumbers((await searchParams).numbers)} returnTo={sitePath(brand, locale, "pdf-builder")} headingLevel={1} />
    </div>
  );
}
