import { expect, test, type APIResponse, type Page } from "@playwright/test";

// Issue 12 item 6, ADR 25: every response carries the browser security headers; pages run under a
// Content-Security-Policy without 'unsafe-inline' for scripts, and still hydrate, from Next or from the micro-cache.
const HOME = "/voltline/en";
const PAGES = {
  home: HOME,
  listing: "/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles",
  "refined listing": "/voltline/en/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles?sort=name",
  product: "/voltline/en/products/homeline-industrial-grade-15-a-125-v-usb-charger-receptacle-ivory/p/1000738",
  search: "/voltline/en/search?q=receptacle",
  news: "/voltline/en/news",
  article: "/voltline/en/news/news-voltline-ev-charger-launch",
  "not found": "/voltline/en/no-such-page-here",
};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  expect(headers["x-frame-options"], what).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(headers["permissions-policy"], what).toContain("geolocation=(self)");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  // The journeys' server is plain http on the loopback: no HSTS there.
  expect(headers["strict-transport-security"], what).toBeUndefined();
  const policy = headers["content-security-policy"] ?? "";
  // Next's image optimiser keeps its own stricter policy for images (no script at all, sandboxed).
  expect(policy, what).toMatch(/frame-ancestors 'none'|script-src 'none'; frame-src 'none'; sandbox/);
  const scripts = policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
  if (scripts) expect(scripts, what).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  return policy;
}

test.describe("security headers of the production server", () => {
  test("pages carry them, with the hashes of their own inline scripts, the same from Next and from the micro-cache", async ({ request }) => {
    for (const [name, path] of Object.entries(PAGES)) {
      const policy = expectSecurityHeaders(await request.get(path, { headers: { "accept-encoding": "gzip" } }), name);
      expect(policy, name).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
      expect(policy, name).not.toContain("upgrade-insecure-requests");
    }
    const cached = await request.get("/voltline/fr-ca/about", { headers: { "accept-encoding": "gzip" } });
    const replay = await request.get("/voltline/fr-ca/about", { headers: { "accept-encoding": "gzip" } });
    expect(replay.headers()["x-micro-cache"]).toBe("HIT");
    expect(replay.headers()["content-security-policy"]).toBe(cached.headers()["content-security-policy"]);
    expectSecurityHeaders(replay, "replay");
    // A 304 must not replace the policy the browser stored with the page by one without its hashes.
    const conditional = await request.get("/voltline/fr-ca/about", { headers: { "if-none-match": replay.headers().etag ?? "" } });
    expect(conditional.status()).toBe(304);
    expect(conditional.headers()["content-security-policy"]).toBeUndefined();
  });

  test("API answers, static files, images, the sitemap and the OpenID provider carry them too", async ({ request }) => {
    const page = await (await request.get("/voltline/en/about")).text();
    const script = page.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1] ?? "";
    const image = page.match(/(\/_next\/image\?url=[^"&]+(?:&amp;|&)w=\d+(?:&amp;|&)q=\d+)/)?.[1]?.replace(/&amp;/g, "&") ?? "";
    for (const [name, response] of [
      ["search API", await request.post("/api/search/1/indexes/*/queries", { data: { requests: [{ indexName: "products_en", params: "query=gfci&hitsPerPage=1" }] } })],
      ["build id", await request.get("/api/build-id")],
      ["script (Brotli)", await request.get(script, { headers: { "accept-encoding": "br" } })],
      ["script (gzip)", await request.get(script, { headers: { "accept-encoding": "gzip" } })],
      ["image", await request.get(image)],
      ["sitemap", await request.get("/voltline/en/sitemap.xml")],
      ["megamenu", await request.get("/voltline/en/megamenu.json")],
      ["robots", await request.get("/robots.txt")],
      ["provider discovery", await request.get("/oidc/.well-known/openid-configuration")],
      ["unknown brand", await request.get("/no-such-brand/en")],
    ] as const) {
      expect(response.status(), name).toBeLessThan(500);
      expectSecurityHeaders(response, name);
    }
  });

  test("pages hydrate and run with no Content-Security-Policy violation, the provider's sign-in page included", async ({ page }) => {
    test.setTimeout(120_000);
    const violations = await recordViolations(page);
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(path);
      // The Next client boots only if its inline bootstrap and payload scripts ran.
      await page.waitForFunction(() => (window as unknown as { next?: { appDir?: boolean } }).next?.appDir === true, undefined, { timeout: 20_000 });
      expect(violations, name).toEqual([]);
    }

    // Hydrated and working: the header search suggests as one types, and a client navigation lands.
    await page.goto(HOME);
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the catalog" });
    await expect(async () => {
      await box.fill("");
      await box.pressSequentially("recep", { delay: 30 });
      await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to Voltline" })).toBeVisible();
    await page.getByLabel("Email address").fill("contractor@voltline.example");
    expect(violations).toEqual([]);
  });
});

/** Every Content-Security-Policy violation the page reports, as its event and as Chromium's console message. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  return violations;
}
