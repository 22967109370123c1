// globalBrand entry (with header/footer data resolved) -> Brand (B1, B5).
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_DISTANCE_UNIT, DISTANCE_UNITS } from "@/config/constants";
import { LOCALES } from "@/config/locales";
import type { Brand, FooterData, HeaderData, SocialLink } from "@/features/brand";
import { mapImageAsset } from "./asset";
import { bool, int, linkedAsset, linkedEntries, linkedEntry, oneOf, strings, text, type CfEntry } from "./entry-shape";
import { mapLinkTarget, mapLinkTargets } from "./link-target";
import { mapNavigationEntries, mapNavigationGroup, mapSocialLink } from "./navigation";

/** Sister brands whose footer brand items and customer-account items are removed (spec §4, B5). */
export const REDACTED_BRAND_DIRECTORIES: readonly string[] = ["progress-lighting", "homestyle"];

/** Days a product counts as new when the brand does not say (B6). */
export const DEFAULT_NEW_PRODUCT_DURATION_DAYS = 90;

export function mapHeaderData(entry: CfEntry | undefined): HeaderData {
  if (!entry) return { topLinks: [], siteNavigation: [] };
  return {
    topLinks: mapNavigationEntries(linkedEntries(entry.fields, "topLinks")),
    siteNavigation: mapNavigationEntries(linkedEntries(entry.fields, "siteNavigation")),
  };
}

export function mapFooterData(entry: CfEntry | undefined): FooterData {
  if (!entry) return { groups: [], socialLinks: [], copyright: "", termsLinks: [] };
  const f = entry.fields;
  return {
    groups: linkedEntries(f, "groups").map(mapNavigationGroup).sort((a, b) => a.sortOrder - b.sortOrder),
    socialLinks: linkedEntries(f, "socialLinks").map(mapSocialLink).filter((s): s is SocialLink => s !== undefined),
    copyright: text(f, "copyright") ?? "",
    termsLinks: mapLinkTargets(f.termsLinks),
  };
}

export function mapBrand(entry: CfEntry): Brand {
  const f = entry.fields;
  const brandDirectory = text(f, "brandDirectory") ?? "";
  const brandName = text(f, "brandName") ?? brandDirectory;
  const primaryColor = text(f, "primaryColor") ?? "#0a3d91";
  const locales = strings(f, "locales").filter((l) => (LOCALES as readonly string[]).includes(l));
  const brand: Brand = {
    id: entry.sys.id,
    internalId: text(f, "internalId") ?? brandDirectory,
    brandName,
    brandDirectory,
    brandCode: text(f, "brandCode") ?? "",
    logoLink: text(f, "logoLink") ?? "",
    primaryColor,
    primaryColorInvert: text(f, "primaryColorInvert") ?? "#ffffff",
    brandPrimaryColorForFooter: text(f, "brandPrimaryColorForFooter") ?? primaryColor,
    contactInformation: text(f, "contactInformation") ?? "",
    showMyLists: bool(f, "showMyLists", true),
    showMyAccount: bool(f, "showMyAccount", true),
    locales: locales.length ? locales : [...LOCALES],
    brandNameForCopyright: text(f, "brandNameForCopyright") ?? brandName,
    salesContactLookupMarketSelection: strings(f, "salesContactLookupMarketSelection"),
    newProductDuration: int(f, "newProductDuration", DEFAULT_NEW_PRODUCT_DURATION_DAYS),
    algoliaBrands: strings(f, "algoliaBrands"),
    salesOrgs: strings(f, "salesOrgs"),
    owningDivisions: strings(f, "owningDivisions"),
    currencyCode: oneOf(f.currencyCode, CURRENCIES, DEFAULT_CURRENCY),
    unitDistance: oneOf(f.unitDistance, DISTANCE_UNITS, DEFAULT_DISTANCE_UNIT),
    isDefault: bool(f, "isDefault", false),
    redacted: REDACTED_BRAND_DIRECTORIES.includes(brandDirectory),
    header: mapHeaderData(linkedEntry(f, "header")),
    footer: mapFooterData(linkedEntry(f, "footer")),
  };
  const logo = mapImageAsset(linkedAsset(f, "logo"));
  if (logo) brand.logo = logo;
  const endorsement = text(f, "endorsement");
  if (endorsement) brand.endorsement = endorsement;
  const privacyPolicy = mapLinkTarget(f.privacyPolicy);
  if (privacyPolicy) brand.privacyPolicy = privacyPolicy;
  const termsOfUse = mapLinkTarget(f.termsOfUse);
  if (termsOfUse) brand.termsOfUse = termsOfUse;
  const officerName = text(f, "complianceOfficerName");
  if (officerName) {
    const signature = mapImageAsset(linkedAsset(f, "complianceOfficerSignature"));
    brand.complianceOfficer = { name: officerName, title: text(f, "complianceOfficerTitle") ?? "", ...(signature ? { signature } : {}) };
  }
  const country = text(f, "restrictWhereToBuyResultsToCountry");
  if (country) brand.restrictWhereToBuyResultsToCountry = country;
  return brand;
}

/** The brand's directory from a linked globalBrand entry (pages, news, videos), "" when unresolved. */
export function brandDirectoryOf(entry: CfEntry | undefined): string {
  return entry ? (text(entry.fields, "brandDirectory") ?? "") : "";
}
