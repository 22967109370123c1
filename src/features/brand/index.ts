export type { Brand, BrandSummary, ComplianceOfficerEntry, FooterData, HeaderData, SocialLink } from "./model";
export { brandSummary } from "./model";
export { brandThemeStyle } from "./theme";
export { defaultBrand, findBrand, pickBrand } from "./pick-brand";
