import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { DEFAULT_TOAST_TEXT_KEY, FORBIDDEN_TEXT_KEY, TOAST_CLOSE_KEY, TOAST_REGION_KEY } from "./messages";

function lookup(locale: string, key: string): unknown {
  const [namespace = "", ...rest] = key.split(".");
  const file = path.resolve(__dirname, "../../../../messages", locale, `${namespace}.json`);
  let node: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of rest) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe("U1 R15 toast messages", () => {
  it.each(LOCALES)("U1 R15 every toast text exists in %s", (locale) => {
    for (const key of [DEFAULT_TOAST_TEXT_KEY, TOAST_CLOSE_KEY, TOAST_REGION_KEY, FORBIDDEN_TEXT_KEY]) {
      expect(typeof lookup(locale, key), `${locale} ${key}`).toBe("string");
    }
  });

  it("U1 the English default toast reads 'An error occurred.' with a 'Close' button", () => {
    expect(lookup("en", DEFAULT_TOAST_TEXT_KEY)).toBe("An error occurred.");
    expect(lookup("en", TOAST_CLOSE_KEY)).toBe("Close");
  });
});
