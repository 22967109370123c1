// sitemap.xml documents (R17): a per brand x locale sitemap with hreflang alternates, and an index.
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

export function buildSitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const links = Object.entries(url.alternates)
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(lang)}" href="${xmlEscape(href)}"/>`)
        .join("");
      const lastmod = url.lastmod ? `<lastmod>${xmlEscape(url.lastmod.slice(0, 10))}</lastmod>` : "";
      return `<url><loc>${xmlEscape(url.loc)}</loc>${lastmod}${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`;
}

export function buildSitemapIndexXml(locations: string[]): string {
  const body = locations.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}
