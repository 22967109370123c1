// The catalogue's compliance facts of typical products (country of origin, plant, trade rules, Prop 65, RoHS, REACH),
// which the compliance letters', statuses', product page's and product documents' tests start from (each overrides
// what its case needs).
import type { Product } from "../model";

export type ComplianceFacts = Product["compliance"];

/** Made in Columbus, Ohio: domestic under every rule. */
export const US_MADE: ComplianceFacts = {
  countryOfOrigin: "US",
  plant: { code: "US-OH-COL", city: "Columbus, Ohio", country: "US" },
  buyAmerican: true,
  taa: true,
  baba: true,
  usmca: { qualifies: true, originCriterion: "B", hsCode: "8536.69.4040" },
  prop65: { warningRequired: false, chemicals: [] },
  rohs: "compliant",
  reach: { svhcAboveThreshold: false, substances: [] },
};

/** Made in Thủ Dầu Một, Vietnam: neither domestic nor designated, Prop 65 warning for lead. */
export const VIETNAM_MADE: ComplianceFacts = {
  ...US_MADE,
  countryOfOrigin: "VN",
  plant: { code: "VN-BD-TDM", city: "Thủ Dầu Một, Bình Dương", country: "VN" },
  buyAmerican: false,
  taa: false,
  baba: false,
  usmca: { qualifies: false, originCriterion: null, hsCode: "8536.69.8000" },
  prop65: { warningRequired: true, chemicals: ["Lead"] },
};
