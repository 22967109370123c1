// P5 (issue 18): the product page states country of origin, plant and each regulation's status in the words the
// letters use for the same facts, in each locale.
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import type { Product } from "@/features/catalog";
import { letterFacts, type LetterInput } from "./letter";
import { productComplianceRows } from "./statement";
import { VIETNAM_MADE } from "./testing";

type Facts = Product["compliance"];

const vietnamMade: Facts = { ...VIETNAM_MADE, rohs: "compliantWithExemption" };
const mexicoMade: Facts = {
  ...vietnamMade,
  countryOfOrigin: "MX",
  plant: { code: "MX-NL-MTY", city: "Monterrey, Nuevo León", country: "MX" },
  taa: true,
  usmca: { qualifies: true, originCriterion: "B", hsCode: "8536.69.8000" },
  prop65: { warningRequired: false, chemicals: [] },
  rohs: "compliant",
};

const letter = (form: LetterInput["form"], facts: Facts, locale: LetterInput["locale"], farClause?: "52.225-1" | "52.225-5") =>
  letterFacts({
    form,
    locale,
    brand: { name: "Voltline", color: "#0B4F9C", addressLines: [] },
    request: { company: "A", projectName: "P", projectAddress: "X", ...(farClause ? { farClause } : {}) },
    products: [{ catalogNumber: "DR101", description: "Duplex", facts }],
    unknown: [],
  });

describe("productComplianceRows (P5, F10-F13)", () => {
  it("states origin, plant, Buy American, TAA, BABA, USMCA, Prop 65, RoHS and REACH (en)", () => {
    const { heading, rows } = productComplianceRows(vietnamMade, "en");
    expect(heading).toBe("Compliance");
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ["Country of origin", "Vietnam"],
      ["Plant", "Thủ Dầu Một, Bình Dương (VN-BD-TDM)"],
      ["Buy American (FAR 52.225-1)", "Not a domestic end product (made in Vietnam)"],
      ["Trade Agreements Act (FAR 52.225-5)", "Not TAA compliant (made in Vietnam)"],
      ["Build America, Buy America (BABA)", "Does not meet BABA (made in Vietnam)"],
      ["USMCA", "Not originating under USMCA (HS 8536.69.8000, made in Vietnam)"],
      ["California Prop 65", "warning (Lead)"],
      ["EU RoHS", "compliant with exemption"],
      ["EU REACH", "no SVHC above 0.1%"],
    ]);
  });

  it.each(LOCALES)("words every status as the letters do for the same facts (%s)", (locale) => {
    const rows = new Map(productComplianceRows(mexicoMade, locale).rows.map((r) => [r.key, r.value]));
    const listed = (form: LetterInput["form"], clause?: "52.225-1" | "52.225-5") => letter(form, mexicoMade, locale, clause).listed[0];
    const refused = (form: LetterInput["form"], clause?: "52.225-1" | "52.225-5") => letter(form, mexicoMade, locale, clause).notListed[0]?.reason;
    expect(rows.get("origin")).toBe(listed("certifications")?.origin);
    expect(rows.get("plant")).toBe(listed("certifications")?.plant);
    expect(rows.get("usmca")).toBe(listed("certifications")?.status);
    expect(rows.get("taa")).toBe(listed("buy-american-far", "52.225-5")?.status);
    expect(rows.get("buyAmerican")).toBe(refused("buy-american-far", "52.225-1"));
    expect(rows.get("baba")).toBe(refused("buy-america"));
    const environmental = listed("environmental")?.status ?? "";
    for (const key of ["prop65", "rohs", "reach"]) expect(environmental).toContain(rows.get(key as "rohs"));
  });

  it("is translated: French and Spanish headings, labels and country names", () => {
    const fr = productComplianceRows(mexicoMade, "fr-ca");
    const es = productComplianceRows(mexicoMade, "es-mx");
    expect(fr.heading).toBe("Conformité");
    expect(es.heading).toBe("Cumplimiento");
    expect(fr.rows[0]).toMatchObject({ label: "Pays d'origine", value: "Mexique" });
    expect(es.rows[0]).toMatchObject({ label: "País de origen", value: "México" });
    expect(es.rows.find((r) => r.key === "usmca")).toMatchObject({ label: "T-MEC", value: "Originario, criterio B; SA 8536.69.8000" });
  });
});
