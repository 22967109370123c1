// Who may call the publish webhook (C7, X1): our own HMAC of the raw body (header x-voltline-signature, for a relay and
// local tests) or Contentful's request verification (x-contentful-signature over a canonical request, with a timestamp).
import { createHmac, timingSafeEqual } from "node:crypto";

export const WEBHOOK_SIGNATURE_HEADER = "x-voltline-signature";
export const CONTENTFUL_SIGNATURE_HEADER = "x-contentful-signature";
export const CONTENTFUL_SIGNED_HEADERS_HEADER = "x-contentful-signed-headers";
export const CONTENTFUL_TIMESTAMP_HEADER = "x-contentful-timestamp";
/** Contentful's own default (node-apps-toolkit's verifyRequest): a signed request is good for 30 s. */
export const DEFAULT_CONTENTFUL_TTL_SECONDS = 30;

export function signWebhookBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

/** Constant-time comparison of two hex SHA-256 digests; anything that is not 64 hex digits is refused. */
function sameDigest(givenHex: string, expectedHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(givenHex, "hex"), Buffer.from(expectedHex, "hex"));
}

export function isValidWebhookSignature(body: string, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !signature) return false;
  return sameDigest(signature.trim().replace(/^sha256=/, ""), signWebhookBody(body, secret));
}

/** The parts of an HTTP request Contentful signs. */
export interface SignedRequest {
  method: string;
  /** Path and query as received, e.g. "/api/content-webhook". */
  path: string;
  headers: Headers;
  body: string;
}

/**
 * The path as Contentful canonicalises it (node-apps-toolkit's getNormalizedEncodedURI): the query is escaped as one
 * component (querystring.escape, which escapes what encodeURIComponent does), then the whole goes through encodeURI.
 */
export function contentfulCanonicalPath(path: string): string {
  const at = path.indexOf("?");
  const pathname = at < 0 ? path : path.slice(0, at);
  const search = at < 0 ? "" : path.slice(at + 1);
  return encodeURI(search ? `${pathname}?${encodeURIComponent(search)}` : pathname);
}

/**
 * Contentful's canonical request: method, canonical path, the signed headers as `name:value` joined by `;` (names
 * lower-cased and sorted, values trimmed; the timestamp and the signed-header list always included), and the raw body,
 * joined by newlines. Undefined when the timestamp is not a whole number of milliseconds.
 */
export function contentfulCanonicalRequest(request: SignedRequest): string | undefined {
  const timestamp = request.headers.get(CONTENTFUL_TIMESTAMP_HEADER)?.trim() ?? "";
  if (!/^\d{1,15}$/.test(timestamp)) return undefined;
  const names = (request.headers.get(CONTENTFUL_SIGNED_HEADERS_HEADER) ?? "").split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
  const values = new Map<string, string>();
  for (const name of names) {
    const value = request.headers.get(name);
    // like the toolkit: a listed header the request lacks is left out (and the list below then no longer matches)
    if (value !== null) values.set(name, value.trim());
  }
  values.set(CONTENTFUL_TIMESTAMP_HEADER, String(Number(timestamp)));
  values.set(CONTENTFUL_SIGNED_HEADERS_HEADER, "");
  const sorted = [...values.keys()].sort();
  values.set(CONTENTFUL_SIGNED_HEADERS_HEADER, sorted.join(","));
  const headerLine = sorted.map((name) => `${name}:${values.get(name)}`).join(";");
  return [request.method.toUpperCase(), contentfulCanonicalPath(request.path), headerLine, request.body].join("\n");
}

export type ContentfulVerdict = "valid" | "missing" | "expired" | "invalid";

/**
 * Checks Contentful's request verification. "missing": no secret or no signature headers; "expired": the signed
 * timestamp is `ttlSeconds` or more away from now (either way: a replay, or clocks too far apart); "invalid": the
 * signature does not match.
 */
export function verifyContentfulRequest(
  request: SignedRequest,
  secret: string | undefined,
  { now = Date.now(), ttlSeconds = DEFAULT_CONTENTFUL_TTL_SECONDS }: { now?: number; ttlSeconds?: number } = {},
): ContentfulVerdict {
  const signature = request.headers.get(CONTENTFUL_SIGNATURE_HEADER)?.trim();
  if (!secret || !signature || !request.headers.has(CONTENTFUL_SIGNED_HEADERS_HEADER) || !request.headers.has(CONTENTFUL_TIMESTAMP_HEADER)) return "missing";
  let canonical: string | undefined;
  try {
    canonical = contentfulCanonicalRequest(request);
  } catch {
    // encodeURI refuses a path with a lone surrogate
    return "invalid";
  }
  if (canonical === undefined) return "invalid";
  const timestamp = Number(request.headers.get(CONTENTFUL_TIMESTAMP_HEADER)!.trim());
  if (Math.abs(now - timestamp) >= ttlSeconds * 1000) return "expired";
  return sameDigest(signature, createHmac("sha256", secret).update(canonical).digest("hex")) ? "valid" : "invalid";
}

/** CONTENTFUL_WEBHOOK_TTL_SECONDS, a positive number of seconds, else the default. */
export function contentfulTtlSeconds(env: Record<string, string | undefined>): number {
  const value = Number(env.CONTENTFUL_WEBHOOK_TTL_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_CONTENTFUL_TTL_SECONDS;
}

export type WebhookAuthentication = { ok: true; scheme: "voltline" | "contentful" } | { ok: false; reason: "invalid signature" | "request expired" };

/** Accepts a request that passes either scheme, each with its own secret; an expired Contentful signature is named as such. */
export function authenticateWebhook(request: SignedRequest, env: Record<string, string | undefined>, now: number = Date.now()): WebhookAuthentication {
  if (isValidWebhookSignature(request.body, request.headers.get(WEBHOOK_SIGNATURE_HEADER), env.CONTENT_WEBHOOK_SECRET)) return { ok: true, scheme: "voltline" };
  const verdict = verifyContentfulRequest(request, env.CONTENTFUL_WEBHOOK_SIGNING_SECRET, { now, ttlSeconds: contentfulTtlSeconds(env) });
  if (verdict === "valid") return { ok: true, scheme: "contentful" };
  return { ok: false, reason: verdict === "expired" ? "request expired" : "invalid signature" };
}
