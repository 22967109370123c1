// Pure build of a Contentful-export content pack from the authoring format of content/README.md,
// collecting every problem (bad link, missing locale, unknown field...) instead of stopping at the first.
import { LOCALES, LOCALE_INFO, type Locale } from "@/config/locales";
import {
  PACK_DEFAULT_LOCALE,
  PACK_LOCALES,
  type ContentPack,
  type FieldValidation,
  type IsoLocale,
  type Localized,
  type PackAsset,
  type PackContentType,
  type PackEntry,
  type PackField,
  type PackLink,
  type PackLocale,
} from "@/features/content/server/pack";

export interface AuthoredEntry {
  id: string;
  type: string;
  status?: "published" | "draft";
  /** Optional ISO date; defaults to the source file's modification time. */
  updatedAt?: string;
  fields: Record<string, unknown>;
}

export interface AuthoredAsset {
  id: string;
  file: string;
  title?: unknown;
  description?: unknown;
}

export interface MediaFileInfo {
  size: number;
  contentType: string;
  image?: { width: number; height: number };
}

export interface PackSources {
  contentTypes: { path: string; contentType: unknown }[];
  entryFiles: { path: string; entries: unknown; modifiedAt: string }[];
  assetFiles: { path: string; assets: unknown; modifiedAt: string }[];
  /** Facts about files under public/content, keyed by the asset's `file` (e.g. "images/plant.jpg"). */
  mediaFiles: Record<string, MediaFileInfo>;
}

export interface PackBuildResult {
  pack: ContentPack;
  problems: string[];
}

const LOCALE_NAMES: Record<IsoLocale, string> = {
  "en-US": "English (United States)",
  "fr-CA": "French (Canada)",
  "es-MX": "Spanish (Mexico)",
};

function packLocales(): PackLocale[] {
  return PACK_LOCALES.map((code) => ({
    sys: { id: code, type: "Locale" },
    code,
    name: LOCALE_NAMES[code],
    default: code === PACK_DEFAULT_LOCALE,
    fallbackCode: code === PACK_DEFAULT_LOCALE ? null : PACK_DEFAULT_LOCALE,
    optional: code !== PACK_DEFAULT_LOCALE,
    contentDeliveryApi: true,
    contentManagementApi: true,
  }));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An authored value is localized when its keys are only site locales (content/README.md). */
function isLocaleObject(value: unknown): value is Partial<Record<Locale, unknown>> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => (LOCALES as readonly string[]).includes(k));
}

function link(linkType: PackLink["sys"]["linkType"], id: string): PackLink {
  return { sys: { type: "Link", linkType, id } };
}

/** Strips authoring-only keys (field descriptions) so the pack is exactly Contentful's export shape. */
function exportContentType(ct: PackContentType): PackContentType {
  return { ...ct, fields: ct.fields.map(({ id, name, type, localized, required, validations, disabled, omitted, linkType, items }) => ({
    id, name, type, localized, required, validations, disabled: disabled ?? false, omitted: omitted ?? false,
    ...(linkType ? { linkType } : {}), ...(items ? { items } : {}),
  })) };
}

function validateContentType(path: string, raw: unknown, problems: string[]): PackContentType | null {
  const ct = raw as PackContentType;
  if (!isPlainObject(raw) || typeof ct.sys?.id !== "string" || !Array.isArray(ct.fields)) {
    problems.push(`${path}: not a content type (needs sys.id and fields)`);
    return null;
  }
  for (const field of ct.fields) {
    if (typeof field.id !== "string" || typeof field.type !== "string") problems.push(`${path}: a field lacks id or type`);
  }
  return ct;
}

interface Context {
  problems: string[];
  entryTypes: Map<string, string>;
  assetIds: Set<string>;
}

function checkValidations(where: string, value: unknown, validations: FieldValidation[], ctx: Context): void {
  for (const v of validations) {
    if (v.in && !v.in.includes(value as string | number)) ctx.problems.push(`${where}: ${JSON.stringify(value)} is not one of ${v.in.join(", ")}`);
    if (v.regexp && typeof value === "string" && !new RegExp(v.regexp.pattern, v.regexp.flags ?? undefined).test(value)) {
      ctx.problems.push(`${where}: ${JSON.stringify(value)} does not match ${v.regexp.pattern}`);
    }
  }
}

