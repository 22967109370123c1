// Issue 16, F4 in the seeded content: every brand's cross-reference page carries the cross-reference tool, in every locale.
import { describe, expect, it } from "vitest";
import { seededPages } from "@/features/content/testing";

describe("seeded cross-reference pages (F4)", () => {
  it("every brand's cross-reference page has a titled cross-reference tool first, in every locale", async () => {
    for (const { brand, locale, page, modules } of await seededPages("cross-reference")) {
      expect(modules[0]?.module, `${brand} ${locale}`).toBe("CompetitorCrossReference");
      expect(modules[0]?.title, `${brand} ${locale}`).toBeTruthy();
      expect(page?.requireAuthentication).toBe(false);
    }
  });
});
