// Sitemaps list the catalogue (R17, issue 15 item 2): the index names every brand x locale's sitemap and product
// sitemaps; listed product and category pages answer 200 with the listed URL as their canonical, each hreflang
// alternate is that locale's own canonical, and a product a brand does not sell is in none of its files.
import { expect, test, type APIRequestContext } from "@playwright/test";

/** The site path of a sitemap URL (they carry the public origin, not the journey server's). */
const pathOf = (url: string) => new URL(url).pathname;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

interface Entry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

function entries(xml: string): Entry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)![1]!,
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries([...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!])),
  }));
}

async function xmlAt(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  return response.text();
}

/** The canonical URL a page prints, as a path. */
async function canonicalOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
  expect(canonical, `canonical of ${path}`).toBeDefined();
  return pathOf(canonical!);
}

const spread = <T,>(items: T[], count: number): T[] => Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);

test.describe("sitemaps list every category and product page (R17)", () => {
  test.setTimeout(180_000);

  test("the index names each brand x locale's sitemap and its product sitemaps", async ({ request }) => {
    const listed = locs(await xmlAt(request, "/sitemap.xml")).map(pathOf);
    for (const site of ["/voltline/en", "/voltline/fr-ca", "/voltline-mexico/es-mx", "/progress-lighting/en"]) {
      expect(listed).toContain(`${site}/sitemap.xml`);
      expect(listed).toContain(`${site}/sitemap-products/1.xml`);
    }
    // 27,000 products at 10,000 a file: the default brand needs more than one file.
    expect(listed).toContain("/voltline/en/sitemap-products/2.xml");
    for (const path of listed.filter((p) => p.includes("/sitemap-products/")).slice(0, 3)) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("listed product pages answer 200 with the listed URL as canonical, and each alternate is its locale's canonical", async ({ request }) => {
    const listed = entries(await xmlAt(request, "/voltline/fr-ca/sitemap-products/1.xml"));
    expect(listed.length).toBeGreaterThan(1_000);
    expect(listed.length).toBeLessThanOrEqual(10_000);
    for (const entry of spread(listed, 4)) {
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await canonicalOf(request, pathOf(entry.loc))).toBe(pathOf(entry.loc));
      expect(Object.keys(entry.alternates).sort()).toEqual(["en-US", "es-MX", "fr-CA", "x-default"]);
      expect(await canonicalOf(request, pathOf(entry.alternates["en-US"]!))).toBe(pathOf(entry.alternates["en-US"]!));
    }
    // A French slug is the French name: the English alternate is another URL.
    const sample = listed[0]!;
    expect(pathOf(sample.alternates["en-US"]!)).not.toBe(pathOf(sample.loc).replace("/fr-ca/", "/en/"));
  });

  test("the brand's sitemap lists its category landings and listings, which answer 200", async ({ request }) => {
    const listed = locs(await xmlAt(request, "/voltline-canada/es-mx/sitemap.xml")).map(pathOf);
    const landings = listed.filter((p) => /\/products\/.+\/cl\/[^/]+$/.test(p));
    const listings = listed.filter((p) => /\/products\/.+\/c\/[^/]+$/.test(p));
    expect(landings.length).toBeGreaterThan(5);
    expect(listings.length).toBeGreaterThan(landings.length);
    for (const path of [...spread(landings, 2), ...spread(listings, 2)]) expect(await canonicalOf(request, path)).toBe(path);
  });

  test("a product the brand does not sell is in none of its product sitemaps, and its page there is a 404", async ({ request }) => {
    const index = locs(await xmlAt(request, "/sitemap.xml")).map(pathOf);
    const files = (site: string) => index.filter((p) => p.startsWith(`${site}/sitemap-products/`));
    const idsIn = async (site: string) => {
      const ids = new Set<string>();
      for (const file of files(site)) for (const entry of entries(await xmlAt(request, file))) ids.add(entry.loc.split("/p/")[1]!);
      return ids;
    };
    const [voltline, progress] = await Promise.all([idsIn("/voltline/en"), idsIn("/progress-lighting/en")]);
    expect(progress.size).toBeGreaterThan(0);
    const outside = [...voltline].find((id) => !progress.has(id));
    expect(outside).toBeDefined();
    expect((await request.get(`/progress-lighting/en/products/p/${outside}`)).status()).toBe(404);
  });

  test("a product sitemap past the last, or not a number, is a 404", async ({ request }) => {
    for (const path of ["/voltline/en/sitemap-products/999.xml", "/voltline/en/sitemap-products/0.xml", "/voltline/en/sitemap-products/abc.xml", "/voltline/en/sitemap-products/1"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
