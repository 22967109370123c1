import { expect, test } from "@playwright/test";

// ADR 8: the production server keeps warm prerendered pages in memory for a few seconds, and nothing else.
test.describe("page micro-cache of the production server", () => {
  test("a prerendered page is answered from memory with the same bytes, and revalidates with its ETag", async ({ request }) => {
    const path = "/voltline/fr-ca/about";
    const first = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(first.status()).toBe(200);
    const second = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers()["x-micro-cache"]).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(await second.text()).toContain('lang="fr-CA"');
    const etag = second.headers().etag;
    expect(etag).toBeTruthy();
    const conditional = await request.get(path, { headers: { "if-none-match": etag! } });
    expect(conditional.status()).toBe(304);
  });

  test("client navigations, dynamic pages, redirects and 404s always reach the app", async ({ request }) => {
    await request.get("/voltline/en/news");
    const rsc = await request.get("/voltline/en/news", { headers: { rsc: "1" } });
    expect(rsc.headers()["x-micro-cache"]).toBeUndefined();
    expect(rsc.headers()["content-type"]).toContain("text/x-component");

    for (let i = 0; i < 2; i++) {
      const search = await request.get("/voltline/en/search?q=receptacle");
      expect(search.status()).toBe(200);
      expect(search.headers()["x-micro-cache"]).toBe("MISS");
    }
    for (let i = 0; i < 2; i++) {
      const missing = await request.get("/voltline/en/no-such-page-here");
      expect(missing.status()).toBe(404);
      expect(missing.headers()["x-micro-cache"]).toBe("MISS");
      const redirect = await request.get("/voltline", { maxRedirects: 0 });
      expect([302, 307]).toContain(redirect.status());
      expect(redirect.headers()["x-micro-cache"]).toBe("MISS");
    }
  });
});
