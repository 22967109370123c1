import { describe, expect, it } from "vitest";
import { isAllowedScriptSrc, parseAllowedOrigins, serializeJsonLd } from "./scriptPolicy";

describe("C3 script block policy", () => {
  it("validates JSON-LD and escapes anything that could close the script element", () => {
    expect(serializeJsonLd('{"@context":"https://schema.org","@type":"Organization","name":"Voltline"}')).toBe(
      '{"@context":"https://schema.org","@type":"Organization","name":"Voltline"}',
    );
    expect(serializeJsonLd('{"name":"</script><script>alert(1)</script>"}')).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
    expect(serializeJsonLd("{not json")).toBeNull();
    expect(serializeJsonLd('"just a string"')).toBeNull();
    expect(serializeJsonLd(undefined)).toBeNull();
  });

  it("reads the allow-list of origins from the environment value", () => {
    expect(parseAllowedOrigins("https://widgets.example.com/, https://cdn.example.net ,not a url,")).toEqual([
      "https://widgets.example.com",
      "https://cdn.example.net",
    ]);
    expect(parseAllowedOrigins(undefined)).toEqual([]);
  });

  it("allows external scripts only over https from an allow-listed origin", () => {
    const allowed = ["https://widgets.example.com"];
    expect(isAllowedScriptSrc("https://widgets.example.com/loader.js", allowed)).toBe(true);
    expect(isAllowedScriptSrc("https://evil.example.com/loader.js", allowed)).toBe(false);
    expect(isAllowedScriptSrc("http://widgets.example.com/loader.js", ["http://widgets.example.com"])).toBe(false);
    expect(isAllowedScriptSrc("javascript:alert(1)", allowed)).toBe(false);
    expect(isAllowedScriptSrc("/local.js", allowed)).toBe(false);
  });
});
