// POST /api/crossref (F4): a long list or a CSV upload, which a URL cannot carry, turned into the tool page's GET
// address (`?q=` or the compressed `?list=`), so every answer stays shareable and survives reload and back. Fetch/JSON
// clients get `{ url }` (200) or `{ problem, message }` with a 4xx; a browser posting the form without JavaScript is
// sent (303) to that address, or gets a short translated page with the 4xx and a link back. Bounded: the body is read
// under a byte limit, the file's type is read from its bytes (a binary is refused however it is named), the numbers
// are counted against the limit before anything is looked up. Never a 5xx.
import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { isLocale, type Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { envRateLimiter, type RateLimit } from "@/features/forms/server";
import { readBodyBytes, parseJsonText, REFUSED_BODY_HEADERS } from "@/platform/http/body";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { isReservedPageSlug } from "@/platform/routing/reserved-slugs";
import { MAX_FILE_BYTES, MAX_TEXT_CHARS, type InputProblem } from "../model";
import { csvNumbers, distinctNumbers, readNumbers, splitEntries } from "../normalize";
import { problemStatus, problemValues } from "../problems";
import { answerLocale, crossRefTranslator } from "./messages";
import { crossRefSearch } from "./query";

/** A form-encoded or JSON body: the box's text and the envelope. */
export const TEXT_BODY_LIMIT = MAX_TEXT_CHARS * 4 + 4 * 1024;
/** A multipart body: the file and the box. */
export const MULTIPART_BODY_LIMIT = MAX_FILE_BYTES + TEXT_BODY_LIMIT;

const NO_STORE = { "cache-control": "no-store" } as const;

/** Posts per client (CROSSREF_RATE_LIMIT, `<count>/<seconds>` or `off`): a person pastes a few lists a minute, a script thousands. */
export const DEFAULT_CROSSREF_RATE_LIMIT: RateLimit = { count: 30, windowMs: 60_000 };
const PAGE_SLUG = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*){0,5}$/;
const MODULE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TEXT_FILE_NAME = /\.(csv|txt|tsv|text)$/i;

type Kind = "json" | "urlencoded" | "multipart";

function kindOf(contentType: string | null): Kind | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" ? "json" : type === "application/x-www-form-urlencoded" ? "urlencoded" : type === "multipart/form-data" ? "multipart" : undefined;
}

function plainPost(request: Request, kind: Kind | undefined): boolean {
  if (kind !== "urlencoded" && kind !== "multipart") return false;
  const accept = (request.headers.get("accept") ?? "").toLowerCase();
  return accept.includes("text/html") && !accept.includes("application/json") && !request.headers.has("x-requested-with");
}

interface Posted {
  fields: Map<string, string>;
  file?: File;
}

async function readPosted(bytes: Buffer, kind: Kind, contentType: string): Promise<Posted | undefined> {
  const fields = new Map<string, string>();
  if (kind === "json") {
    const parsed = parseJsonText(new TextDecoder().decode(bytes), 4);
    if (!parsed.ok || !parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value)) return undefined;
    for (const [key, value] of Object.entries(parsed.value as Record<string, unknown>)) {
      if (typeof value === "string") fields.set(key, value);
      else if (key === "numbers" && Array.isArray(value) && value.every((v) => typeof v === "string")) fields.set(key, value.join("\n"));
    }
    return { fields };
  }
  let entries: [string, FormDataEntryValue][];
  if (kind === "urlencoded") entries = [...new URLSearchParams(new TextDecoder().decode(bytes)).entries()];
  else {
    try {
      entries = [...(await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData()).entries()];
    } catch {
      return undefined;
    }
  }
  let file: File | undefined;
  for (const [key, value] of entries) {
    if (typeof value === "string") {
      if (!fields.has(key)) fields.set(key, value);
    } else if (key === "file" && value.size > 0 && !file) file = value;
  }
  return { fields, ...(file ? { file } : {}) };
}

