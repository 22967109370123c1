// Global brand entity (spec §3, B1) and the header/footer data attached to it.
import type { CurrencyCode, DistanceUnit } from "@/config/constants";
import type { ImageAsset, LinkTarget } from "@/features/content";
import type { NavigationEntry, NavigationGroup } from "@/features/navigation";

export interface Brand {
  id: string;
  internalId: string;
  brandName: string;
  brandDirectory: string;
  brandCode: string;
  logo?: ImageAsset;
  logoLink: string;
  primaryColor: string;
  primaryColorInvert: string;
  brandPrimaryColorForFooter: string;
  /** Sanitized at render. */
  contactInformation: string;
  showMyLists: boolean;
  showMyAccount: boolean;
  locales: string[];
  endorsement?: string;
  brandNameForCopyright: string;
  privacyPolicy?: LinkTarget;
  termsOfUse?: LinkTarget;
  salesContactLookupMarketSelection: string[];
  newProductDuration: number;
  algoliaBrands: string[];
  salesOrgs: string[];
  owningDivisions: string[];
  currencyCode: CurrencyCode;
  unitDistance: DistanceUnit;
  restrictWhereToBuyResultsToCountry?: string;
  isDefault: boolean;
  /** Redacted brands lose footer brand items and customer-account items (B5). */
  redacted: boolean;
  header: HeaderData;
  footer: FooterData;
  /** Who signs the brand's compliance letters (F10-F13): name, title in the page's locale, signature image. */
  complianceOfficer?: ComplianceOfficerEntry;
}

export interface ComplianceOfficerEntry {
  name: string;
  title: string;
  signature?: ImageAsset;
}

export interface HeaderData {
  topLinks: NavigationEntry[];
  siteNavigation: NavigationEntry[];
}

export interface SocialLink {
  network: "facebook" | "x" | "linkedin" | "youtube" | "instagram";
  url: string;
  label: string;
}

export interface FooterData {
  groups: NavigationGroup[];
  socialLinks: SocialLink[];
  copyright: string;
  termsLinks: LinkTarget[];
}

/** What readers that do not need a whole brand take of each: the brand switcher (names) and the assortments (B6). */
export type BrandSummary = Pick<Brand, "brandDirectory" | "brandName" | "redacted" | "algoliaBrands" | "salesOrgs" | "owningDivisions">;

/** A brand's summary: a few hundred bytes where the whole brand, with its header and footer, is about 8 KB of JSON. */
export function brandSummary(brand: Brand): BrandSummary {
  const { brandDirectory, brandName, redacted, algoliaBrands, salesOrgs, owningDivisions } = brand;
  return { brandDirectory, brandName, redacted, algoliaBrands, salesOrgs, owningDivisions };
}
