import { describe, expect, it } from "vitest";
import { normalizePostalCode, postalCodeError } from "./postal-code";

describe("postal codes per country (issue 13)", () => {
  it.each([
    ["US", "43219"],
    ["US", "43219-1234"],
    ["CA", "H2X 1Y4"],
    ["CA", "h2x1y4"],
    ["CA", "k1a-0b1"],
    ["MX", "06600"],
    ["FR", "75008"],
    ["GB", "SW1A 1AA"],
    ["BR", "01310-100"],
    ["US", ""],
  ])("accepts %s %j", (country, value) => {
    expect(postalCodeError(country, value)).toBeUndefined();
  });

  it.each([
    ["US", "4321"],
    ["US", "43219-12"],
    ["US", "ABCDE"],
    ["CA", "D2X 1Y4"],
    ["CA", "W1A 1A1"],
    ["CA", "H2X 1Y"],
    ["CA", "12345"],
    ["MX", "0660"],
    ["MX", "066000"],
    ["MX", "A6600"],
    ["FR", "75008 !"],
    ["DE", "-1234"],
    ["JP", "1234567890123"],
  ])("refuses %s %j with the postalCode key", (country, value) => {
    expect(postalCodeError(country, value)).toBe("postalCode");
  });

  it("writes Canadian codes with their space and in capitals", () => {
    expect(normalizePostalCode("CA", " h2x1y4 ")).toBe("H2X 1Y4");
    expect(normalizePostalCode("US", " 43219 ")).toBe("43219");
  });
});
