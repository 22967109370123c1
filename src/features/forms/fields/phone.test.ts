import { describe, expect, it } from "vitest";
import { formatPhone, phoneE164, phoneError } from "./phone";

describe("phone numbers with a country (issue 13)", () => {
  it.each([
    ["614-555-0100", "US", "+16145550100"],
    ["(514) 555-0123", "CA", "+15145550123"],
    ["55 1234 5678", "MX", "+525512345678"],
    ["+33 1 42 68 53 00", "US", "+33142685300"],
    ["+1 614 555 0100", "", "+16145550100"],
  ])("accepts %j read in %s", (value, country, e164) => {
    expect(phoneError(value, country)).toBeUndefined();
    expect(phoneE164(value, country)).toBe(e164);
  });

  it.each([
    ["123", "US"],
    ["614-555-010", "US"],
    ["not a number", "CA"],
    ["6145550100", ""],
    ["+1 614 555 0100 ext 5 and a lot more text after it", "US"],
  ])("refuses %j read in %j with the phone key", (value, country) => {
    expect(phoneError(value, country)).toBe("phone");
    expect(phoneE164(value, country)).toBeUndefined();
  });

  it("leaves an empty number to the field's own required rule", () => {
    expect(phoneError("  ", "US")).toBeUndefined();
  });

  it("formats nationally at home and internationally abroad", () => {
    expect(formatPhone("6145550100", "US")).toBe("(614) 555-0100");
    expect(formatPhone("+525512345678", "US")).toBe("+52 55 1234 5678");
    expect(formatPhone("12", "US")).toBe("12");
  });
});