function convertLink(where: string, value: unknown, linkType: "Entry" | "Asset", validations: FieldValidation[], ctx: Context): PackLink | undefined {
  if (linkType === "Asset") {
    const id = isPlainObject(value) ? value.asset : undefined;
    if (typeof id !== "string") return void ctx.problems.push(`${where}: expected {"asset": "<asset id>"}`);
    if (!ctx.assetIds.has(id)) ctx.problems.push(`${where}: asset "${id}" does not exist`);
    return link("Asset", id);
  }
  const id = isPlainObject(value) ? value.link : undefined;
  if (typeof id !== "string") return void ctx.problems.push(`${where}: expected {"link": "<entry id>"}`);
  const targetType = ctx.entryTypes.get(id);
  if (!targetType) ctx.problems.push(`${where}: entry "${id}" does not exist`);
  const allowed = validations.find((v) => v.linkContentType)?.linkContentType;
  if (targetType && allowed && !allowed.includes(targetType)) {
    ctx.problems.push(`${where}: entry "${id}" is a ${targetType}, expected ${allowed.join(" or ")}`);
  }
  return link("Entry", id);
}

function convertValue(where: string, field: PackField, value: unknown, ctx: Context): unknown {
  const fail = (expected: string) => void ctx.problems.push(`${where}: expected ${expected}, got ${JSON.stringify(value)}`);
  switch (field.type) {
    case "Symbol":
    case "Text":
      if (typeof value !== "string") return fail("a string");
      checkValidations(where, value, field.validations, ctx);
      return value;
    case "Integer":
    case "Number":
      if (typeof value !== "number" || (field.type === "Integer" && !Number.isInteger(value))) return fail(`a ${field.type.toLowerCase()}`);
      checkValidations(where, value, field.validations, ctx);
      return value;
    case "Boolean":
      return typeof value === "boolean" ? value : fail("true or false");
    case "Date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : fail("an ISO date");
    case "Object":
      return isPlainObject(value) || Array.isArray(value) ? value : fail("a JSON object or array");
    case "Link":
      return convertLink(where, value, field.linkType ?? "Entry", field.validations, ctx);
    case "Array": {
      if (!Array.isArray(value)) return fail("an array");
      const items = field.items;
      return value.map((item, i) => {
        const at = `${where}[${i}]`;
        if (items?.type === "Link") return convertLink(at, item, items.linkType ?? "Entry", items.validations, ctx);
        if (typeof item !== "string") return void ctx.problems.push(`${at}: expected a string`);
        checkValidations(at, item, items?.validations ?? [], ctx);
        return item;
      });
    }
    default:
      return value;
  }
}

/** Home page slugs "" become "/": Contentful treats an empty Symbol as no value. */
function normalizeAuthoredValue(contentType: string, fieldId: string, value: unknown): unknown {
  return contentType === "page" && fieldId === "slug" && value === "" ? "/" : value;
}

function convertField(where: string, contentType: string, field: PackField, raw: unknown, ctx: Context): Localized<unknown> {
  const value = normalizeAuthoredValue(contentType, field.id, raw);
  if (!field.localized) {
    if (isLocaleObject(value)) {
      ctx.problems.push(`${where}: field is not localized, give one value (not ${Object.keys(value).join(", ")})`);
      return {};
    }
    return { [PACK_DEFAULT_LOCALE]: convertValue(where, field, value, ctx) };
  }
  if (!isLocaleObject(value)) {
    ctx.problems.push(`${where}: localized field needs values for ${LOCALES.join(", ")}`);
    return {};
  }
  const missing = LOCALES.filter((l) => value[l] === undefined);
  if (missing.length) ctx.problems.push(`${where}: missing locale ${missing.join(", ")}`);
  const out: Localized<unknown> = {};
  for (const locale of LOCALES) {
    if (value[locale] !== undefined) out[LOCALE_INFO[locale].iso] = convertValue(`${where}.${locale}`, field, value[locale], ctx);
  }
  return out;
}

function localizedText(where: string, value: unknown, fallback: string, problems: string[]): Localized<string> {
  if (value === undefined) return Object.fromEntries(PACK_LOCALES.map((l) => [l, fallback]));
  if (typeof value === "string") return Object.fromEntries(PACK_LOCALES.map((l) => [l, value]));
  if (isLocaleObject(value)) {
    const missing = LOCALES.filter((l) => typeof value[l] !== "string");
    if (missing.length) problems.push(`${where}: missing locale ${missing.join(", ")}`);
    return Object.fromEntries(LOCALES.filter((l) => typeof value[l] === "string").map((l) => [LOCALE_INFO[l].iso, value[l] as string]));
  }
  problems.push(`${where}: expected a string or {en, fr-ca, es-mx}`);
  return {};
}

function entrySys(id: string, published: boolean, updatedAt: string) {
  return {
    id,
    createdAt: updatedAt,
    updatedAt,
    version: published ? 2 : 1,
    ...(published ? { publishedVersion: 1, publishedAt: updatedAt } : {}),
  };
}

