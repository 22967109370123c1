// Issue 13, F9 and F14 in the seeded content: a newsletter block on every brand's home page, and the cross-reference
// page's lead form in place of "e-mail us your part numbers", in every locale, with settings the lead form reads.
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { dynamicModulesOf as modulesOf, SEEDED_BRANDS as BRANDS, seededContentSource } from "@/features/content/testing";
import type { ContentSource } from "@/features/content/server";
import { leadSettings } from "./definitions/choices";

let source: ContentSource;

beforeAll(async () => {
  source = await seededContentSource();
});

describe("seeded form modules (F9, F14)", () => {
  it("every brand's home page has a Subscribe Form after its News Carousel, in every locale", async () => {
    for (const brand of BRANDS) {
      for (const locale of LOCALES) {
        const types = modulesOf(await source.getPage(brand, "", { locale })).map((m) => m.module);
        expect(types, `${brand} ${locale}`).toContain("SubscribeForm");
        expect(types.indexOf("SubscribeForm"), `${brand} ${locale}`).toBeGreaterThan(types.indexOf("NewsCarousel"));
      }
    }
  });

  it("the cross-reference page asks for part numbers with a lead form, and no longer to e-mail them", async () => {
    for (const locale of LOCALES) {
      const page = await source.getPage("voltline", "cross-reference", { locale });
      const lead = modulesOf(page).find((m) => m.module === "LeadForm");
      expect(lead?.title, locale).toBeTruthy();
      expect(leadSettings(lead!.settings)).toMatchObject({ fields: ["company", "role", "message"], required: ["message"], messageLabel: "partNumbers", interest: "cross-reference" });
      expect(JSON.stringify(page)).not.toContain("mailto:xref@");
    }
  });
});
