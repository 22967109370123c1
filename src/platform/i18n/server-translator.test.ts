import { describe, expect, it } from "vitest";
import type { Locale } from "@/config/locales";
import { serverTranslators } from "./server-translator";

const count = { en: "{count, plural, one {# product} other {# products}}", "fr-ca": "{count, plural, one {# produit} other {# produits}}", "es-mx": "{count, plural, one {# producto} other {# productos}}" };

describe("serverTranslators (L2, ADR 15)", () => {
  const translators = serverTranslators({
    lists: { en: { count: count.en, nested: { hello: "Hello {name}" } }, "fr-ca": { count: count["fr-ca"], nested: { hello: "Bonjour {name}" } }, "es-mx": { count: count["es-mx"], nested: { hello: "Hola {name}" } } },
    other: { en: { only: "English" }, "fr-ca": { only: "Français" }, "es-mx": { only: "Español" } },
  });

  it("formats a namespace's messages in each locale, plurals by the locale's rules", () => {
    expect(translators("en", "lists")("count", { count: 0 })).toBe("0 products");
    // French puts 0 in "one".
    expect(translators("fr-ca", "lists")("count", { count: 0 })).toBe("0 produit");
    expect(translators("es-mx", "lists")("nested.hello", { name: "Ana" })).toBe("Hola Ana");
    expect(translators("fr-ca", "other")("only")).toBe("Français");
  });

  it("keeps one translator per locale and namespace", () => {
    expect(translators("en", "lists")).toBe(translators("en", "lists"));
    expect(translators("en", "lists")).not.toBe(translators("en", "other"));
  });

  it("refuses a locale or namespace it does not know, rather than formatting another's messages", () => {
    expect(() => translators("de" as Locale, "lists")).toThrow(/No messages/);
    expect(() => translators("en", "missing" as "lists")).toThrow(/No messages/);
  });
});
