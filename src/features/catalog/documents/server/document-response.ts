// GET /{brand}/{locale}/documents/{id}.pdf (P5): a product document drawn from what the CatalogSource gives of it (the
// route the local adapter's document links point at). In production the products API may link the DAM instead.
import "server-only";
import { createHash } from "node:crypto";
import { isLocale, localeIso, type Locale } from "@/config/locales";
import type { PdfDocument } from "@/platform/pdf";
import { getBrand } from "@/features/brand/server";
import { getCatalogSource, type CatalogDocument, type CatalogSource } from "../../server";
import { productDocumentLayout, productDocumentPdf } from "../document-pdf";
import { documentMessages } from "./document-messages";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/** Catalogue document ids as the generator writes them (DOC-SS-F00001, DOC-CERT-UL-F00001). */
const DOCUMENT_FILE = /^(DOC-[A-Z0-9-]{1,60})\.pdf$/;

/**
 * A document changes only with a catalogue build or a deploy: browsers keep it a day and revalidate by ETag, shared
 * caches a month (a deploy purges them).
 */
export const DOCUMENT_CACHE_CONTROL = CACHE_CONTROL.generatedDocument;

/** The document id of a requested file name, or undefined for anything that is not one. */
export function parseDocumentFile(file: string): string | undefined {
  return DOCUMENT_FILE.exec(file)?.[1];
}

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.minutes } });
}

/** An If-None-Match header naming this entity tag (or `*`). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");
}

export async function productDocumentResponse(
  request: Request,
  params: { brand: string; locale: string; file: string },
  catalog: CatalogSource = getCatalogSource(),
): Promise<Response> {
  const { brand, locale, file } = params;
  const id = parseDocumentFile(file);
  if (!id || !isLocale(locale)) return notFound();
  const found = await catalog.getDocument(brand, id, locale);
  if (!found) return notFound();
  const site = await getBrand(brand, locale);
  if (!site || site.brandDirectory !== brand) return notFound();

  const bytes = await productDocumentPdf(
    { ...found, brand: { name: site.brandName, colour: site.primaryColor }, locale },
    documentMessages(locale),
  );
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
  const cacheHeaders = { "Cache-Control": DOCUMENT_CACHE_CONTROL, ETag: etag };
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: cacheHeaders });
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      ...cacheHeaders,
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="${id}-${locale}.pdf"`,
      "Content-Language": localeIso(locale),
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A product document laid out for the PDF writer, not drawn (F15: the submittal package draws it in its worker): what
 * the document route would serve for the same document, brand and locale.
 */
export function productDocumentLayoutOf(found: CatalogDocument, brand: { name: string; colour?: string }, locale: Locale): PdfDocument {
  return productDocumentLayout({ ...found, brand, locale }, documentMessages(locale));
}
