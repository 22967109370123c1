// The compliance officer who signs each brand's letters (F10-F13). The brand entry of the CMS does not carry one yet:
// until it does, the officer is configured here per brand directory, with a default for the rest. No signature image
// is kept, so the letter prints a typeset signature line.
import type { ComplianceOfficer } from "./letter";

const OFFICERS: Record<string, ComplianceOfficer> = {
  voltline: { name: "Margaret A. Okafor", title: "Director of Trade Compliance" },
  "progress-lighting": { name: "Daniel R. Whitfield", title: "Trade Compliance Manager" },
  homestyle: { name: "Lucía Fernández-Ortiz", title: "Product Compliance Manager" },
};

const DEFAULT_OFFICER: ComplianceOfficer = { name: "Margaret A. Okafor", title: "Director of Trade Compliance" };

export function complianceOfficer(brandDirectory: string): ComplianceOfficer {
  return OFFICERS[brandDirectory] ?? DEFAULT_OFFICER;
}
