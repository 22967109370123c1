// Test-only entry of the compliance feature: the catalogue's compliance facts of typical products (owned by the
// catalogue's testing entry), which the letters', statuses' and product page's tests start from.
export { US_MADE, VIETNAM_MADE, type ComplianceFacts } from "@/features/catalog/testing";
