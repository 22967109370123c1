// The generated catalogue in memory: files parsed once per process, products resolved per locale on demand.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@/config/locales";
import { slugify } from "@/platform/routing/slug";
import { buildDocumentUrl, sitePath } from "@/platform/routing/urls";
import { formatAttributeValue } from "../attribute-display";
import { inAssortment, type Assortment } from "../assortment";
import { toProductDocuments } from "../documents/product-document";
import { productImages } from "../images/views";
import { compareNewestFirst, type ListedProduct } from "../pages/listing";
import type { Category, CategoryTree, Product, ProductAttribute, ProductDocument, Program } from "../model";
import type { AttributeCatalog } from "./port";
import {
  CATALOG_FILES, type DocumentKind, type RawAttribute, type RawAttributeFile, type RawCategory, type RawCategoryFile,
  type RawDocument, type RawFamily, type RawProduct, type RawProgram, type RawTextFile,
} from "./catalog-files";

export interface LoadedCatalog {
  dir: string;
  categories: RawCategoryFile;
  categoryByKey: Map<string, RawCategory>;
  compatibilityByKey: Map<string, RawCategory>;
  attributes: Map<string, RawAttribute>;
  classes: Record<string, string[]>;
  programs: RawProgram[];
  families: RawFamily[];
  products: RawProduct[];
  indexById: Map<string, number>;
  texts: Map<Locale, RawTextFile>;
}

const DOCUMENT_TITLES: Record<DocumentKind, Record<Locale, string>> = {
  specSheet: { en: "Spec sheet", "fr-ca": "Fiche technique", "es-mx": "Hoja de especificaciones" },
  installationInstructions: { en: "Installation instructions", "fr-ca": "Instructions d'installation", "es-mx": "Instructivo de instalación" },
  certificate: { en: "{scheme} certificate", "fr-ca": "Certificat {scheme}", "es-mx": "Certificado {scheme}" },
};

/** Title of a catalogue document in the locale, as the DAM would name it. */
export function documentTitle(document: Pick<RawDocument, "kind" | "scheme">, locale: Locale): string {
  return DOCUMENT_TITLES[document.kind][locale].replace("{scheme}", document.scheme ?? "");
}

// One parse per process even when Next bundles this module into several server chunks.
const store = globalThis as typeof globalThis & { __voltlineCatalogs?: Map<string, LoadedCatalog> };

function readJson<T>(dir: string, name: string): T {
  return JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T;
}

export function loadCatalog(dir: string): LoadedCatalog {
  store.__voltlineCatalogs ??= new Map();
  const hit = store.__voltlineCatalogs.get(dir);
  if (hit) return hit;
  const categories = readJson<RawCategoryFile>(dir, CATALOG_FILES.categories);
  const attributeFile = readJson<RawAttributeFile>(dir, CATALOG_FILES.attributes);
  const products = readJson<RawProduct[]>(dir, CATALOG_FILES.products);
  const catalog: LoadedCatalog = {
    dir,
    categories,
    categoryByKey: new Map(categories.productCategories.map((c) => [c.key, c])),
    compatibilityByKey: new Map(categories.compatibilityCategories.map((c) => [c.key, c])),
    attributes: new Map(attributeFile.attributes.map((a) => [a.key, a])),
    classes: attributeFile.classes,
    programs: readJson<RawProgram[]>(dir, CATALOG_FILES.programs),
    families: readJson<RawFamily[]>(dir, CATALOG_FILES.families),
    products,
    indexById: new Map(products.map((p, i) => [p.id, i])),
    texts: new Map(),
  };
  store.__voltlineCatalogs.set(dir, catalog);
  return catalog;
}

const indexByCatalogNumber = new WeakMap<LoadedCatalog, Map<string, number>>();

/** Index of the product with this catalogue number (exact), built once per loaded catalogue. */
export function productIndexByCatalogNumber(catalog: LoadedCatalog, catalogNumber: string): number | undefined {
  let map = indexByCatalogNumber.get(catalog);
  if (!map) {
    map = new Map(catalog.products.map((p, i) => [p.catalogNumber, i]));
    indexByCatalogNumber.set(catalog, map);
  }
  return map.get(catalogNumber);
}

function texts(catalog: LoadedCatalog, locale: Locale): RawTextFile {
  let file = catalog.texts.get(locale);
  if (!file) {
    file = readJson<RawTextFile>(catalog.dir, CATALOG_FILES.texts(locale));
    catalog.texts.set(locale, file);
  }
  return file;
}

export function toCategory(raw: RawCategory, locale: Locale, productCount?: number): Category {
  return {
    key: raw.key,
    name: raw.name[locale],
    path: raw.path[locale],
    children: raw.children,
    level: raw.level,
    sortOrder: raw.sortOrder,
    ...(raw.parentKey ? { parentKey: raw.parentKey } : {}),
    ...(productCount === undefined ? {} : { productCount }),
  };
}

