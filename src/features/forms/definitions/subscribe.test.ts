// F9 subscribe schema: what is accepted, each refusal's key, and its text in each locale.
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import { translateIssues } from "../errors";
import { formDataToObject } from "../form-data";
import { formErrorTranslator } from "../server/messages";
import { subscribeSchema } from "./subscribe";

const errorsOf = (value: unknown, locale: (typeof LOCALES)[number] = "en") => {
  const parsed = subscribeSchema.safeParse(value);
  return parsed.success ? {} : translateIssues(parsed.error.issues, formErrorTranslator(locale));
};

describe("subscribe schema (F9)", () => {
  it("accepts an address with the opt-in ticked; name and topics are optional, the address is kept as typed", () => {
    expect(subscribeSchema.parse({ email: " Ann@Example.com ", consentMarketing: true })).toEqual({ email: "Ann@Example.com", firstName: "", interests: [], consentMarketing: true });
    expect(subscribeSchema.parse({ email: "a@b.co", firstName: "Ann", interests: ["code-updates", "events", "code-updates"], consentMarketing: true }).interests).toEqual(["code-updates", "events"]);
  });

  it("reads a plain form post: repeated interests become a list, the ticked box true", () => {
    const fields = formDataToObject(
      [
        ["email", "a@b.co"],
        ["interests", "product-news"],
        ["interests", "promotions"],
        ["consentMarketing", "on"],
      ],
      subscribeSchema,
    );
    expect(subscribeSchema.parse(fields)).toMatchObject({ interests: ["product-news", "promotions"], consentMarketing: true });
  });

  it("refuses without the opt-in (unticked by default), with the consent message", () => {
    expect(subscribeSchema.safeParse({ email: "a@b.co" }).success).toBe(false);
    expect(errorsOf({ email: "a@b.co", consentMarketing: false })).toEqual({ consentMarketing: "Please confirm to continue." });
  });

  it("refuses a missing or malformed address, an unknown topic and an unknown field", () => {
    expect(Object.keys(errorsOf({ consentMarketing: true }))).toEqual(["email"]);
    expect(Object.keys(errorsOf({ email: "not-an-address", consentMarketing: true }))).toEqual(["email"]);
    expect(Object.keys(errorsOf({ email: "a@b.co", interests: ["lottery"], consentMarketing: true }))[0]).toMatch(/^interests/);
    expect(Object.keys(errorsOf({ email: "a@b.co", consentMarketing: true, admin: true }))).toEqual(["admin"]);
    expect(Object.keys(errorsOf({ email: "a@b.co", firstName: "x".repeat(81), consentMarketing: true }))).toEqual(["firstName"]);
  });

  it.each(LOCALES)("says each error in %s, never as a key", (locale) => {
    const errors = errorsOf({ email: "nope", interests: ["x"], consentMarketing: false }, locale);
    expect(Object.keys(errors).length).toBeGreaterThanOrEqual(3);
    for (const text of Object.values(errors)) expect(text).not.toMatch(/^[a-zA-Z.]+$/);
    expect(new Set(LOCALES.map((l) => errorsOf({ email: "a@b.co" }, l).consentMarketing)).size).toBe(LOCALES.length);
  });
});
