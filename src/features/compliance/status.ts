// Each regulation's status of a product, from the catalogue's compliance facts (F10-F13). Pure and deterministic:
// the same facts always state the same status. A product is "listed" (in the letter's table) when the regulation's
// test holds, else "refused" with the reason the letter prints in its separate list.
import type { Product } from "@/features/catalog";
import type { FarClause, LetterForm } from "./model";

type ComplianceFacts = Product["compliance"];

export type StatusKey =
  | "baaDomestic"
  | "baaNotDomestic"
  | "taaDesignated"
  | "taaNotDesignated"
  | "babaCompliant"
  | "babaNotCompliant"
  | "usmcaOriginating"
  | "usmcaNotOriginating"
  | "environmental";

export interface ProductStatus {
  listed: boolean;
  key: StatusKey;
  /** Values the status message interpolates (criterion, HS code, chemicals ...). */
  values: Record<string, string>;
}

export interface StatusOptions {
  farClause?: FarClause;
}

/** The status of one product under the form's regulation. */
export function productStatus(form: LetterForm, facts: ComplianceFacts, options: StatusOptions = {}): ProductStatus {
  switch (form) {
    case "buy-american-far":
      if ((options.farClause ?? "52.225-1") === "52.225-5") {
        return facts.taa ? { listed: true, key: "taaDesignated", values: {} } : { listed: false, key: "taaNotDesignated", values: { country: facts.countryOfOrigin } };
      }
      return facts.buyAmerican ? { listed: true, key: "baaDomestic", values: {} } : { listed: false, key: "baaNotDomestic", values: { country: facts.countryOfOrigin } };
    case "buy-america":
      return facts.baba ? { listed: true, key: "babaCompliant", values: {} } : { listed: false, key: "babaNotCompliant", values: { country: facts.countryOfOrigin } };
    case "certifications":
      return facts.usmca.qualifies && facts.usmca.originCriterion
        ? { listed: true, key: "usmcaOriginating", values: { criterion: facts.usmca.originCriterion, hsCode: facts.usmca.hsCode } }
        : { listed: false, key: "usmcaNotOriginating", values: { hsCode: facts.usmca.hsCode, country: facts.countryOfOrigin } };
    case "environmental":
      return {
        listed: true,
        key: "environmental",
        values: {
          prop65: facts.prop65.warningRequired ? facts.prop65.chemicals.join(", ") || "-" : "",
          rohs: facts.rohs,
          reach: facts.reach.svhcAboveThreshold ? facts.reach.substances.join(", ") || "-" : "",
        },
      };
  }
}
