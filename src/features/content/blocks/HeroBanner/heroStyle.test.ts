import { describe, expect, it } from "vitest";
import { safeCssColor } from "./heroStyle";

describe("C3 hero banner background colour", () => {
  it("accepts hex, named colours and design tokens", () => {
    expect(safeCssColor("#0B4F8A")).toBe("#0B4F8A");
    expect(safeCssColor("navy")).toBe("navy");
    expect(safeCssColor("--brand-primary")).toBe("var(--brand-primary)");
  });

  it("rejects values that could inject CSS", () => {
    expect(safeCssColor("red; background:url(https://x.example)")).toBeUndefined();
    expect(safeCssColor("url(x)")).toBeUndefined();
    expect(safeCssColor("")).toBeUndefined();
    expect(safeCssColor(undefined)).toBeUndefined();
  });
});
