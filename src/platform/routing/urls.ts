// URL builders of spec §2 (R5). Builders return site-relative paths without brand and locale;
// `sitePath` prefixes them. Pure and unit-tested: every link of the site goes through here.
import type { Locale } from "@/config/locales";

export const PUBLIC_SITE_ORIGIN = process.env.NEXT_PUBLIC_SITE_ORIGIN ?? "https://www.voltline.example";

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

/** `/{brand}/{locale}/{path}`; the home page is `/{brand}/{locale}`. */
export function sitePath(brand: string, locale: Locale, path = ""): string {
  const rest = trimSlashes(path);
  return rest ? `/${brand}/${locale}/${rest}` : `/${brand}/${locale}`;
}

/** `products/p/{id}`, or `products/{slug}/p/{id}` when a name slug is given. */
export function buildProductUrl(product: { id: string; slug?: string }): string {
  const slug = product.slug ? trimSlashes(product.slug) : "";
  return slug ? `products/${slug}/p/${product.id}` : `products/p/${product.id}`;
}

/**
 * `products/{slug}/c/{id}`; `cl` when the category has children. With the compatibility flag
 * the section is `compatibility`, and compatibility categories always use `cl`.
 */
export function buildCategoryUrl(category: {
  id: string;
  slug: string;
  children?: readonly string[];
  compatibility?: boolean;
}): string {
  const section = category.compatibility ? "compatibility" : "products";
  const hasChildren = (category.children?.length ?? 0) > 0;
  const segment = category.compatibility || hasChildren ? "cl" : "c";
  return `${section}/${trimSlashes(category.slug)}/${segment}/${category.id}`;
}

export function buildVideoUrl(video: { id: string; slug: string }): string {
  return `videos/${trimSlashes(video.slug)}/v/${video.id}`;
}

export function buildProgramUrl(program: { id: string; slug: string }): string {
  return `programs/${trimSlashes(program.slug)}/c/${program.id}`;
}

export function buildNewsUrl(post: { id: string }): string {
  return `news/${post.id}`;
}

/** `documents/{id}.pdf`: a product document (spec sheet, instructions, certificate) served by the site (P5). */
export function buildDocumentUrl(document: { id: string }): string {
  return `documents/${encodeURIComponent(document.id)}.pdf`;
}

/** Absolute product link on the fixed public site origin, same shapes as `buildProductUrl`. */
export function buildAbsoluteProductUrl(
  brand: string,
  locale: Locale,
  product: { id: string; slug?: string },
  origin: string = PUBLIC_SITE_ORIGIN,
): string {
  return `${origin.replace(/\/+$/, "")}${sitePath(brand, locale, buildProductUrl(product))}`;
}
