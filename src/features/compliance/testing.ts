// Test-only entry of the compliance feature: the catalogue's compliance facts of three typical products, which the
// letters', statuses' and product page's tests start from (each overrides what its case needs).
import type { Product } from "@/features/catalog";

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
