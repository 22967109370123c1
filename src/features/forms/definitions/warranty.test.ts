import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROOF_OF_PURCHASE_FIELD } from "./choices";
import { warrantyForm, warrantySchema } from "./warranty";
import { FORM_DEFINITIONS } from "./index";
import { translateIssues } from "../errors";

const valid = {
  catalogNumber: "gf15-wh",
  dateCode: "2541",
  purchaseDate: "2026-01-20",
  purchaseStore: "Home Hardware",
  purchaseCity: "Sherbrooke",
  installer: "electrician",
  installerName: "Luc Gagnon",
  installerLicense: "CMEQ 12345",
  firstName: "Julie",
  lastName: "Roy",
  email: "julie.roy@example.ca",
  phone: "819 555-0142",
  phoneCountry: "CA",
  addressLine1: "12 rue King Ouest",
  addressLine2: "",
  city: "Sherbrooke",
  region: "QC",
  postalCode: "J1H 1P5",
  country: "CA",
  consentMarketing: true,
};

const errorsOf = (input: unknown) => {
  const result = warrantySchema.safeParse(input);
  return result.success ? {} : translateIssues(result.error.issues, (key) => key);
};

describe("F3 warranty registration schema", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-26T11:00:00Z")); // ISO week 48 of 2026
  });
  afterEach(() => vi.useRealTimers());

  it("is the registered warranty definition with an optional proof-of-purchase upload of 5 MB", () => {
    expect(FORM_DEFINITIONS.warranty).toBe(warrantyForm);
    expect(warrantyForm.files?.[PROOF_OF_PURCHASE_FIELD]).toEqual({
      maxBytes: 5 * 1024 * 1024,
      types: ["application/pdf", "image/jpeg", "image/png", "image/webp"],
      required: false,
    });
  });

  it("accepts a complete registration and upper-cases the catalogue number", () => {
    const result = warrantySchema.parse(valid);
    expect(result.catalogNumber).toBe("GF15-WH");
    expect(result.consentMarketing).toBe(true);
  });

  it("accepts a self-installed device without installer details, phone or second address line", () => {
    const rest: Record<string, unknown> = { ...valid };
    for (const key of ["installerName", "installerLicense", "phone", "addressLine2", "consentMarketing"]) delete rest[key];
    const result = warrantySchema.parse({ ...rest, installer: "self" });
    expect(result).toMatchObject({ installerName: "", installerLicense: "", phone: "", addressLine2: "", consentMarketing: false });
  });

  it("names every missing required field", () => {
    expect(errorsOf({})).toEqual({
      catalogNumber: "required",
      dateCode: "required",
      purchaseDate: "required",
      purchaseStore: "required",
      purchaseCity: "required",
      installer: "choice",
      firstName: "required",
      lastName: "required",
      email: "required",
      addressLine1: "required",
      city: "required",
      postalCode: "required",
      country: "country",
    });
  });

  it("asks for the electrician's name, not the licence number", () => {
    expect(errorsOf({ ...valid, installerName: "" })).toEqual({ installerName: "required" });
    expect(errorsOf({ ...valid, installerLicense: "" })).toEqual({});
    expect(errorsOf({ ...valid, installer: "robot" })).toEqual({ installer: "choice" });
  });

  it.each([
    ["2548", undefined],
    ["9901", undefined],
    ["0053", undefined],
    ["2549", "dateInFuture"],
    ["2701", "dateInFuture"],
    ["2500", "date"],
    ["2554", "date"],
    ["254", "date"],
    ["25-41", "date"],
    ["YYWW", "date"],
    ["", "required"],
  ])("date code %j -> %s", (dateCode, key) => {
    expect(errorsOf({ ...valid, dateCode: dateCode === "2548" ? "2648" : dateCode === "2549" ? "2649" : dateCode })).toEqual(
      key ? { dateCode: key } : {},
    );
  });

  it.each([
    ["2026-11-26", undefined],
    ["2026-11-27", undefined], // already the 27th at UTC+14
    ["2026-11-28", "dateInFuture"],
    ["1990-01-01", undefined],
    ["1989-12-31", "date"],
    ["2026-13-01", "date"],
    ["yesterday", "date"],
    ["", "required"],
  ])("purchase date %j -> %s", (purchaseDate, key) => {
    expect(errorsOf({ ...valid, purchaseDate })).toEqual(key ? { purchaseDate: key } : {});
  });

  it("checks the region and postal code against the country", () => {
    expect(errorsOf({ ...valid, region: "" })).toEqual({ region: "required" });
    expect(errorsOf({ ...valid, region: "ZZ" })).toEqual({ region: "region" });
    expect(errorsOf({ ...valid, postalCode: "90210" })).toEqual({ postalCode: "postalCode" });
    expect(errorsOf({ ...valid, country: "US", region: "CA", postalCode: "90210-1234" })).toEqual({});
    expect(errorsOf({ ...valid, country: "MX", region: "NLE", postalCode: "64000" })).toEqual({});
    expect(errorsOf({ ...valid, country: "MX", region: "NLE", postalCode: "6400" })).toEqual({ postalCode: "postalCode" });
    expect(errorsOf({ ...valid, country: "GB", region: "", postalCode: "SW1A 1AA" })).toEqual({});
    expect(errorsOf({ ...valid, country: "GB", region: "", postalCode: "<script>" })).toEqual({ postalCode: "postalCode" });
    expect(errorsOf({ ...valid, postalCode: "J1H 1P5 J1H 1P5 J1H" })).toEqual({ postalCode: "tooLong" });
  });

  it("checks the catalogue number's shape, the email and the phone", () => {
    expect(errorsOf({ ...valid, catalogNumber: "GF15 WH" })).toEqual({ catalogNumber: "catalogNumber" });
    expect(errorsOf({ ...valid, email: "julie" })).toEqual({ email: "email" });
    expect(errorsOf({ ...valid, phone: "555" })).toEqual({ phone: "phone" });
    expect(errorsOf({ ...valid, phone: "+44 20 7946 0018" })).toEqual({});
  });

  it("refuses unknown fields, the upload as a field, and wrong types", () => {
    expect(errorsOf({ ...valid, proofOfPurchase: "receipt.pdf" })).toEqual({ proofOfPurchase: "unknownField" });
    expect(errorsOf({ ...valid, dateCode: 2541 })).toEqual({ dateCode: "invalid" });
    expect(errorsOf({ ...valid, purchaseStore: ["a"] })).toEqual({ purchaseStore: "invalid" });
    expect(errorsOf(null)).toEqual({ _form: "invalid" });
  });
});
