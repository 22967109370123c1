// Which products each brand sells (B6): the brand's algoliaBrands / salesOrgs / owningDivisions matched against the product's.
export interface Assortment {
  algoliaBrands: readonly string[];
  salesOrgs: readonly string[];
  owningDivisions: readonly string[];
}

/** Owning divisions of the manufacturer. */
export const DIVISIONS = {
  wiringDevices: "WD",
  lightingControls: "LC",
  electricalConnectivity: "EC",
  lightingFixtures: "LF",
  evCharging: "EV",
  industrial: "IN",
  safetySignaling: "SS",
  dataCommunications: "DC",
} as const;

const ALL_DIVISIONS = Object.values(DIVISIONS);

export const ALGOLIA_BRANDS = { voltline: "Voltline", progressLighting: "Progress Lighting", homestyle: "Homestyle" } as const;
export const SALES_ORGS = { us: "US01", canada: "CA01", mexico: "MX01", brasil: "BR01" } as const;

/**
 * Assortment values of the six brands, keyed by brandDirectory. The brand entries of the content pack
 * carry the same algoliaBrands / salesOrgs / owningDivisions.
 */
export const BRAND_ASSORTMENTS: Record<string, Assortment> = {
  voltline: { algoliaBrands: [ALGOLIA_BRANDS.voltline], salesOrgs: [SALES_ORGS.us], owningDivisions: ALL_DIVISIONS },
  "voltline-canada": { algoliaBrands: [ALGOLIA_BRANDS.voltline], salesOrgs: [SALES_ORGS.canada], owningDivisions: ALL_DIVISIONS },
  "voltline-mexico": { algoliaBrands: [ALGOLIA_BRANDS.voltline], salesOrgs: [SALES_ORGS.mexico], owningDivisions: ALL_DIVISIONS },
  "voltline-brasil": {
    algoliaBrands: [ALGOLIA_BRANDS.voltline],
    salesOrgs: [SALES_ORGS.brasil],
    owningDivisions: [DIVISIONS.wiringDevices, DIVISIONS.lightingControls, DIVISIONS.electricalConnectivity, DIVISIONS.industrial],
  },
  "progress-lighting": { algoliaBrands: [ALGOLIA_BRANDS.progressLighting], salesOrgs: [SALES_ORGS.us], owningDivisions: [DIVISIONS.lightingFixtures] },
  homestyle: { algoliaBrands: [ALGOLIA_BRANDS.homestyle], salesOrgs: [SALES_ORGS.us], owningDivisions: [DIVISIONS.wiringDevices, DIVISIONS.lightingControls] },
};

export function brandAssortment(brandDirectory: string): Assortment | undefined {
  return Object.hasOwn(BRAND_ASSORTMENTS, brandDirectory) ? BRAND_ASSORTMENTS[brandDirectory] : undefined;
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((value) => b.includes(value));

/** A brand sells a product when brand, sales organisation and division all match. */
export function inAssortment(product: Assortment, brand: Assortment): boolean {
  return (
    overlaps(product.algoliaBrands, brand.algoliaBrands) &&
    overlaps(product.salesOrgs, brand.salesOrgs) &&
    overlaps(product.owningDivisions, brand.owningDivisions)
  );
}
