// Shape of the generated catalogue files (generated/catalog/*.json), shared by the generator and the local adapter.
import type { Locale } from "@/config/locales";

export type LocaleText = Record<Locale, string>;

export const CATALOG_FILES = {
  categories: "categories.json",
  attributes: "attributes.json",
  programs: "programs.json",
  families: "families.json",
  products: "products.json",
  images: "images.json",
  meta: "meta.json",
  texts: (locale: Locale) => `texts.${locale}.json`,
} as const;

export interface RawCategory {
  key: string;
  name: LocaleText;
  path: LocaleText;
  children: string[];
  level: 0 | 1 | 2;
  sortOrder: number;
  parentKey?: string;
}

export interface RawCategoryFile {
  productCategories: RawCategory[];
  compatibilityCategories: RawCategory[];
}

export type AttributeType = "number" | "enum" | "multi" | "bool" | "text";

export interface RawAttribute {
  key: string;
  /** ETIM-like feature code. */
  code: string;
  label: LocaleText;
  type: AttributeType;
  unit?: LocaleText;
  values?: { code: string; label: LocaleText }[];
}

export interface RawAttributeFile {
  attributes: RawAttribute[];
  /** Attribute keys of each leaf class, in display order; product values are aligned with it. */
  classes: Record<string, string[]>;
}

export type RawAttributeValue = number | boolean | string | string[];

export interface RawProgram {
  key: string;
  name: LocaleText;
  description: LocaleText;
  sortOrder: number;
}

export type DocumentKind = "specSheet" | "installationInstructions" | "certificate";

export interface RawDocument {
  id: string;
  kind: DocumentKind;
  /** Certificate scheme for certificates (UL, CSA, NOM). */
  scheme?: string;
}

export interface CrossReference {
  competitor: string;
  partNumber: string;
  match: "exact" | "similar" | "functional";
}

export interface ComplianceFacts {
  countryOfOrigin: string;
  plant: { code: string; city: string; country: string };
  buyAmerican: boolean;
  taa: boolean;
  baba: boolean;
  usmca: { qualifies: boolean; originCriterion: "A" | "B" | "C" | "D" | null; hsCode: string };
  prop65: { warningRequired: boolean; chemicals: string[] };
  rohs: "compliant" | "compliantWithExemption" | "notInScope";
  reach: { svhcAboveThreshold: boolean; substances: string[] };
}

export interface RawFamily {
  id: string;
  classKey: string;
  series: string;
  documents: RawDocument[];
  programs: string[];
  crossReferences: CrossReference[];
  compliance: ComplianceFacts;
}

export interface RawProduct {
  /** PIM id. */
  id: string;
  catalogNumber: string;
  upc: string;
  /** Index into families.json. */
  family: number;
  /** Attribute values aligned with the class's attribute keys; null where not applicable. */
  values: (RawAttributeValue | null)[];
  releaseDate: string;
  algoliaBrands: string[];
  salesOrgs: string[];
  owningDivisions: string[];
  /** List prices [USD, CAD, MXN, BRL]. */
  prices: [number, number, number, number];
  images: string[];
  compatibilityKeys: string[];
  compatibleIds: string[];
}

/** Per-locale text: family descriptions and features aligned with families.json, names aligned with products.json. */
export interface RawTextFile {
  families: [description: string, features: string[]][];
  names: string[];
}

export interface RawImage {
  id: string;
  /** Leaf class key: one drawing per class shape. */
  shape: string;
  group: string;
  colorHex: string;
}
