import { describe, expect, it } from "vitest";
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { LOCALES } from "@/config/locales";
import { onDemandMessagesResponse } from "@/platform/i18n/on-demand-messages";
import { suggestionLabels } from "./suggestions";

describe("the header search list's words load with its code (S3, issue 15 §1)", () => {
  it("the bundle /api/messages/{locale}/search-suggestions gives every word the list reads, in every locale", async () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const response = onDemandMessagesResponse(locale, "search-suggestions");
      expect(response.status).toBe(200);
      const messages = (await response.json()) as AbstractIntlMessages;
      // A key the bundle lacks throws here instead of printing its path.
      const t = createTranslator({ locale, messages, namespace: "search", onError: (error) => { throw error; } }) as unknown as Parameters<typeof suggestionLabels>[0];
      const labels = suggestionLabels(t);
      expect(labels.seeAll).toContain("{query}");
      expect(labels.categoryIn).toContain("{parent}");
      expect(labels.status.one).toContain("{count}");
      expect(labels.status.other).toContain("{count}");
      for (const text of [labels.suggestions, labels.searches, labels.categories, labels.products, labels.status.zero]) expect(text.length).toBeGreaterThan(0);
      seen.add(labels.suggestions + labels.seeAll);
      // Only the list's words: the box's own (label, submit, error) are on the page.
      expect(Object.keys((messages as { search: object }).search)).not.toContain("headerLabel");
    }
    expect(seen.size).toBe(LOCALES.length);
  });
});
