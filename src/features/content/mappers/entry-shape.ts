// Shapes of entries and assets as contentful.js returns them (links resolved, single locale), and
// tolerant field readers: a bad or missing value yields the domain default, never a crash.
export interface CfSys {
  id: string;
  type?: string;
  contentType?: { sys: { id: string } };
  updatedAt?: string;
  createdAt?: string;
  locale?: string;
}

export interface CfEntry {
  sys: CfSys & { contentType: { sys: { id: string } } };
  fields: Record<string, unknown>;
  metadata?: unknown;
}

export interface CfAssetFile {
  url?: string;
  fileName?: string;
  contentType?: string;
  details?: { size?: number; image?: { width?: number; height?: number } };
}

export interface CfAsset {
  sys: CfSys;
  fields: { title?: string; description?: string; file?: CfAssetFile };
  metadata?: unknown;
}

export function isEntry(value: unknown): value is CfEntry {
  const v = value as CfEntry | null;
  return typeof v === "object" && v !== null && typeof v.sys?.id === "string" && typeof v.sys.contentType?.sys?.id === "string" && typeof v.fields === "object" && v.fields !== null;
}

export function isAsset(value: unknown): value is CfAsset {
  const v = value as CfAsset | null;
  return typeof v === "object" && v !== null && typeof v.sys?.id === "string" && v.sys.type !== "Link" && !("contentType" in v.sys) && typeof v.fields === "object" && v.fields !== null;
}

export function contentTypeOf(entry: CfEntry): string {
  return entry.sys.contentType.sys.id;
}

export function text(fields: Record<string, unknown>, key: string): string | undefined {
  const v = fields[key];
  return typeof v === "string" && v !== "" ? v : undefined;
}

export function bool(fields: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const v = fields[key];
  return typeof v === "boolean" ? v : fallback;
}

export function int(fields: Record<string, unknown>, key: string, fallback: number): number {
  const v = fields[key];
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}

export function oneOf<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function strings(fields: Record<string, unknown>, key: string): string[] {
  const v = fields[key];
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s !== "") : [];
}

/** Resolved linked entries; unresolvable links were already removed by `withoutUnresolvableLinks`. */
export function linkedEntries(fields: Record<string, unknown>, key: string): CfEntry[] {
  const v = fields[key];
  return Array.isArray(v) ? v.filter(isEntry) : [];
}

export function linkedEntry(fields: Record<string, unknown>, key: string): CfEntry | undefined {
  const v = fields[key];
  return isEntry(v) ? v : undefined;
}

export function linkedAsset(fields: Record<string, unknown>, key: string): CfAsset | undefined {
  const v = fields[key];
  return isAsset(v) ? v : undefined;
}

export function jsonList(fields: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const v = fields[key];
  return Array.isArray(v) ? v.filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null && !Array.isArray(item)) : [];
}
