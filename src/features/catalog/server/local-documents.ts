// Finds a catalogue document by id in the generated catalogue, with its family's products the brand sells (P5, B6).
import "server-only";
import type { Locale } from "@/config/locales";
import { inAssortment, type Assortment } from "../assortment";
import type { RawDocument } from "./catalog-files";
import { documentTitle, resolveProduct, type LoadedCatalog } from "./local-catalog";
import type { CatalogDocument } from "./port";

interface DocumentIndex {
  documents: Map<string, { family: number; document: RawDocument }>;
  /** Product indexes of each family, in catalogue order. */
  members: Map<number, number[]>;
}

const indexes = new WeakMap<LoadedCatalog, DocumentIndex>();

function documentIndex(catalog: LoadedCatalog): DocumentIndex {
  let index = indexes.get(catalog);
  if (!index) {
    const documents = new Map<string, { family: number; document: RawDocument }>();
    catalog.families.forEach((family, i) => family.documents.forEach((document) => documents.set(document.id, { family: i, document })));
    const members = new Map<number, number[]>();
    catalog.products.forEach((product, i) => {
      const list = members.get(product.family);
      if (list) list.push(i);
      else members.set(product.family, [i]);
    });
    index = { documents, members };
    indexes.set(catalog, index);
  }
  return index;
}

/** The document with its family's products in the brand's assortment; undefined when either is missing. */
export function findFamilyDocument(catalog: LoadedCatalog, documentId: string, brand: string, assortment: Assortment, locale: Locale): CatalogDocument | undefined {
  const hit = documentIndex(catalog).documents.get(documentId);
  const family = hit && catalog.families[hit.family];
  if (!hit || !family) return undefined;
  const products = (documentIndex(catalog).members.get(hit.family) ?? [])
    .filter((i) => inAssortment(catalog.products[i]!, assortment))
    .flatMap((i) => resolveProduct(catalog, i, locale, brand) ?? []);
  if (products.length === 0) return undefined;
  const groupKey = catalog.categoryByKey.get(family.classKey)?.parentKey;
  return {
    document: { ...hit.document, title: documentTitle(hit.document, locale) },
    products,
    ...(groupKey ? { groupKey } : {}),
  };
}
