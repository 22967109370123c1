// The contact definition's checks as a visitor reads them (issue 13): each invalid case gives its FormErrorKey, and
// each key reads as a sentence of the page's language (the `form-errors` messages, translated by translateIssues).
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { translateIssues } from "../errors";
import { contactSchema } from "../definitions/contact";
import { formErrorTranslator } from "../server/messages";

const VALID = {
  topic: "sales",
  firstName: "Ann",
  lastName: "Lee",
  email: "ann@example.com",
  phone: "(514) 555-0123",
  phoneCountry: "CA",
  company: "Lee Électrique",
  role: "electrician",
  country: "CA",
  postalCode: "H2X 1Y4",
  message: "Do you stock 20 A tamper-resistant receptacles?",
  consentMarketing: true,
};

const keysOf = (value: Record<string, unknown>) => {
  const result = contactSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("contact form checks (F1)", () => {
  it("accepts a complete form, and one with only what is required", () => {
    expect(keysOf(VALID)).toEqual({});
    expect(keysOf({ topic: "media", firstName: "A", lastName: "B", email: "a@b.co", country: "FR", message: "Ten chars!" })).toEqual({});
  });

  it.each([
    [{ topic: "" }, { topic: "choice" }],
    [{ topic: "complaints" }, { topic: "choice" }],
    [{ firstName: "  " }, { firstName: "required" }],
    [{ lastName: "x".repeat(81) }, { lastName: "tooLong" }],
    [{ email: "ann@" }, { email: "email" }],
    [{ phone: "555" }, { phone: "phone" }],
    [{ phone: "555-0123", phoneCountry: "CA" }, { phone: "phone" }],
    [{ phoneCountry: "XX" }, { phoneCountry: "country", phone: "phone" }],
    [{ role: "astronaut" }, { role: "choice" }],
    [{ country: "" }, { country: "country" }],
    [{ country: "ZZ" }, { country: "country" }],
    [{ postalCode: "12345" }, { postalCode: "postalCode" }],
    [{ country: "US", phoneCountry: "US", phone: "614 555 0100", postalCode: "H2X 1Y4" }, { postalCode: "postalCode" }],
    [{ country: "MX", postalCode: "0660" }, { postalCode: "postalCode" }],
    [{ message: "Too short" }, { message: "tooShort" }],
    [{ message: "x".repeat(5001) }, { message: "tooLong" }],
    [{ extra: "field" }, { "": "unknownField" }],
  ])("refuses %j with %j", (change, expected) => {
    const issues = keysOf({ ...VALID, ...change });
    if ("" in expected) expect(Object.keys(issues)).toContain("");
    else expect(issues).toEqual(expected);
  });

  it("reports every error at once, the address checks included", () => {
    expect(Object.keys(keysOf({ ...VALID, firstName: "", email: "x", phone: "1", postalCode: "1" })).sort()).toEqual(["email", "firstName", "phone", "postalCode"]);
  });

  it.each(LOCALES)("says each error in %s, with the field's limits", (locale) => {
    const t = formErrorTranslator(locale);
    const result = contactSchema.safeParse({ ...VALID, topic: "", firstName: "", lastName: "x".repeat(81), email: "x", phone: "1", postalCode: "1", message: "short" });
    expect(result.success).toBe(false);
    const errors = translateIssues(result.success ? [] : result.error.issues, t);
    expect(Object.keys(errors).sort()).toEqual(["email", "firstName", "lastName", "message", "phone", "postalCode", "topic"]);
    for (const [field, key] of Object.entries({ topic: "choice", firstName: "required", email: "email", phone: "phone", postalCode: "postalCode" })) expect(errors[field]).toBe(t(key));
    expect(errors.lastName).toBe(t("tooLong", { maximum: 80 }));
    expect(errors.lastName).toContain("80");
    expect(errors.message).toContain("10");
    if (locale !== "en") expect(errors.firstName).not.toBe(formErrorTranslator("en")("required"));
  });
});
