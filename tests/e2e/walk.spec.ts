// Issue 3's walk in every brand and locale: megamenu -> listing -> filter -> product -> compare three -> find the
// product again through the header search with a typo (P4, P5, P6, S1, S3).
import { expect as baseExpect, test } from "@playwright/test";
import { BRANDS, LOCALES, expectNoAxeViolations, numberIn, pressToggle, rarestValue } from "./helpers";

// Each brand's first listing and first search in a locale may render on demand on a fresh server.
const expect = baseExpect.configure({ timeout: 20_000 });
test.slow();

const T = {
  en: { products: "Products", refine: "Filter products", add: "Add to compare", remove: "Remove from compare", compare: "Compare", compareTitle: "Compare products", search: "Search the catalog" },
  "fr-ca": { products: "Produits", refine: "Filtrer les produits", add: "Ajouter à la comparaison", remove: "Retirer de la comparaison", compare: "Comparer", compareTitle: "Comparer des produits", search: "Chercher un produit" },
  "es-mx": { products: "Productos", refine: "Filtrar productos", add: "Agregar a la comparación", remove: "Quitar de la comparación", compare: "Comparar", compareTitle: "Comparar productos", search: "Buscar en el catálogo" },
} as const;

/** The product name with one letter of its longest word replaced: one typo, which the engine must forgive. */
function withTypo(name: string): string {
  const words = name.split(" ");
  const longest = words.reduce((best, word, index) => (/^\p{L}{6,}$/u.test(word) && word.length > (words[best]?.length ?? 0) ? index : best), -1);
  if (longest < 0) throw new Error(`no word to misspell in ${name}`);
  const word = words[longest]!;
  const at = Math.floor(word.length / 2);
  words[longest] = `${word.slice(0, at)}${word[at]?.toLowerCase() === "x" ? "z" : "x"}${word.slice(at + 1)}`;
  return words.join(" ");
}

for (const brand of BRANDS) {
  for (const locale of LOCALES) {
    test(`walk: megamenu, filter, product, compare three, typo search (${brand} ${locale})`, async ({ page }) => {
      const t = T[locale];
      await page.goto(`/${brand}/${locale}`);

      // Megamenu -> the first listing of the products tree.
      const menu = page.locator("#site-nav-list").getByRole("button", { name: t.products, exact: true });
      await menu.click();
      const listingLink = page.locator(`#${await menu.getAttribute("aria-controls")}`).locator('a[href*="/c/"]').first();
      await listingLink.click();
      await expect(page).toHaveURL(new RegExp(`/${brand}/${locale}/products/.+/c/[^/?]+$`));
      const total = numberIn(await page.getByTestId("result-count").textContent());
      expect(total).toBeGreaterThan(1);

      // Filter by the rarest value of the first facet: fewer products, in the URL.
      const rarest = await rarestValue(page.getByRole("region", { name: t.refine }));
      await rarest.link.click();
      await expect(page).toHaveURL(/[?&]f\.[^=]+=/);
      await expect(page.getByTestId("result-count")).toHaveText(new RegExp(`\\b${rarest.count}\\b`));
      const listingUrl = page.url();

      // Open a product of the filtered listing, then compare it with two more.
      const cards = page.getByRole("main").locator("li h3 a[href*='/p/']");
      const href = await cards.first().getAttribute("href");
      const name = (await cards.first().textContent())?.trim() ?? "";
      await cards.first().click();
      await expect(page).toHaveURL(href ?? /\/p\//);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      // Named by either state, so the locator still finds the button once pressing has renamed it.
      await pressToggle(page.getByRole("main").getByRole("button", { name: new RegExp(`^(${t.add}|${t.remove})$`) }).first());
      await expectNoAxeViolations(page);

      // Two more from the listing's cards, once hydrated (the header then counts the product already chosen).
      const headerCompare = (n: number) => page.getByRole("banner").getByRole("link", { name: new RegExp(`^${t.compare} ${n}\\b`) });
      await page.goto(listingUrl.split("?")[0]!);
      await expect(headerCompare(1)).toBeVisible();
      const toggles = page.getByRole("main").locator("li button[aria-pressed]");
      await expect(toggles.first()).toBeVisible();
      const states = await toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-pressed")));
      for (const index of states.flatMap((state, i) => (state === "false" ? [i] : [])).slice(0, 2)) await pressToggle(toggles.nth(index));
      await expect(headerCompare(3)).toBeVisible();
      await headerCompare(3).click();
      await expect(page).toHaveURL(new RegExp(`/${brand}/${locale}/compare$`));
      await expect(page.getByRole("heading", { level: 1, name: t.compareTitle })).toBeVisible();
      await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(4);

      // The header search forgives a typo and finds the product again.
      const box = page.getByRole("banner").getByRole("combobox", { name: t.search });
      await box.fill(withTypo(name));
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${brand}/${locale}/search\\?q=`));
      await expect(page.getByRole("main").locator(`a[href="${href}"]`).first()).toBeVisible();
    });
  }
}
