// R3: the brand's home page in this locale, composed from the CMS.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { draftMode } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { getPage } from "@/features/content/server";
import { PageView } from "@/features/content/ui";
import { pageMetadata } from "@/features/content";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return {};
  const page = await getPage(brand, "", locale, (await draftMode()).isEnabled);
  return page ? pageMetadata(page, brand, locale, "") : {};
}

export default async function HomePage({ params }: { params: Params }) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const page = await getPage(brand, "", locale, (await draftMode()).isEnabled);
  if (!page) notFound();
  return <PageView page={page} brand={brand} locale={locale} />;
}