/** The numbers of an uploaded file, or why it is refused. */
export async function fileNumbers(file: File): Promise<{ entries: string[] } | { problem: InputProblem }> {
  if (file.size > MAX_FILE_BYTES) return { problem: "fileTooLarge" };
  if (file.name && !TEXT_FILE_NAME.test(file.name)) return { problem: "fileType" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A known binary signature (a workbook, a PDF, an image, an archive...) is no CSV whatever its name says.
  if (await fileTypeFromBuffer(bytes).catch(() => undefined)) return { problem: "fileType" };
  if (bytes.includes(0)) return { problem: "fileType" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Windows-1252 exports of older spreadsheets: read as Latin-1 when it holds no control characters.
    text = new TextDecoder("latin1").decode(bytes);
    if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return { problem: "fileType" };
  }
  const entries = csvNumbers(text);
  return entries.length === 0 ? { problem: "fileEmpty" } : { entries };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function refusalPage(status: number, message: string, locale: Locale, back: { href: string; label: string } | undefined, headers: Record<string, string> = {}): Response {
  const link = back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : "";
  const body = `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message)}</title><main><p role="alert">${escapeHtml(message)}</p>${link}</main></html>`;
  return new Response(body, { status, headers: { ...NO_STORE, ...headers, "content-type": "text/html; charset=utf-8" } });
}

export async function crossRefPostResponse(request: Request): Promise<Response> {
  const contentType = request.headers.get("content-type") ?? "";
  const kind = kindOf(contentType);
  const plain = plainPost(request, kind);
  let locale = answerLocale(new URL(request.url).searchParams.get("locale"), request.headers.get("accept-language"));
  /** The tool's page, once the post has named it: where the no-JavaScript refusal page links back to. */
  const known: { back?: { href: string; label: string } } = {};

  const refuse = (problem: InputProblem, extra: { count?: number; seconds?: number; headers?: Record<string, string> } = {}): Response => {
    const t = crossRefTranslator(locale);
    const status = kind === undefined && problem === "badRequest" ? 415 : problemStatus(problem);
    const message = t(`problems.${problem}`, problemValues(problem, locale, extra.seconds ?? extra.count));
    if (plain) return refusalPage(status, message, locale, known.back, extra.headers);
    return Response.json({ status, problem, message, ...(extra.count ? { count: extra.count } : {}) }, { status, headers: { ...NO_STORE, ...extra.headers } });
  };

  if (!kind) return refuse("badRequest");
  // Before the body is read: a client over its limit costs no parsing.
  const address = forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"));
  const verdict = (await envRateLimiter("crossref", "CROSSREF_RATE_LIMIT", DEFAULT_CROSSREF_RATE_LIMIT)?.take(address || "unknown")) ?? { ok: true };
  if (!verdict.ok) return refuse("rateLimited", { seconds: verdict.retryAfterSeconds, headers: { "retry-after": String(verdict.retryAfterSeconds), connection: "close" } });
  const body = await readBodyBytes(request, kind === "multipart" ? MULTIPART_BODY_LIMIT : TEXT_BODY_LIMIT);
  if (!body.ok) return refuse(body.status === 413 ? "bodyTooLarge" : "badRequest", body.status === 413 ? { headers: REFUSED_BODY_HEADERS } : {});
  const posted = await readPosted(body.bytes, kind, contentType);
  if (!posted) return refuse("badRequest");

  const namedLocale = posted.fields.get("locale");
  if (isLocale(namedLocale)) locale = namedLocale;
  const brand = posted.fields.get("brand") ?? "";
  const page = posted.fields.get("page") ?? "";
  const brands = await listBrands("en").catch(() => []);
  if (!isLocale(namedLocale) || !brands.some((entry) => entry.brandDirectory === brand) || !PAGE_SLUG.test(page) || isReservedPageSlug(page)) return refuse("badRequest");
  const pagePath = `/${brand}/${locale}/${page}`;
  const moduleId = posted.fields.get("module");
  const anchor = moduleId && MODULE_ID.test(moduleId) ? `#xref-${moduleId}-results` : "";
  known.back = { href: pagePath, label: crossRefTranslator(locale)("backToTool") };

  const text = posted.fields.get("numbers") ?? "";
  if (text.length > MAX_TEXT_CHARS) return refuse("tooLong");
  const entries = splitEntries(text);
  if (posted.file) {
    const read = await fileNumbers(posted.file);
    if ("problem" in read) return refuse(read.problem);
    entries.push(...read.entries);
  }
  const numbers = posted.file ? distinctNumbers(entries) : readNumbers(text);
  if (numbers.problem) return refuse(numbers.problem, numbers.count ? { count: numbers.count } : {});

  const url = `${pagePath}${crossRefSearch(numbers.numbers)}${anchor}`;
  if (plain) return new Response(null, { status: 303, headers: { ...NO_STORE, location: url } });
  return Response.json({ url, count: numbers.numbers.length }, { headers: NO_STORE });
}
