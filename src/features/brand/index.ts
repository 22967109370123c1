export type { Brand, FooterData, HeaderData, SocialLink } from "./model";
export { brandThemeStyle } from "./theme";
export { defaultBrand, findBrand, pickBrand } from "./pick-brand";
