import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (locale: string, bundle: string) => GET(new Request(`http://site.test/api/messages/${locale}/${bundle}`), { params: Promise.resolve({ locale, bundle }) });

describe("GET /api/messages/{locale}/{bundle} (ADR 77 option B)", () => {
  it.each(["en", "fr-ca", "es-mx"])("answers the add-to-list dialog's messages in %s, compiled, the same for every visitor", async (locale) => {
    const response = await get(locale, "lists");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("content-language")).toBe(locale);
    const body = (await response.json()) as { lists: Record<string, unknown> };
    expect(Object.keys(body)).toEqual(["lists"]);
    expect(body.lists.dialogTitle).toBeDefined();
    expect(Object.keys(body.lists.errors as object)).toContain("lineLimit");
  });

  it("answers a translated 404 for any other bundle or locale, never a 500", async () => {
    for (const [locale, bundle, language] of [
      ["fr-ca", "account", "fr-ca"],
      ["es-mx", "__proto__", "es-mx"],
      ["en", "constructor", "en"],
      ["de", "lists", "en"],
      ["en", "lists%00", "en"],
    ] as const) {
      const response = await get(locale, bundle);
      expect(response.status, `${locale}/${bundle}`).toBe(404);
      expect(response.headers.get("content-language")).toBe(language);
      expect(((await response.json()) as { error: string }).error).toMatch(/messages|mensajes/i);
    }
  });
});
