import path from "node:path";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { loadSourceMessages as loadMessages } from "./messages";

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const root = path.join(process.cwd(), "messages");

describe("UI messages (L2)", () => {
  it("every locale has the same namespaces and keys", () => {
    const reference = keys(loadMessages("en", root)).sort();
    for (const locale of LOCALES) expect(keys(loadMessages(locale, root)).sort()).toEqual(reference);
  });

  it("no message is empty or left untranslated from English where it is a sentence", () => {
    const en = loadMessages("en", root);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const other = loadMessages(locale, root);
      for (const ns of Object.keys(en)) {
        for (const [key, text] of Object.entries(en[ns] ?? {})) {
          const translated = (other[ns] ?? {})[key];
          expect(translated, `${locale} ${ns}.${key}`).toBeTruthy();
          if (typeof text === "string" && text.split(" ").length > 3) expect(translated, `${locale} ${ns}.${key}`).not.toBe(text);
        }
      }
    }
  });

  it("namespace files are valid JSON objects", () => {
    for (const locale of LOCALES) {
      for (const file of fs.readdirSync(path.join(root, locale))) {
        expect(typeof JSON.parse(fs.readFileSync(path.join(root, locale, file), "utf8"))).toBe("object");
      }
    }
  });
});
