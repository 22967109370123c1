import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, resolveRequest, type SiteDirectory } from "./resolve-request";

const site: SiteDirectory = {
  defaultBrand: "voltline",
  brands: new Map([
    ["voltline", "VL"],
    ["voltline-canada", "VLC"],
  ]),
  redirects: new Map([
    ["/voltline/en/about-us", { id: "r1", from: "/voltline/en/about-us", to: "/voltline/en/about", status: 301 as const }],
    ["/voltline/en/old-catalog", { id: "r2", from: "/voltline/en/old-catalog", to: "https://catalog.example.com/", status: 302 as const }],
  ]),
  configAreaUrl: "https://config.example.com/",
};

const go = (pathname: string, extra: Partial<Parameters<typeof resolveRequest>[0]> = {}) =>
  resolveRequest({ pathname, search: "", ...extra }, site);

describe("resolveRequest", () => {
  it("R1 sends / to the default brand in English, with its query", () => {
    expect(go("/")).toEqual({ kind: "redirect", location: "/voltline/en", status: 302 });
    expect(go("/", { search: "?utm_source=mail&signin=failed" })).toEqual({ kind: "redirect", location: "/voltline/en?utm_source=mail&signin=failed", status: 302 });
  });

  it("R2 picks the brand home locale from cookie, then Accept-Language, then en", () => {
    expect(go("/voltline", { localeCookie: "es-mx", acceptLanguage: "fr-CA" })).toMatchObject({ location: "/voltline/es-mx" });
    expect(go("/voltline", { acceptLanguage: "fr-CA,fr;q=0.9,en;q=0.5" })).toMatchObject({ location: "/voltline/fr-ca" });
    expect(go("/voltline", { localeCookie: "de" })).toMatchObject({ location: "/voltline/en" });
  });

  it("R6 opens the configuration area for the config brand", () => {
    expect(go("/config")).toEqual({ kind: "redirect", location: "https://config.example.com/", status: 302 });
  });

  it("R7 reports an unknown brand", () => {
    expect(go("/acme/en")).toEqual({ kind: "brand-not-found", brand: "acme", locale: "en" });
  });

  it("R7 / L2 speaks the unknown brand's page in the URL's locale, and only without one in Accept-Language's", () => {
    expect(go("/acme/es-mx/products", { acceptLanguage: "en-US,en;q=0.9" })).toMatchObject({ kind: "brand-not-found", locale: "es-mx" });
    expect(go("/acme/fr-ca", { acceptLanguage: "es-MX" })).toMatchObject({ kind: "brand-not-found", locale: "fr-ca" });
    expect(go("/acme/en/about", { acceptLanguage: "fr-CA" })).toMatchObject({ kind: "brand-not-found", locale: "en" });
    expect(go("/acme/ES-MX", { acceptLanguage: "en" })).toMatchObject({ kind: "brand-not-found", locale: "es-mx" });
    // No locale segment, or one the site does not have: the browser's language, then English.
    expect(go("/acme/de/about", { acceptLanguage: "es-MX,es;q=0.9" })).toMatchObject({ kind: "brand-not-found", locale: "es-mx" });
    expect(go("/acme", { acceptLanguage: "fr-CA" })).toMatchObject({ kind: "brand-not-found", locale: "fr-ca" });
    expect(go("/acme/products", { acceptLanguage: "de-DE" })).toMatchObject({ kind: "brand-not-found", locale: "en" });
  });

  it("redirects a brand code to its directory", () => {
    expect(go("/VLC/fr-ca/about")).toEqual({ kind: "redirect", location: "/voltline-canada/fr-ca/about", status: 301 });
  });

  it("R8 sends an unsupported locale to the same path in English with the query kept", () => {
    expect(go("/voltline/de/about", { search: "?a=1" })).toEqual({ kind: "redirect", location: "/voltline/en/about?a=1", status: 301 });
    expect(go("/voltline/pt-br")).toEqual({ kind: "redirect", location: "/voltline/en", status: 301 });
    expect(go("/voltline/about")).toEqual({ kind: "redirect", location: "/voltline/en/about", status: 301 });
  });

  it("R12 applies CMS redirect rules first, internal and external", () => {
    expect(go("/voltline/en/about-us/")).toEqual({ kind: "redirect", location: "/voltline/en/about", status: 301 });
    expect(go("/voltline/en/old-catalog")).toEqual({ kind: "redirect", location: "https://catalog.example.com/", status: 302 });
  });

  it("lets a supported brand and locale through", () => {
    expect(go("/voltline-canada/fr-ca/news/1")).toEqual({ kind: "next", brand: "voltline-canada", locale: "fr-ca" });
  });
});

describe("localeFromAcceptLanguage", () => {
  it("honours q-values and language-only tags", () => {
    expect(localeFromAcceptLanguage("es;q=0.8, fr-CA;q=0.9")).toBe("fr-ca");
    expect(localeFromAcceptLanguage("es-ES")).toBe("es-mx");
    expect(localeFromAcceptLanguage("de-DE, *;q=0.1")).toBeUndefined();
    expect(localeFromAcceptLanguage(null)).toBeUndefined();
  });
});
