// Shapes of a content pack in Contentful's export format (what contentful-export writes and
// contentful-import reads); shared by the pack builder and the local ContentSource adapter.
import { LOCALES, LOCALE_INFO, type LocaleInfo } from "@/config/locales";

export type IsoLocale = LocaleInfo["iso"];
export const PACK_DEFAULT_LOCALE: IsoLocale = "en-US";
export const PACK_LOCALES: IsoLocale[] = LOCALES.map((l) => LOCALE_INFO[l].iso);

export interface PackLink {
  sys: { type: "Link"; linkType: "Entry" | "Asset" | "ContentType"; id: string };
}

export interface PackField {
  id: string;
  name: string;
  type: "Symbol" | "Text" | "Integer" | "Number" | "Date" | "Boolean" | "Object" | "Link" | "Array" | "RichText" | "Location";
  localized: boolean;
  required: boolean;
  linkType?: "Entry" | "Asset";
  items?: { type: "Symbol" | "Link"; linkType?: "Entry" | "Asset"; validations: FieldValidation[] };
  validations: FieldValidation[];
  disabled?: boolean;
  omitted?: boolean;
}

export interface FieldValidation {
  in?: (string | number)[];
  linkContentType?: string[];
  linkMimetypeGroup?: string[];
  range?: { min?: number; max?: number };
  regexp?: { pattern: string; flags: string | null };
}

export interface PackContentType {
  sys: { id: string; type: "ContentType" };
  name: string;
  description?: string;
  displayField?: string;
  fields: PackField[];
}

export type Localized<T> = Partial<Record<IsoLocale, T>>;

export interface PackEntrySys {
  id: string;
  type: "Entry";
  contentType: PackLink;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** Present only on published entries (contentful-import publishes exactly these). */
  publishedVersion?: number;
  publishedAt?: string;
}

export interface PackEntry {
  sys: PackEntrySys;
  fields: Record<string, Localized<unknown>>;
  metadata: { tags: PackLink[] };
}

export interface PackAssetFile {
  url: string;
  fileName: string;
  contentType: string;
  details: { size: number; image?: { width: number; height: number } };
}

export interface PackAsset {
  sys: Omit<PackEntrySys, "type" | "contentType"> & { type: "Asset" };
  fields: { title: Localized<string>; description: Localized<string>; file: Localized<PackAssetFile> };
  metadata: { tags: PackLink[] };
}

export interface PackLocale {
  sys: { id: string; type: "Locale" };
  code: IsoLocale;
  name: string;
  default: boolean;
  fallbackCode: IsoLocale | null;
  optional: boolean;
  contentDeliveryApi: boolean;
  contentManagementApi: boolean;
}

export interface ContentPack {
  locales: PackLocale[];
  contentTypes: PackContentType[];
  entries: PackEntry[];
  assets: PackAsset[];
}

export function isPackLink(value: unknown): value is PackLink {
  const sys = (value as PackLink | null)?.sys;
  return typeof sys === "object" && sys !== null && sys.type === "Link" && typeof sys.id === "string";
}
