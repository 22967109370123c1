// S1 content index through the production server: content_{locale} answers from the content pack, and the path each
// record carries opens the page, news post or video it describes.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers";

const queries = "/api/search/1/indexes/*/queries";

for (const [locale, query, title] of [
  ["en", "careers", "Careers at Voltline"],
  ["fr-ca", "carrières", "Carrières chez Voltline"],
  ["es-mx", "empleos", "Empleos en Voltline"],
] as const) {
  test(`S1 a content hit in ${locale} opens its page`, async ({ page, request }) => {
    const response = await request.post(queries, { data: { requests: [{ indexName: `content_${locale}`, query, filters: "brand:voltline", hitsPerPage: 1 }] } });
    expect(response.status()).toBe(200);
    const hit = (await response.json()).results[0].hits[0];
    expect(hit).toMatchObject({ type: "page", title, path: `/voltline/${locale}/careers` });
    const opened = await page.goto(hit.path);
    expect(opened?.status()).toBe(200);
    expect(await page.title()).toContain(title);
    await expectNoAxeViolations(page);
  });
}

test("S1 news and video hits open their detail pages, and a brand filter keeps to one brand", async ({ page, request }) => {
  const response = await request.post(queries, {
    data: { requests: [
      { indexName: "content_en", query: "", facetFilters: ["type:news", "brand:voltline-canada"], hitsPerPage: 50, facets: ["brand"] },
      { indexName: "content_en", query: "", facetFilters: ["type:video", "brand:homestyle"], hitsPerPage: 1 },
    ] },
  });
  const [news, videos] = (await response.json()).results;
  expect(news.nbHits).toBeGreaterThan(0);
  expect(news.facets.brand).toEqual({ "voltline-canada": news.nbHits });
  for (const hit of [news.hits[0], videos.hits[0]]) {
    expect(hit.path).toMatch(/^\/(voltline-canada\/en\/news\/|homestyle\/en\/videos\/.+\/v\/)/);
    const opened = await page.goto(hit.path);
    expect(opened?.status(), hit.path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(hit.title);
  }
});
