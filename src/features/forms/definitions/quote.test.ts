import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_MAX_LINES, quoteForm, quoteSchema } from "./quote";
import { FORM_DEFINITIONS } from "./index";
import { translateIssues } from "../errors";
import { formDataToObject } from "../form-data";

const valid = {
  lines: [
    { catalogNumber: "DR101-IV-25PK", quantity: 12, note: "Ivory" },
    { catalogNumber: "gf15-wh", quantity: "3" },
  ],
  projectName: "Clinic renovation",
  neededBy: "2026-12-15",
  shipToCountry: "CA",
  shipToRegion: "QC",
  company: "Électro Nord inc.",
  firstName: "Marie",
  lastName: "Tremblay",
  email: "marie@example.ca",
  phone: "514 555-0199",
  phoneCountry: "CA",
  role: "contractor",
  comments: "",
  consentMarketing: false,
};

/** The error keys by field path of a parse, as the forms show them (the first issue of a path). */
const errorsOf = (input: unknown) => {
  const result = quoteSchema.safeParse(input);
  return result.success ? {} : translateIssues(result.error.issues, (key) => key);
};

describe("F2 quote request schema", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-26T11:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("is the registered quote definition, with a marketing opt-in and no upload", () => {
    expect(FORM_DEFINITIONS.quote).toBe(quoteForm);
    expect(quoteForm.marketingConsent).toBe(true);
    expect(quoteForm.files).toBeUndefined();
  });

  it("accepts a complete request, normalising catalogue numbers and quantities typed as text", () => {
    const result = quoteSchema.parse(valid);
    expect(result.lines).toEqual([
      { catalogNumber: "DR101-IV-25PK", quantity: 12, note: "Ivory" },
      { catalogNumber: "GF15-WH", quantity: 3, note: "" },
    ]);
    expect(result.consentMarketing).toBe(false);
  });

  it("defaults the optional fields: comments, region outside North America, opt-in unticked", () => {
    const rest: Record<string, unknown> = { ...valid };
    delete rest.comments;
    delete rest.consentMarketing;
    const result = quoteSchema.parse({ ...rest, shipToCountry: "FR", shipToRegion: "" });
    expect(result.comments).toBe("");
    expect(result.consentMarketing).toBe(false);
  });

  it("names every missing required field", () => {
    expect(errorsOf({})).toEqual({
      lines: "required",
      projectName: "required",
      neededBy: "required",
      shipToCountry: "country",
      company: "required",
      firstName: "required",
      lastName: "required",
      email: "required",
      phone: "required",
      role: "choice",
    });
  });

  it("refuses no lines and more than 200", () => {
    expect(errorsOf({ ...valid, lines: [] })).toEqual({ lines: "required" });
    const many = Array.from({ length: QUOTE_MAX_LINES + 1 }, () => ({ catalogNumber: "DR101", quantity: 1 }));
    expect(errorsOf({ ...valid, lines: many })).toEqual({ lines: "tooManyLines" });
    expect(errorsOf({ ...valid, lines: many.slice(0, QUOTE_MAX_LINES) })).toEqual({});
  });

  it.each([
    ["", "required"],
    ["DR 101", "catalogNumber"],
    ["../etc/passwd", "catalogNumber"],
    ["A", "catalogNumber"],
    ["-DR101", "catalogNumber"],
    ["X".repeat(41), "tooLong"],
  ])("refuses the catalogue number %j on its line (%s)", (catalogNumber, key) => {
    expect(errorsOf({ ...valid, lines: [valid.lines[0], { catalogNumber, quantity: 1 }] })).toEqual({ "lines.1.catalogNumber": key });
  });

  it.each([
    [0, "quantity"],
    [100_001, "quantity"],
    [2.5, "quantity"],
    [-3, "quantity"],
    ["12abc", "quantity"],
    ["1e3", "quantity"],
    ["", "required"],
    [undefined, "required"],
    [true, "quantity"],
  ])("refuses the quantity %j (%s)", (quantity, key) => {
    expect(errorsOf({ ...valid, lines: [{ catalogNumber: "DR101", quantity }] })).toEqual({ "lines.0.quantity": key });
  });

  it("accepts the quantity bounds 1 and 100000", () => {
    expect(errorsOf({ ...valid, lines: [{ catalogNumber: "DR101", quantity: 1 }, { catalogNumber: "DR102", quantity: "100000" }] })).toEqual({});
  });

  it("refuses a note over 200 characters and unknown keys on a line", () => {
    expect(errorsOf({ ...valid, lines: [{ catalogNumber: "DR101", quantity: 1, note: "n".repeat(201) }] })).toEqual({ "lines.0.note": "tooLong" });
    expect(errorsOf({ ...valid, lines: [{ catalogNumber: "DR101", quantity: 1, price: 0 }] })).toEqual({ "lines.0.price": "unknownField" });
  });

  it("takes today as a needed-by date in any time zone, refuses yesterday everywhere, and dates years away", () => {
    expect(errorsOf({ ...valid, neededBy: "2026-11-26" })).toEqual({});
    expect(errorsOf({ ...valid, neededBy: "2026-11-25" })).toEqual({}); // still the 25th at UTC-12
    expect(errorsOf({ ...valid, neededBy: "2026-11-24" })).toEqual({ neededBy: "dateInPast" });
    expect(errorsOf({ ...valid, neededBy: "2031-11-27" })).toEqual({});
    expect(errorsOf({ ...valid, neededBy: "2031-11-28" })).toEqual({ neededBy: "date" });
    expect(errorsOf({ ...valid, neededBy: "2026-02-30" })).toEqual({ neededBy: "date" });
    expect(errorsOf({ ...valid, neededBy: "15/12/2026" })).toEqual({ neededBy: "date" });
  });

  it("checks the ship-to region against the country", () => {
    expect(errorsOf({ ...valid, shipToRegion: "" })).toEqual({ shipToRegion: "required" });
    expect(errorsOf({ ...valid, shipToRegion: "TX" })).toEqual({ shipToRegion: "region" });
    expect(errorsOf({ ...valid, shipToCountry: "US", shipToRegion: "TX" })).toEqual({});
    expect(errorsOf({ ...valid, shipToCountry: "MX", shipToRegion: "JAL" })).toEqual({});
    expect(errorsOf({ ...valid, shipToCountry: "DE", shipToRegion: "Bayern" })).toEqual({});
    expect(errorsOf({ ...valid, shipToCountry: "ZZ" })).toEqual({ shipToCountry: "country" });
    expect(errorsOf({ ...valid, shipToCountry: "ca" })).toEqual({ shipToCountry: "country" });
  });

  it("reports the region even when other fields are wrong too", () => {
    expect(errorsOf({ ...valid, email: "nope", shipToRegion: "" })).toEqual({ email: "email", shipToRegion: "required" });
  });

  it("checks contact details and role", () => {
    expect(errorsOf({ ...valid, email: "marie@" })).toEqual({ email: "email" });
    expect(errorsOf({ ...valid, phone: "12" })).toEqual({ phone: "phone" });
    expect(errorsOf({ ...valid, phone: "call me" })).toEqual({ phone: "phone" });
    expect(errorsOf({ ...valid, phone: "+52 55 1234 5678" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "(212) 555-0123 ext. 44", phoneCountry: "US" })).toEqual({});
    expect(errorsOf({ ...valid, phone: "55 1234 5678", phoneCountry: "" , shipToCountry: "MX", shipToRegion: "CMX" })).toEqual({});
    expect(errorsOf({ ...valid, phoneCountry: "XX" })).toEqual({ phoneCountry: "country" });
    expect(errorsOf({ ...valid, role: "ceo" })).toEqual({ role: "choice" });
    expect(errorsOf({ ...valid, role: "engineer-specifier" })).toEqual({});
    expect(errorsOf({ ...valid, company: "c".repeat(121) })).toEqual({ company: "tooLong" });
    expect(errorsOf({ ...valid, comments: "c".repeat(2001) })).toEqual({ comments: "tooLong" });
    expect(errorsOf({ ...valid, firstName: "   " })).toEqual({ firstName: "required" });
  });

  it("refuses unknown fields and a non-boolean opt-in", () => {
    expect(errorsOf({ ...valid, isAdmin: true })).toEqual({ isAdmin: "unknownField" });
    expect(errorsOf({ ...valid, consentMarketing: "maybe" })).toEqual({ consentMarketing: "invalid" });
  });

  it("refuses what is not an object", () => {
    expect(errorsOf("lines=1")).toEqual({ _form: "invalid" });
    expect(errorsOf({ ...valid, lines: "DR101" })).toEqual({ lines: "invalid" });
  });

  it("reads a form post without JavaScript (lines by index, quantities and the box as text)", () => {
    const post: [string, string][] = [
      ["lines.0.catalogNumber", "dr101-iv-25pk"], ["lines.0.quantity", "12"], ["lines.0.note", ""],
      ["lines[1][catalogNumber]", "GF15-WH"], ["lines[1][quantity]", "3"],
      ["projectName", "Clinic"], ["neededBy", "2026-12-15"], ["shipToCountry", "US"], ["shipToRegion", "TX"],
      ["company", "Acme"], ["firstName", "Ana"], ["lastName", "Ruiz"], ["email", "ana@example.com"],
      ["phone", "(512) 555-0134"], ["phoneCountry", "US"], ["role", "electrician"], ["comments", ""], ["consentMarketing", "true"],
    ];
    const result = quoteSchema.parse(formDataToObject(post, quoteSchema));
    expect(result.lines).toEqual([
      { catalogNumber: "DR101-IV-25PK", quantity: 12, note: "" },
      { catalogNumber: "GF15-WH", quantity: 3, note: "" },
    ]);
    expect(result.consentMarketing).toBe(true);
    const bad = quoteSchema.safeParse(formDataToObject([...post, ["lines.1.quantity", "lots"]], quoteSchema));
    expect(bad.success ? {} : translateIssues(bad.error.issues, (key) => key)).toEqual({ "lines.1.quantity": "quantity" });
  });
});