const countsByCatalog = new WeakMap<LoadedCatalog, Map<Assortment, { products: Map<string, number>; compatibility: Map<string, number> }>>();

/** Products of an assortment per category key (leaf counts rolled up to parents). */
export function assortmentCounts(catalog: LoadedCatalog, assortment: Assortment) {
  let perAssortment = countsByCatalog.get(catalog);
  if (!perAssortment) countsByCatalog.set(catalog, (perAssortment = new Map()));
  const hit = perAssortment.get(assortment);
  if (hit) return hit;
  const products = new Map<string, number>();
  const compatibility = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const product of catalog.products) {
    if (!inAssortment(product, assortment)) continue;
    let key: string | undefined = catalog.families[product.family]?.classKey;
    while (key) {
      bump(products, key);
      key = catalog.categoryByKey.get(key)?.parentKey;
    }
    for (const compatibilityKey of product.compatibilityKeys) bump(compatibility, compatibilityKey);
  }
  const counts = { products, compatibility };
  perAssortment.set(assortment, counts);
  return counts;
}

const treesByCatalog = new WeakMap<LoadedCatalog, Map<string, CategoryTree>>();

/** The brand's trees: only categories holding at least one of its products, with counts. */
export function assortmentTree(catalog: LoadedCatalog, assortment: Assortment, cacheKey: string, locale: Locale): CategoryTree {
  let trees = treesByCatalog.get(catalog);
  if (!trees) treesByCatalog.set(catalog, (trees = new Map()));
  const key = `${cacheKey}|${locale}`;
  const hit = trees.get(key);
  if (hit) return hit;
  const counts = assortmentCounts(catalog, assortment);
  const prune = (list: RawCategory[], count: Map<string, number>): Category[] =>
    list
      .filter((raw) => (count.get(raw.key) ?? 0) > 0)
      .map((raw) => ({ ...toCategory(raw, locale, count.get(raw.key)), children: raw.children.filter((child) => (count.get(child) ?? 0) > 0) }));
  const tree: CategoryTree = {
    productCategories: prune(catalog.categories.productCategories, counts.products),
    compatibilityCategories: prune(catalog.categories.compatibilityCategories, counts.compatibility),
  };
  trees.set(key, tree);
  return tree;
}

function attributeList(catalog: LoadedCatalog, product: RawProduct, classKey: string, locale: Locale): ProductAttribute[] {
  const keys = catalog.classes[classKey] ?? [];
  return keys.flatMap((key, i): ProductAttribute[] => {
    const raw = product.values[i];
    const attribute = catalog.attributes.get(key);
    if (raw === null || raw === undefined || raw === "" || !attribute) return [];
    const unit = attribute.unit?.[locale];
    return [{ key, code: attribute.code, name: attribute.label[locale], value: formatAttributeValue(attribute, raw, locale), raw, ...(unit ? { unit } : {}) }];
  });
}

/** The product's name in the locale (its catalogue number when the texts have none). */
export function productName(catalog: LoadedCatalog, index: number, locale: Locale): string {
  return texts(catalog, locale).names[index] ?? catalog.products[index]?.catalogNumber ?? "";
}

/**
 * The product at an index, in the locale. Its documents link to the PDF routes of the brand's site, so they are
 * only listed when a brand is given: search records and recommendations, which have none, do not use them.
 */
