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

  test("scripts and styles go out as their Brotli copies, with the compile hint, to browsers that take Brotli (ADR 23)", async ({ request }) => {
    const page = await (await request.get("/voltline/es-mx/about")).text();
    const script = page.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    const style = page.match(/<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)"/)?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    for (const asset of [script!, style!]) {
      const brotli = await request.get(asset, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(brotli.status()).toBe(200);
      expect(brotli.headers()["content-encoding"]).toBe("br");
      expect(brotli.headers()["cache-control"]).toContain("immutable");
      const gzip = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      expect(await brotli.text()).toBe(await gzip.text());
    }
    expect(await (await request.get(script!)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });
});
