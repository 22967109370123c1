// Issue 16, F6 in the seeded content: every brand's where-to-buy page carries the Where to Buy module, in every locale.
import { describe, expect, it } from "vitest";
import { seededPages } from "@/features/content/testing";

describe("seeded where-to-buy pages (F6)", () => {
  it("every brand's where-to-buy page has a titled Where to Buy module first, in every locale", async () => {
    for (const { brand, locale, page, modules } of await seededPages("where-to-buy")) {
      expect(modules[0]?.module, `${brand} ${locale}`).toBe("WhereToBuy");
      expect(modules[0]?.title, `${brand} ${locale}`).toBeTruthy();
      expect(page?.requireAuthentication).toBe(false);
    }
  });
});