function buildAssets(sources: PackSources, problems: string[]): PackAsset[] {
  const assets: PackAsset[] = [];
  const seen = new Set<string>();
  for (const source of sources.assetFiles) {
    if (!Array.isArray(source.assets)) {
      problems.push(`${source.path}: expected an array of assets`);
      continue;
    }
    source.assets.forEach((raw: unknown, i) => {
      const a = raw as AuthoredAsset;
      const where = `${source.path}[${i}]${typeof a?.id === "string" ? ` (${a.id})` : ""}`;
      if (!isPlainObject(raw) || typeof a.id !== "string" || typeof a.file !== "string") {
        return void problems.push(`${where}: an asset needs "id" and "file"`);
      }
      if (seen.has(a.id)) return void problems.push(`${where}: duplicate asset id "${a.id}"`);
      seen.add(a.id);
      const media = sources.mediaFiles[a.file];
      if (!media) return void problems.push(`${where}: file public/content/${a.file} not found`);
      const fileName = a.file.split("/").pop() ?? a.file;
      const file = {
        url: `/content/${a.file}`,
        fileName,
        contentType: media.contentType,
        details: { size: media.size, ...(media.image ? { image: media.image } : {}) },
      };
      assets.push({
        sys: { type: "Asset", ...entrySys(a.id, true, source.modifiedAt) },
        fields: {
          title: localizedText(`${where}.title`, a.title, fileName, problems),
          description: localizedText(`${where}.description`, a.description, "", problems),
          file: Object.fromEntries(PACK_LOCALES.map((l) => [l, file])),
        },
        metadata: { tags: [] },
      });
    });
  }
  return assets;
}

export function buildContentPack(sources: PackSources): PackBuildResult {
  const problems: string[] = [];
  const contentTypes = new Map<string, PackContentType>();
  for (const { path, contentType } of sources.contentTypes) {
    const ct = validateContentType(path, contentType, problems);
    if (!ct) continue;
    if (contentTypes.has(ct.sys.id)) problems.push(`${path}: duplicate content type "${ct.sys.id}"`);
    contentTypes.set(ct.sys.id, ct);
  }

  const assets = buildAssets(sources, problems);
  const authored: { path: string; entry: AuthoredEntry; modifiedAt: string }[] = [];
  const entryTypes = new Map<string, string>();
  for (const source of sources.entryFiles) {
    if (!Array.isArray(source.entries)) {
      problems.push(`${source.path}: expected an array of entries`);
      continue;
    }
    source.entries.forEach((raw: unknown, i) => {
      const e = raw as AuthoredEntry;
      const where = `${source.path}[${i}]`;
      if (!isPlainObject(raw) || typeof e.id !== "string" || typeof e.type !== "string" || !isPlainObject(e.fields)) {
        return void problems.push(`${where}: an entry needs "id", "type" and "fields"`);
      }
      if (entryTypes.has(e.id)) return void problems.push(`${where}: duplicate entry id "${e.id}"`);
      entryTypes.set(e.id, e.type);
      authored.push({ path: source.path, entry: e, modifiedAt: source.modifiedAt });
    });
  }

  const ctx: Context = { problems, entryTypes, assetIds: new Set(assets.map((a) => a.sys.id)) };
  const entries: PackEntry[] = [];
  for (const { path, entry, modifiedAt } of authored) {
    const where = `${path} ${entry.id}`;
    const ct = contentTypes.get(entry.type);
    if (!ct) {
      problems.push(`${where}: unknown content type "${entry.type}"`);
      continue;
    }
    const status = entry.status ?? "published";
    if (status !== "published" && status !== "draft") problems.push(`${where}: status must be "published" or "draft"`);
    const fields: PackEntry["fields"] = {};
    for (const [fieldId, value] of Object.entries(entry.fields)) {
      const field = ct.fields.find((f) => f.id === fieldId);
      if (!field) {
        problems.push(`${where}: field "${fieldId}" is not in content type ${ct.sys.id}`);
        continue;
      }
      if (value === null || value === undefined) continue;
      fields[fieldId] = convertField(`${where}.${fieldId}`, entry.type, field, value, ctx);
    }
    if (status === "published") {
      for (const f of ct.fields) if (f.required && fields[f.id] === undefined) problems.push(`${where}: required field "${f.id}" is missing`);
    }
    const updatedAt = entry.updatedAt ?? modifiedAt;
    entries.push({
      sys: { type: "Entry", contentType: link("ContentType", ct.sys.id), ...entrySys(entry.id, status === "published", updatedAt) },
      fields,
      metadata: { tags: [] },
    });
  }

  return {
    pack: { locales: packLocales(), contentTypes: [...contentTypes.values()].map(exportContentType), entries, assets },
    problems,
  };
}
