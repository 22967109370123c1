import { expect, test } from "@playwright/test";
import { LOCALES } from "./helpers";

// U4 (issue 18): where a client fetch can fail, the page says so and offers to try again; trying again loads it.
const PRODUCT = "1000375";
const TEXT = {
  en: { section: /^Buy /, online: "Online retailers", retry: "Try again", unavailable: /^Online retailers cannot be shown right now/ },
  "fr-ca": { section: /^Acheter /, online: "Détaillants en ligne", retry: "Réessayer", unavailable: /^Les détaillants en ligne ne peuvent pas être affichés/ },
  "es-mx": { section: /^Comprar /, online: "Tiendas en línea", retry: "Intentar de nuevo", unavailable: /^Las tiendas en línea no se pueden mostrar/ },
} as const;

for (const locale of LOCALES) {
  test(`U4 the online retailers fail once, say so, and load on "try again" (${locale})`, async ({ page }) => {
    let failures = 0;
    await page.route(/\/api\/where-to-buy-v2\/.+\/retailers$/, (route) => (failures++ === 0 ? route.abort("connectionreset") : route.continue()));
    await page.goto(`/voltline/${locale}/products/p/${PRODUCT}`);
    const section = page.getByRole("region", { name: TEXT[locale].section });
    await expect(section.getByText(TEXT[locale].unavailable)).toBeVisible();
    await section.getByRole("button", { name: TEXT[locale].retry }).click();
    await expect(section.getByRole("list", { name: TEXT[locale].online }).getByRole("listitem").first()).toBeVisible();
    expect(failures).toBe(2);
  });
}
