import { expect, test, type Page } from "@playwright/test";

// ADR 78: a page's static markup (ADR 74) and JSON-LD are sent once, in its HTML; the copy in the document's inlined
// RSC payload is left out. The page must still hydrate without an error, its links must still navigate on the client,
// and a return to the first page of a visit (React mounts it again from that payload) must show the same content.

const PRODUCT = { en: "/voltline/en/products/p/1005961", "fr-ca": "/voltline/fr-ca/products/p/1005961" } as const;
const CRUMB_LABEL = { en: "Breadcrumb", "fr-ca": "Fil d'Ariane" } as const;

/** The RSC payload a document inlines, decoded (its rows as React wrote them, JSON strings still escaped). */
const payloadOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text ?? "")
    .join("");

/** Errors the page reports: uncaught exceptions and console errors (React's hydration errors among them). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Waits until React has hydrated the element (its fiber is on the node). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
  }, selector);
}

for (const locale of ["en", "fr-ca"] as const) {
  test(`a product page's static blocks are in its HTML once, and stay after a client navigation and back (${locale})`, async ({ page, request }) => {
    const html = await (await request.get(PRODUCT[locale])).text();
    // The payload holds numbered marks instead of the blocks: the specification table is in the document only.
    const caption = locale === "en" ? "Specifications" : "Spécifications";
    const table = `<caption class="visually-hidden">${caption}</caption>`;
    expect(html).toContain(table);
    expect(payloadOf(html)).toContain("vl-kept");
    expect(payloadOf(html)).not.toContain("vl-static");
    expect(payloadOf(html)).not.toContain(caption + "</caption>");
    // The main navigation's dropdown links and the footer's are static markup too: no link to Careers in the payload.
    expect(html).toContain(`href="/voltline/${locale}/careers"`);
    expect(payloadOf(html)).not.toContain("/careers");
    // A short block with client links is kept too: the product's tool links are in the document only.
    expect(html).toMatch(/href="\/voltline\/[a-z-]+\/sales-contact\?product=\d+" data-client-link>/);
    expect(payloadOf(html)).not.toContain("sales-contact?product=");
    const header = locale === "en" ? "Attribute" : "Caractéristique";

    const errors = recordErrors(page);
    await page.goto(PRODUCT[locale]);
    const specifications = page.locator("section[aria-labelledby=product-specifications]");
    const crumbs = page.getByRole("navigation", { name: CRUMB_LABEL[locale] });
    await hydrated(page, `nav[aria-label="${CRUMB_LABEL[locale]}"]`);
    const navigation = page.locator("#site-nav-list");
    const before = { specifications: await specifications.innerHTML(), crumbs: await crumbs.innerHTML(), footer: await page.locator("footer").innerHTML(), navigation: await navigation.innerHTML() };
    expect(before.specifications).toContain(header);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Product"'))).toBe(true);
    await page.evaluate(() => Object.assign(window, { visitMark: "same document" }));

    // A link inside kept markup: a client navigation (the document, and its mark, stay).
    const category = crumbs.getByRole("link").last();
    const categoryHref = (await category.getAttribute("href")) ?? "";
    await category.click();
    await expect(page).toHaveURL(categoryHref);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { visitMark?: string }).visitMark)).toBe("same document");

    // Back: the product page is mounted again from the first document's payload, its blocks from their kept copies.
    await page.goBack();
    await expect(page).toHaveURL(PRODUCT[locale]);
    await expect(specifications).toContainText(header);
    expect(await specifications.innerHTML()).toBe(before.specifications);
    expect(await crumbs.innerHTML()).toBe(before.crumbs);
    expect(await page.locator("footer").innerHTML()).toBe(before.footer);
    expect(await navigation.innerHTML()).toBe(before.navigation);
    expect(await page.evaluate(() => (window as { visitMark?: string }).visitMark)).toBe("same document");
    const jsonLdAfter = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLdAfter).toEqual(jsonLd);

    // Forward again: the category page comes from a client navigation's payload, which carries its blocks whole.
    await page.goForward();
    await expect(page).toHaveURL(categoryHref);
    await expect(page.getByRole("main")).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}

test("a news article's body is sent once and shows again after a client navigation and back", async ({ page, request }) => {
  const list = await (await request.get("/voltline/en/news")).text();
  const href = /href="(\/voltline\/en\/news\/[^"]+)"/.exec(list)?.[1] ?? "";
  expect(href).not.toBe("");
  expect(payloadOf(await (await request.get(href)).text())).toContain("vl-kept");

  const errors = recordErrors(page);
  await page.goto(href);
  await hydrated(page, "article .prose");
  const body = page.locator("article .prose");
  const before = await body.innerHTML();
  expect(before.length).toBeGreaterThan(256);
  await page.evaluate(() => Object.assign(window, { visitMark: "same document" }));
  await page.getByRole("main").getByRole("link", { name: /All news/ }).click();
  await expect(page).toHaveURL("/voltline/en/news");
  await page.goBack();
  await expect(page).toHaveURL(href);
  await expect(body).not.toBeEmpty();
  expect(await body.innerHTML()).toBe(before);
  expect(await page.evaluate(() => (window as { visitMark?: string }).visitMark)).toBe("same document");
  expect(errors).toEqual([]);
});