export function resolveProduct(catalog: LoadedCatalog, index: number, locale: Locale, brand?: string): Product | undefined {
  const raw = catalog.products[index];
  const family = raw && catalog.families[raw.family];
  if (!raw || !family) return undefined;
  const text = texts(catalog, locale);
  const leaf = catalog.categoryByKey.get(family.classKey);
  const group = leaf?.parentKey ? catalog.categoryByKey.get(leaf.parentKey) : undefined;
  const top = group?.parentKey ? catalog.categoryByKey.get(group.parentKey) : undefined;
  const name = productName(catalog, index, locale);
  const [description = "", features = []] = text.families[raw.family] ?? [];
  const compatibility = raw.compatibilityKeys.flatMap((key) => catalog.compatibilityByKey.get(key) ?? []);
  const attributes = attributeList(catalog, raw, family.classKey, locale);
  const certifications = attributes.find((a) => a.key === "certifications")?.raw;
  const documents: ProductDocument[] = brand
    ? toProductDocuments(
        family.documents.map((doc) => ({ ...doc, title: documentTitle(doc, locale), url: sitePath(brand, locale, buildDocumentUrl(doc)) })),
      )
    : [];
  const [USD, CAD, MXN, BRL] = raw.prices;
  return {
    id: raw.id,
    catalogNumber: raw.catalogNumber,
    upc: raw.upc,
    name,
    slug: slugify(name),
    description,
    features,
    familyId: family.id,
    series: family.series,
    categoryKey: family.classKey,
    categories: { lvl0: top?.path[locale] ?? "", lvl1: group?.path[locale] ?? "", lvl2: leaf?.path[locale] ?? "" },
    compatibilityKeys: raw.compatibilityKeys,
    compatibilityCategories: {
      lvl0: compatibility.filter((c) => c.level === 0).map((c) => c.path[locale]),
      lvl1: compatibility.filter((c) => c.level === 1).map((c) => c.path[locale]),
    },
    attributes,
    certifications: Array.isArray(certifications) ? certifications : [],
    releaseDate: raw.releaseDate,
    algoliaBrands: raw.algoliaBrands,
    salesOrgs: raw.salesOrgs,
    owningDivisions: raw.owningDivisions,
    listPrices: { USD, CAD, MXN, BRL },
    images: raw.images,
    gallery: productImages(raw.images, name, locale),
    documents,
    compatibleProductIds: raw.compatibleIds,
    programs: family.programs,
    crossReferences: family.crossReferences,
    compliance: family.compliance,
  };
}

/** Every product of an assortment in a locale, resolved lazily (search indexing, feeds). */
export function* assortmentProducts(catalog: LoadedCatalog, assortment: Assortment, locale: Locale): Generator<Product> {
  for (let i = 0; i < catalog.products.length; i++) {
    const raw = catalog.products[i];
    if (!raw || !inAssortment(raw, assortment)) continue;
    const product = resolveProduct(catalog, i, locale);
    if (product) yield product;
  }
}

export function assortmentPrograms(catalog: LoadedCatalog, assortment: Assortment, locale: Locale): Program[] {
  const used = new Map<string, number>();
  for (const product of catalog.products) {
    if (inAssortment(product, assortment)) for (const key of catalog.families[product.family]?.programs ?? []) used.set(key, (used.get(key) ?? 0) + 1);
  }
  return catalog.programs
    .filter((program) => used.has(program.key))
    .map((program) => ({
      key: program.key,
      name: program.name[locale],
      description: program.description[locale],
      sortOrder: program.sortOrder,
      productCount: used.get(program.key) ?? 0,
    }));
}

interface AssortmentIds {
  byCategory: Map<string, string[]>;
  all: string[];
}
const idsByCatalog = new WeakMap<LoadedCatalog, Map<string, AssortmentIds>>();

/** Product ids of an assortment per category (and below) and in all, newest first (P2, S4); built once per brand. */
export function assortmentProductIds(catalog: LoadedCatalog, assortment: Assortment, cacheKey: string): AssortmentIds {
  let perBrand = idsByCatalog.get(catalog);
  if (!perBrand) idsByCatalog.set(catalog, (perBrand = new Map()));
  const hit = perBrand.get(cacheKey);
  if (hit) return hit;
  const lists = new Map<string, ListedProduct[]>();
  const all: ListedProduct[] = [];
  for (const raw of catalog.products) {
    if (!inAssortment(raw, assortment)) continue;
    const listed = { id: raw.id, catalogNumber: raw.catalogNumber, releaseDate: raw.releaseDate };
    all.push(listed);
    let key: string | undefined = catalog.families[raw.family]?.classKey;
    while (key) {
      const list = lists.get(key) ?? [];
      if (list.length === 0) lists.set(key, list);
      list.push(listed);
      key = catalog.categoryByKey.get(key)?.parentKey;
    }
  }
  const ids = {
    byCategory: new Map([...lists].map(([key, list]) => [key, list.sort(compareNewestFirst).map((p) => p.id)])),
    all: all.sort(compareNewestFirst).map((p) => p.id),
  };
  perBrand.set(cacheKey, ids);
  return ids;
}

const attributeCatalogs = new WeakMap<LoadedCatalog, Map<Locale, AttributeCatalog>>();

/** The attribute definitions in a locale, and each class's attribute order (P4, S1). */
export function attributeCatalog(catalog: LoadedCatalog, locale: Locale): AttributeCatalog {
  let perLocale = attributeCatalogs.get(catalog);
  if (!perLocale) attributeCatalogs.set(catalog, (perLocale = new Map()));
  let hit = perLocale.get(locale);
  if (!hit) {
    hit = {
      attributes: [...catalog.attributes.values()].map((a) => {
        const unit = a.unit?.[locale];
        return { key: a.key, code: a.code, label: a.label[locale], type: a.type, ...(unit ? { unit } : {}) };
      }),
      classes: catalog.classes,
    };
    perLocale.set(locale, hit);
  }
  return hit;
}
