export type { Brand, ComplianceOfficerEntry, FooterData, HeaderData, SocialLink } from "./model";
export { brandThemeStyle } from "./theme";
export { defaultBrand, findBrand, pickBrand } from "./pick-brand";
