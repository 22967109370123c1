import { describe, expect, it } from "vitest";
import { formatDate, formatDistance, formatMoney } from "./format";

describe("formatting per locale and brand (L2)", () => {
  it("formats dates in each locale", () => {
    expect(formatDate("2026-03-05T00:00:00Z", "en")).toBe("March 5, 2026");
    expect(formatDate("2026-03-05T00:00:00Z", "fr-ca")).toBe("5 mars 2026");
    expect(formatDate("2026-03-05T00:00:00Z", "es-mx")).toBe("5 de marzo de 2026");
  });

  it("formats money in the brand currency", () => {
    expect(formatMoney(1234.5, "en", "USD")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "fr-ca", "CAD")).toMatch(/1\s234,50\s\$/);
    expect(formatMoney(1234.5, "es-mx", "MXN")).toBe("$1,234.50");
  });

  it("formats distances in the brand unit", () => {
    expect(formatDistance(12.34, "en", "Miles")).toBe("12.3 mi");
    expect(formatDistance(12.34, "fr-ca", "Kilometers")).toMatch(/^12,3\skm$/);
  });
});
