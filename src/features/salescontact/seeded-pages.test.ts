// Issue 16, F5 in the seeded content: every brand's sales-contact page carries the Find a Sales Contact module first,
// titled, in every locale, and every brand lists the markets it asks for.
import { describe, expect, it } from "vitest";
import { SEEDED_BRANDS, seededContentSource, seededPages } from "@/features/content/testing";
import { brandMarkets } from "./markets";

describe("seeded sales-contact pages (F5)", () => {
  it("every brand lists the markets it asks for", async () => {
    const source = await seededContentSource();
    for (const brand of SEEDED_BRANDS) {
      const entry = await source.getBrand(brand, { locale: "en" });
      expect(brandMarkets(entry?.salesContactLookupMarketSelection ?? []).length, brand).toBeGreaterThan(0);
    }
  });

  it("every brand's sales-contact page has a titled Find a Sales Contact module first, in every locale", async () => {
    for (const { brand, locale, page, modules } of await seededPages("sales-contact")) {
      expect(modules[0]?.module, `${brand} ${locale}`).toBe("FindASalesContact");
      expect(modules[0]?.title, `${brand} ${locale}`).toBeTruthy();
      expect(page?.requireAuthentication).toBe(false);
    }
  });
});
