import { expect, test } from "@playwright/test";

// ADR 8: the production server keeps warm prerendered pages in memory for a few seconds, the search page and filtered
// listings for a minute (their HTML depends on the address alone), and nothing else.
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

  test("a product page rendered on its first visit stays in memory past the short time to live (issue 15, ADR 45)", async ({ request }) => {
    // The long tail: a page visited once a minute is answered from memory, not from Next's route cache on disk.
    const path = `/voltline/en/products/p/1000739?longtail=${Date.now().toString(36)}`;
    const first = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(first.status()).toBe(200);
    expect(first.headers()["x-micro-cache"]).toBe("MISS");
    // Past the 5 s every other page is kept for.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    const second = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(second.headers()["x-micro-cache"]).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
  });

  test("a search page and a filtered listing are shared by address for a minute, and browsers are told not to keep them", async ({ request }) => {
    // Unique queries: the journeys share one server, whose cache may already hold a common one.
    const stamp = Date.now().toString(36);
    for (const path of [`/voltline/en/search?q=receptacle&stamp=${stamp}`, `/voltline/es-mx/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles?sort=name_asc&stamp=${stamp}`]) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      expect(first.headers()["x-micro-cache"], path).toBe("MISS");
      const second = await request.get(path);
      expect(second.headers()["x-micro-cache"], path).toBe("HIT");
      expect(await second.text()).toBe(await first.text());
      for (const answer of [first, second]) {
        expect(answer.headers()["cache-control"]).toContain("no-store");
        expect(answer.headers()["x-micro-cache-shareable"]).toBeUndefined();
      }
    }
  });

  test("a burst of requests for a page no one asked for yet costs one render", async ({ request }) => {
    const path = `/voltline/fr-ca/search?q=prise&burst=${Date.now().toString(36)}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => request.get(path)));
    expect(answers.map((answer) => answer.status())).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.headers()["x-micro-cache"] === "MISS")).toHaveLength(1);
  });

  test("client navigations, dynamic pages, redirects and 404s always reach the app", async ({ request }) => {
    await request.get("/voltline/en/news");
    const rsc = await request.get("/voltline/en/news", { headers: { rsc: "1" } });
    expect(rsc.headers()["x-micro-cache"]).toBeUndefined();
    expect(rsc.headers()["content-type"]).toContain("text/x-component");

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
