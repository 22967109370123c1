import { describe, expect, it } from "vitest";
import type { Product } from "@/features/catalog";
import { productStatus } from "./status";
import { US_MADE as usMade, VIETNAM_MADE } from "./testing";

type Facts = Product["compliance"];

const vietnamMade: Facts = { ...VIETNAM_MADE, rohs: "compliantWithExemption", reach: { svhcAboveThreshold: true, substances: ["Lead"] } };
const mexicoMade: Facts = { ...vietnamMade, countryOfOrigin: "MX", taa: true, usmca: { qualifies: true, originCriterion: "C", hsCode: "8536.50.9065" } };

describe("productStatus (F10-F13 rules from the catalogue's compliance facts)", () => {
  it("F10 Buy American (FAR 52.225-1): a domestic end product is listed, others refused with their country", () => {
    expect(productStatus("buy-american-far", usMade, { farClause: "52.225-1" })).toEqual({ listed: true, key: "baaDomestic", values: {} });
    expect(productStatus("buy-american-far", mexicoMade, { farClause: "52.225-1" })).toEqual({ listed: false, key: "baaNotDomestic", values: { country: "MX" } });
  });

  it("F10 FAR 52.225-5 (TAA): a designated-country product is listed, a Vietnamese one refused", () => {
    expect(productStatus("buy-american-far", mexicoMade, { farClause: "52.225-5" }).key).toBe("taaDesignated");
    expect(productStatus("buy-american-far", vietnamMade, { farClause: "52.225-5" })).toEqual({ listed: false, key: "taaNotDesignated", values: { country: "VN" } });
  });

  it("F11 BABA follows the baba fact alone", () => {
    expect(productStatus("buy-america", usMade).listed).toBe(true);
    expect(productStatus("buy-america", { ...usMade, baba: false }).key).toBe("babaNotCompliant");
  });

  it("F12 USMCA: originating goods carry their criterion and HS code; others are refused with the HS code", () => {
    expect(productStatus("certifications", mexicoMade)).toEqual({ listed: true, key: "usmcaOriginating", values: { criterion: "C", hsCode: "8536.50.9065" } });
    expect(productStatus("certifications", vietnamMade)).toEqual({ listed: false, key: "usmcaNotOriginating", values: { hsCode: "8536.69.8000", country: "VN" } });
  });

  it("F13 environmental states every product, with its chemicals and substances", () => {
    const status = productStatus("environmental", vietnamMade);
    expect(status.listed).toBe(true);
    expect(status.values).toEqual({ prop65: "Lead", rohs: "compliantWithExemption", reach: "Lead" });
    expect(productStatus("environmental", usMade).values).toEqual({ prop65: "", rohs: "compliant", reach: "" });
  });
});
