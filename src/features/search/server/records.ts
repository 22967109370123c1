// Catalogue products as `products_{locale}` records (S1): every product of the catalogue, brand assortment fields kept for filtering.
import "server-only";
import type { Locale } from "@/config/locales";
import { resolveFeedProduct as resolveProduct, type CatalogFeed as LoadedCatalog } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import type { ProductRecord } from "../model";
import type { IndexSettings } from "../engine/search-index";

const EXCERPT_LENGTH = 240;

/** The description cut at a word boundary near EXCERPT_LENGTH: records stay small, the first sentences carry the meaning. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max);
  return `${text.slice(0, cut > 0 ? cut : max)}…`;
}

export function productRecord(product: Product): ProductRecord {
  const attributes: Record<string, string | string[]> = {};
  const numericAttributes: Record<string, number> = {};
  for (const attribute of product.attributes) {
    attributes[attribute.key] = Array.isArray(attribute.raw) ? attribute.value.split(", ") : attribute.value;
    if (typeof attribute.raw === "number") numericAttributes[attribute.key] = attribute.raw;
  }
  const released = Date.parse(product.releaseDate);
  return {
    objectID: product.id,
    name: product.name,
    catalogNumber: product.catalogNumber,
    upc: product.upc,
    description: excerpt(product.description),
    slug: product.slug,
    familyId: product.familyId,
    categoryKey: product.categoryKey,
    ...(product.images[0] ? { image: product.images[0] } : {}),
    series: product.series,
    releaseDate: Number.isNaN(released) ? 0 : Math.floor(released / 1000),
    algoliaBrands: product.algoliaBrands,
    salesOrgs: product.salesOrgs,
    owningDivisions: product.owningDivisions,
    certifications: product.certifications,
    programs: product.programs,
    Categories: product.categories,
    "Compatibility Categories": product.compatibilityCategories,
    attributes,
    numericAttributes,
    listPrices: product.listPrices,
  };
}

/** Every product of the catalogue in a locale; brands narrow it with algoliaBrands / salesOrgs / owningDivisions filters (B6). */
export function productRecords(catalog: LoadedCatalog, locale: Locale): ProductRecord[] {
  const records: ProductRecord[] = [];
  for (let i = 0; i < catalog.products.length; i++) {
    const product = resolveProduct(catalog, i, locale);
    if (product) records.push(productRecord(product));
  }
  return records;
}

/** Index settings of `products_{locale}`, the one definition the local engine builds from and the Algolia push sends (algolia-settings.ts). */
export function productIndexSettings(catalog: LoadedCatalog): IndexSettings {
  const numericKeys = [...catalog.attributes.values()].filter((a) => a.type === "number").map((a) => a.key);
  const attributeFacets = [...catalog.attributes.keys()].map((key) => `attributes.${key}`);
  return {
    searchableAttributes: ["name", "catalogNumber,upc", "description"],
    codeAttributes: ["catalogNumber"],
    attributesForFaceting: [
      "Categories.lvl0", "Categories.lvl1", "Categories.lvl2",
      "Compatibility Categories.lvl0", "Compatibility Categories.lvl1",
      "algoliaBrands", "salesOrgs", "owningDivisions", "certifications", "programs", "series", "categoryKey",
      ...attributeFacets,
    ],
    // Refinement lists with a search box (S2): certifications, series and product attributes.
    searchableFacets: ["certifications", "series", ...attributeFacets],
    numericAttributes: [
      "releaseDate", "listPrices.USD", "listPrices.CAD", "listPrices.MXN", "listPrices.BRL",
      ...numericKeys.map((key) => `numericAttributes.${key}`),
    ],
    // Measurements are offered as range facets (min-max from facets_stats), not as lists of values.
    numericFacets: numericKeys.map((key) => `numericAttributes.${key}`),
    customRanking: { attribute: "releaseDate", order: "desc" },
    // `distinct: true` answers one product per family (S3 suggestions: not five colours of one device).
    attributeForDistinct: "familyId",
  };
}

/** Index settings of `content_{locale}` (content-records.ts): title before summary; brand and type as facets, newest first. */
export const contentIndexSettings: IndexSettings = {
  searchableAttributes: ["title", "summary"],
  codeAttributes: [],
  attributesForFaceting: ["brand", "type"],
  searchableFacets: [],
  numericAttributes: ["date"],
  customRanking: { attribute: "date", order: "desc" },
};
