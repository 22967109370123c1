// Next metadata of a CMS page (C1, R11, R17): title, description, OG image, canonical, robots.
import type { Metadata } from "next";
import type { Locale } from "@/config/locales";
import { LOCALE_INFO } from "@/config/locales";
import type { Page } from "@/features/content/model";
import { buildAlternates } from "@/platform/seo/alternates";
import { socialMetadata } from "@/platform/seo/social";

export function pageMetadata(page: Page, brand: string, locale: Locale, path: string): Metadata {
  const alternates = buildAlternates({ brand, locale, path, userCanonical: page.canonical });
  const image = page.featuredImage;
  return {
    title: page.slug === "" ? { absolute: page.title } : page.title,
    description: page.metaDescription,
    alternates: { canonical: alternates.canonical, languages: alternates.languages },
    robots: page.noIndex ? { index: false, follow: true } : undefined,
    ...socialMetadata({
      title: page.title,
      description: page.metaDescription,
      url: alternates.canonical,
      locale: LOCALE_INFO[locale].iso.replace("-", "_"),
      type: "website",
      images: image ? [{ url: image.url, width: image.width, height: image.height, alt: image.description || image.title }] : undefined,
    }),
  };
}
