// sitemap.xml documents (R17): a per brand x locale sitemap with hreflang alternates, and an index.
import type { Locale } from "@/config/locales";
import { PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";
import { buildAlternates } from "./alternates";

/** What the protocol allows in one sitemap file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

/** A URL as crawlers read it: characters outside ASCII (a French or Spanish slug) percent-encoded as UTF-8, as pages print their canonical. */
export function asciiUrl(url: string): string {
  return url.replace(/[^\x00-\x7F]+/g, (text) => encodeURIComponent(text));
}

export function buildSitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = Object.entries(url.alternates)
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(lang)}" href="${xmlEscape(asciiUrl(href))}"/>`)
        .join("");
      const lastmod = url.lastmod ? `<lastmod>${xmlEscape(url.lastmod.slice(0, 10))}</lastmod>` : "";
      return `<url><loc>${xmlEscape(asciiUrl(url.loc))}</loc>${lastmod}${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function buildSitemapIndexXml(locations: string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${xmlEscape(asciiUrl(loc))}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** A page of the brand's site in `locale`, with its path in every locale as its hreflang alternates. */
export function localizedSitemapUrl(brand: string, locale: Locale, page: { paths: Record<Locale, string>; lastmod?: string }): SitemapUrl {
  const alternates = buildAlternates({ brand, locale, path: page.paths[locale], paths: page.paths });
  return { loc: alternates.canonical, lastmod: page.lastmod, alternates: alternates.languages };
}

/** The product sitemap file `file` (1-based) of a brand x locale: `/{brand}/{locale}/sitemap-products/{file}.xml`. */
export function productSitemapLocation(brand: string, locale: Locale, file: number): string {
  return `${PUBLIC_SITE_ORIGIN}${sitePath(brand, locale, `${PRODUCT_SITEMAP_SEGMENT}/${file}.xml`)}`;
}

/** The route segment of the product sitemaps under `/{brand}/{locale}`. */
export const PRODUCT_SITEMAP_SEGMENT = "sitemap-products";

/** The file number of a product sitemap's last segment (`3.xml` -> 3), or undefined. */
export function productSitemapFile(segment: string): number | undefined {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : undefined;
}
