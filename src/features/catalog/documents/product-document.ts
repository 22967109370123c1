// One mapper for a product's documents (P5), whichever adapter reads them: the local catalogue hands it this site's
// document routes, the products API its DAM links. What reaches an href is checked here, once.
import type { DocumentKind, ProductDocument } from "../model";

export const DOCUMENT_KINDS: readonly DocumentKind[] = ["specSheet", "installationInstructions", "certificate"];

const isKind = (value: unknown): value is DocumentKind => DOCUMENT_KINDS.includes(value as DocumentKind);
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A link target a document may have: an https URL (the DAM) or a path of this site. Anything else is refused. */
export function safeDocumentUrl(value: unknown): string | undefined {
  const url = text(value);
  if (url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")) return url;
  try {
    return new URL(url).protocol === "https:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A document as the domain has it, or undefined when a field is missing, the kind unknown or the URL unsafe. */
export function toProductDocument(payload: unknown): ProductDocument | undefined {
  if (!payload || typeof payload !== "object") return undefined;
  const record = payload as Record<string, unknown>;
  const id = text(record.id);
  const title = text(record.title);
  const url = safeDocumentUrl(record.url);
  if (!id || !title || !url || !isKind(record.kind)) return undefined;
  return { id, kind: record.kind, title, url };
}

/** The documents of a payload list, in order; malformed entries are left out. */
export function toProductDocuments(list: unknown): ProductDocument[] {
  return Array.isArray(list) ? list.flatMap((item) => toProductDocument(item) ?? []) : [];
}
