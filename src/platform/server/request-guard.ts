// The first check of every request the production server takes (issue 12 items 1 and 10): a request no browser would
// send (malformed or over-long address, NUL or control characters, an unused method) gets a short translated 4xx at
// once, before Next, the embedded OpenID provider or the static files see it, so it can neither fail with a 5xx nor
// write to disk or to the log.
import { STATUS_CODES } from "node:http";
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from "@/config/locales";
import { localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import en from "../../../messages/en/requests.json";
import frCa from "../../../messages/fr-ca/requests.json";
import esMx from "../../../messages/es-mx/requests.json";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const MESSAGES: Record<Locale, typeof en> = { en, "fr-ca": frCa, "es-mx": esMx };

export const REQUEST_LIMITS = {
  /** Characters of the whole request target (path and query). */
  urlLength: 4096,
  /** Bytes of the decoded path. */
  pathBytes: 1024,
  /** Bytes of one decoded path segment: Next names cache files after segments, and file names stop at 255 bytes. */
  segmentBytes: 200,
};

/** What every page answers; POST is only for the paths given as taking it (route handlers, the OpenID provider). */
const PAGE_METHODS = ["GET", "HEAD", "OPTIONS"];
const ALL_METHODS = ["GET", "HEAD", "POST", "OPTIONS"];

export interface GuardedRequest {
  method: string;
  /** The request target as received (IncomingMessage.url). */
  url: string;
}

export interface GuardOptions {
  /** Path prefixes whose routes take POST (e.g. `/api/`, the provider's `/oidc/`). */
  postPrefixes: readonly string[];
}

export type RejectionReason =
  | "url-too-long"
  | "path-too-long"
  | "segment-too-long"
  | "request-target"
  | "character"
  | "encoding"
  | "control-character"
  | "dot-segment"
  | "method";

export type GuardVerdict =
  | { kind: "pass" }
  | { kind: "options"; allow: string }
  | { kind: "reject"; status: 400 | 405 | 414; reason: RejectionReason; allow?: string };

const reject = (status: 400 | 405 | 414, reason: RejectionReason, allow?: string): GuardVerdict => ({ kind: "reject", status, reason, ...(allow ? { allow } : {}) });

// RFC 3986 characters only: browsers percent-encode everything else (spaces, controls, non-ASCII) before sending.
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;
const CONTROL = /[\x00-\x1f\x7f]/;
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** The origin-form path and query of a request target (absolute-form is accepted, as HTTP/1.1 requires). */
export function originForm(url: string): string | undefined {
  if (url.startsWith("/")) return url;
  const absolute = ABSOLUTE_FORM.exec(url);
  if (!absolute) return undefined;
  const rest = url.slice(absolute[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

function methodsFor(path: string, options: GuardOptions): string[] {
  return options.postPrefixes.some((prefix) => path.startsWith(prefix)) ? ALL_METHODS : PAGE_METHODS;
}

/** Decides whether a request goes on to the application. Pure; the HTTP answer is rejectionResponse's. */
export function guardRequest(request: GuardedRequest, options: GuardOptions): GuardVerdict {
  const { method, url } = request;
  if (url.length > REQUEST_LIMITS.urlLength) return reject(414, "url-too-long");
  if (url === "*") return method === "OPTIONS" ? { kind: "options", allow: ALL_METHODS.join(", ") } : reject(400, "request-target");
  const target = originForm(url);
  if (target === undefined) return reject(400, "request-target");
  if (!VISIBLE_ASCII.test(target)) return reject(400, "character");

  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? "" : target.slice(queryAt + 1);
  let pathBytes = 0;
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not %XX, or bytes that are not UTF-8 (overlong forms such as %c0%ae, surrogates such as %ed%a0%80).
      return reject(400, "encoding");
    }
    if (CONTROL.test(decoded)) return reject(400, "control-character");
    if (decoded === "." || decoded === "..") return reject(400, "dot-segment");
    const bytes = Buffer.byteLength(decoded, "utf8");
    if (bytes > REQUEST_LIMITS.segmentBytes) return reject(414, "segment-too-long");
    pathBytes += bytes + 1;
  }
  if (pathBytes > REQUEST_LIMITS.pathBytes) return reject(414, "path-too-long");
  // The query is decoded leniently by every reader (URLSearchParams), but a NUL byte has no use in it.
  if (/%00/.test(query)) return reject(400, "control-character");

  const allowed = methodsFor(path, options);
  if (!allowed.includes(method)) return reject(405, "method", allowed.join(", "));
  if (method === "OPTIONS") return { kind: "options", allow: allowed.join(", ") };
  return { kind: "pass" };
}

/** The methods to name in the Allow header of a 405 for a method the HTTP parser itself refused (TRACK, FOO…). */
export function allowedMethods(url: string, options: GuardOptions): string {
  const path = (originForm(url) ?? "/").split("?")[0] ?? "/";
  return methodsFor(path, options).join(", ");
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RequestContext {
  url: string;
  accept?: string | string[];
  acceptLanguage?: string | string[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The language of the answer: the path's locale segment (`/{brand}/{locale}/…`), else Accept-Language, else English. */
export function rejectionLocale(request: RequestContext): Locale {
  const segment = (originForm(request.url) ?? "").split(/[?#]/)[0]?.split("/")[2]?.toLowerCase();
  if (isLocale(segment)) return segment;
  return localeFromAcceptLanguage(first(request.acceptLanguage)) ?? DEFAULT_LOCALE;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXTS: Record<RefusedStatus, { title: keyof typeof en; message: keyof typeof en }> = {
  400: { title: "badRequestTitle", message: "badRequest" },
  405: { title: "methodNotAllowedTitle", message: "methodNotAllowed" },
  414: { title: "uriTooLongTitle", message: "uriTooLong" },
  431: { title: "headersTooLargeTitle", message: "headersTooLarge" },
};

/** A refusal: the guard's, or the HTTP parser's own for headers past Node's bound. */
export type RefusedStatus = 400 | 405 | 414 | 431;

/** The answer to a refused request: a short page in the visitor's language (plain text unless HTML is accepted). */
export function rejectionResponse(verdict: { status: RefusedStatus; allow?: string }, request: RequestContext): PlainResponse {
  const locale = rejectionLocale(request);
  const t = MESSAGES[locale];
  const { title, message } = TEXTS[verdict.status];
  const html = /\btext\/html\b/i.test(first(request.accept) ?? "");
  const body = html
    ? `<!doctype html><html lang="${LOCALE_INFO[locale].iso}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t[title])}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}main{max-width:40rem;margin:15vh auto;padding:0 1rem}a{color:#0b4f8a}</style></head><body><main><h1>${escapeHtml(t[title])}</h1><p>${escapeHtml(t[message])}</p><p><a href="/">${escapeHtml(t.home)}</a></p></main></body></html>\n`
    : `${t[title]}. ${t[message]}\n`;
  return {
    status: verdict.status,
    headers: {
      "content-type": html ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
      "content-language": LOCALE_INFO[locale].iso,
      "content-length": String(Buffer.byteLength(body)),
      "cache-control": CACHE_CONTROL.noStore,
      ...(verdict.allow ? { allow: verdict.allow } : {}),
    },
    body,
  };
}

/** A whole HTTP/1.1 response as bytes, for requests Node's parser refuses before any ServerResponse exists. */
export function serializeResponse(response: PlainResponse, extraHeaders: Record<string, string> = {}, withBody = true): string {
  const headers = { ...extraHeaders, ...response.headers, connection: "close" };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ""}\r\n${lines.join("\r\n")}\r\n\r\n${withBody ? response.body : ""}`;
}

/** The request line and the headers that pick the answer's language and type, read from raw bytes the parser refused. */
export function contextFromRawRequest(raw: Buffer | undefined): RequestContext & { method: string } {
  const text = (raw ?? Buffer.alloc(0)).subarray(0, 8192).toString("latin1");
  const [requestLine = "", ...lines] = text.split("\r\n");
  const [method = "", url = "/"] = requestLine.split(" ");
  const header = (name: string) => lines.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
  return { method, url, accept: header("accept"), acceptLanguage: header("accept-language") };
}

/**
 * The answer to bytes Node's HTTP parser refused (its `clientError`): 405 for a method it does not know (TRACK, FOO),
 * 414 or 431 for a request line or headers past its bound, 400 otherwise. Undefined for a timeout or a reset, which
 * Node handles itself.
 */
export function parserRejection(errorCode: string | undefined, raw: Buffer | undefined, options: GuardOptions): (PlainResponse & { method: string }) | undefined {
  if (errorCode === "ERR_HTTP_REQUEST_TIMEOUT" || errorCode === "ECONNRESET") return undefined;
  const context = contextFromRawRequest(raw);
  let verdict: { status: RefusedStatus; allow?: string } = { status: 400 };
  if (errorCode === "HPE_INVALID_METHOD") verdict = { status: 405, allow: allowedMethods(context.url, options) };
  else if (errorCode === "HPE_HEADER_OVERFLOW") verdict = { status: context.url.length > REQUEST_LIMITS.urlLength ? 414 : 431 };
  return { ...rejectionResponse(verdict, context), method: context.method };
}
