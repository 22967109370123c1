// The catalogue's pages in the sitemaps (R17): every category landing and listing, program and compatibility page a
// brand has, and every product it sells, each with its path in every locale (slugs are names in the page's language)
// so that hreflang alternates name each locale's own canonical URL. Read through the CatalogSource port only.
import "server-only";
import { LOCALES, type Locale } from "@/config/locales";
import { categoryUrl, indexCategories, type Category } from "../../model";
import { getCatalogSource, MAX_PRODUCT_PAGES_PER_CALL } from "../../server";
import { getCategoryTree, getPrograms } from "../../server/queries";
import { buildProductUrl } from "@/platform/routing/urls";
import { compatibilityLandingPath, compatibilityListingPath, programPath } from "../../listing/server/listing-targets";
import { categoryPagePath } from "../category-trail";

/** A page of the sitemap: its path in each locale, and when its data last changed when the data says. */
export interface LocalizedPage {
  paths: Record<Locale, string>;
  lastmod?: string;
}

/** Products per sitemap file: 10,000 entries with three alternates stay near 10 MB, well inside 50,000 URLs / 50 MB. */
export const PRODUCTS_PER_SITEMAP = MAX_PRODUCT_PAGES_PER_CALL;

/** One path per locale from a function of the locale's own item (undefined when a locale lacks it: left out). */
function inEveryLocale<T>(items: Record<Locale, T | undefined>, path: (item: T) => string): Record<Locale, string> | undefined {
  const paths = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const item = items[locale];
    if (item === undefined) return undefined;
    paths[locale] = path(item);
  }
  return paths;
}

async function perLocale<T>(read: (locale: Locale) => Promise<T>): Promise<Record<Locale, T>> {
  const values = await Promise.all(LOCALES.map(read));
  return Object.fromEntries(LOCALES.map((locale, i) => [locale, values[i]])) as Record<Locale, T>;
}

/** Category landings (`cl`) and listings (`c`), programs and compatibility pages of the brand. */
export async function catalogSitemapPages(brand: string): Promise<LocalizedPage[]> {
  const [trees, programs] = await Promise.all([perLocale((locale) => getCategoryTree(brand, locale)), perLocale((locale) => getPrograms(brand, locale))]);
  const indices = perLocaleSync((locale) => ({
    products: indexCategories(trees[locale].productCategories),
    compatibility: indexCategories(trees[locale].compatibilityCategories),
  }));
  const pages: LocalizedPage[] = [];
  const add = (paths: Record<Locale, string> | undefined) => paths && pages.push({ paths });
  const categoryIn = (kind: "products" | "compatibility", key: string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, indices[locale][kind].get(key)])) as Record<Locale, Category | undefined>;
  for (const category of trees.en.productCategories) {
    const each = categoryIn("products", category.key);
    // Its page (a landing when it has children, else its listing), and the listing of a parent's whole range.
    add(inEveryLocale(each, (c) => categoryUrl(c)));
    if (category.children.length > 0) add(inEveryLocale(each, (c) => categoryPagePath(c, "listing")));
  }
  for (const program of [...programs.en].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const each = Object.fromEntries(LOCALES.map((locale) => [locale, programs[locale].find((p) => p.key === program.key)])) as Record<Locale, typeof program | undefined>;
    add(inEveryLocale(each, programPath));
  }
  for (const category of trees.en.compatibilityCategories) {
    const each = categoryIn("compatibility", category.key);
    add(inEveryLocale(each, compatibilityLandingPath));
    add(inEveryLocale(each, compatibilityListingPath));
  }
  return pages;
}

function perLocaleSync<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

/** How many product sitemap files the brand needs (0 when it sells nothing). */
export async function productSitemapCount(brand: string): Promise<number> {
  const { total } = await getCatalogSource().listProductPages(brand, "en", { offset: 0, limit: 0 });
  return Math.ceil(total / PRODUCTS_PER_SITEMAP);
}

/** The product pages of sitemap file `file` (1-based), each with its slug in every locale; empty past the last file. */
export async function productSitemapPages(brand: string, file: number): Promise<LocalizedPage[]> {
  if (!Number.isSafeInteger(file) || file < 1) return [];
  const offset = (file - 1) * PRODUCTS_PER_SITEMAP;
  const lists = await perLocale((locale) => getCatalogSource().listProductPages(brand, locale, { offset, limit: PRODUCTS_PER_SITEMAP }));
  const slugs = perLocaleSync((locale) => new Map(lists[locale].products.map((p) => [p.id, p.slug])));
  return lists.en.products.flatMap((product): LocalizedPage[] => {
    const paths = inEveryLocale(
      perLocaleSync((locale) => slugs[locale].get(product.id)),
      (slug) => buildProductUrl({ id: product.id, slug }),
    );
    return paths ? [{ paths, lastmod: product.lastmod }] : [];
  });
}
