import { describe, expect, it } from "vitest";
import { informalMarkers } from "@/platform/i18n/register";
import { HTML_LANG, PROVIDER_LOCALES, PROVIDER_MESSAGES, providerMessage, resolveProviderLocale } from "./provider-messages";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("provider messages", () => {
  const keys = Object.keys(PROVIDER_MESSAGES.en).sort();

  it.each(PROVIDER_LOCALES)("has every key, non-empty and with the same placeholders, in %s", (locale) => {
    const messages = PROVIDER_MESSAGES[locale];
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      const text = messages[key as keyof typeof messages];
      expect(text.trim(), `${locale}.${key}`).not.toBe("");
      expect(placeholders(text), `${locale}.${key}`).toEqual(placeholders(PROVIDER_MESSAGES.en[key as keyof typeof messages]));
    }
    expect(HTML_LANG[locale]).toBeTruthy();
  });

  it("speaks usted in Spanish, as the rest of the site (L2)", () => {
    const informal = Object.entries(PROVIDER_MESSAGES.es).filter(([, text]) => informalMarkers(text).length > 0);
    expect(informal).toEqual([]);
  });

  it("is translated, not copied", () => {
    for (const key of ["signInTitle", "email", "password", "invalidCredentials", "signedOutTitle"] as const) {
      expect(PROVIDER_MESSAGES.fr[key]).not.toBe(PROVIDER_MESSAGES.en[key]);
      expect(PROVIDER_MESSAGES.es[key]).not.toBe(PROVIDER_MESSAGES.en[key]);
    }
  });

  it("fills placeholders", () => {
    expect(providerMessage("fr", "errorCode", { code: "invalid_request" })).toBe("Code d’erreur : invalid_request");
    expect(providerMessage("en", "signInTitle")).toBe("Sign in to Voltline");
  });
});

describe("resolveProviderLocale", () => {
  it("takes the first supported language of ui_locales, by primary subtag", () => {
    expect(resolveProviderLocale("fr")).toBe("fr");
    expect(resolveProviderLocale("es")).toBe("es");
    expect(resolveProviderLocale("en")).toBe("en");
    expect(resolveProviderLocale("fr-CA")).toBe("fr");
    expect(resolveProviderLocale("de es-MX fr")).toBe("es");
  });

  it("falls back to English for anything else in ui_locales, whatever the browser says", () => {
    expect(resolveProviderLocale("de", "fr-CA")).toBe("en");
    expect(resolveProviderLocale("x-klingon")).toBe("en");
    expect(resolveProviderLocale(["fr"])).toBe("en");
  });

  it("uses Accept-Language only when the request has no ui_locales", () => {
    expect(resolveProviderLocale(undefined, "es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(resolveProviderLocale("", "de-DE, fr;q=0.5, en;q=0.4")).toBe("fr");
    expect(resolveProviderLocale(undefined, "en;q=0.2, fr;q=0")).toBe("en");
    expect(resolveProviderLocale(undefined, "de")).toBe("en");
    expect(resolveProviderLocale(undefined, undefined)).toBe("en");
  });
});
