import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { LOCALES } from "@/config/locales";
import { compileMessages } from "./compile";
import { loadSourceMessages } from "./messages";

describe("precompiled messages (ADR 15, L2)", () => {
  it("every message of every locale is valid ICU and compiles", () => {
    for (const locale of LOCALES) {
      expect(() => compileMessages(loadSourceMessages(locale, path.join(process.cwd(), "messages")))).not.toThrow();
    }
  });

  it("formats arguments and plurals per locale from the compiled form", () => {
    const source = { compare: { count: "{count, plural, =0 {No products} one {# product} other {# products}} in {brand}" } };
    // Typed as the source: next-intl infers the arguments from the message text.
    const messages = compileMessages(source) as unknown as typeof source;
    const en = createTranslator({ locale: "en", messages, namespace: "compare" });
    expect(en("count", { count: 0, brand: "Voltline" })).toBe("No products in Voltline");
    expect(en("count", { count: 1, brand: "Voltline" })).toBe("1 product in Voltline");
    expect(en("count", { count: 3, brand: "Voltline" })).toBe("3 products in Voltline");
    const fr = createTranslator({ locale: "fr-CA", messages, namespace: "compare" });
    // French puts 0 and 1 in "one": the exact =0 branch still wins.
    expect(fr("count", { count: 0, brand: "Voltline" })).toBe("No products in Voltline");
  });

  it("names the key of a malformed message", () => {
    expect(() => compileMessages({ ui: { broken: "{count, plural, one {x}" } })).toThrow(/ui\.broken/);
  });
});
