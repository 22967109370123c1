// Which products each brand sells (B6): the brand's algoliaBrands / salesOrgs / owningDivisions matched against the
// product's. The brand's values are facts of its CMS brand entry (content pack `globalBrand`), read through the content
// port; there is no second table of them here (issue 15 §3, ADR 48).
export interface Assortment {
  algoliaBrands: readonly string[];
  salesOrgs: readonly string[];
  owningDivisions: readonly string[];
}

/** The assortment of a brand entry; undefined when the entry sells nothing (a brand without catalogue values). */
export function assortmentOf(brand: Assortment | null | undefined): Assortment | undefined {
  if (!brand || brand.algoliaBrands.length === 0 || brand.salesOrgs.length === 0 || brand.owningDivisions.length === 0) return undefined;
  return { algoliaBrands: brand.algoliaBrands, salesOrgs: brand.salesOrgs, owningDivisions: brand.owningDivisions };
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
