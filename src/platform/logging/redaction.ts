// What must never reach a log line (issue 12 item 8): credentials in headers, configs and messages of HTTP errors.
import { stdSerializers } from "pino";

export const REDACTED = "[Redacted]";

/** Keys whose value is a credential wherever they appear (compared lower-cased). */
export const SECRET_KEYS: readonly string[] = [
  "authorization",
  "proxy-authorization",
  "cookie",
  "set-cookie",
  "x-algolia-api-key",
  "x-contentful-resource-resolution",
  "x-contentful-signature",
  "x-voltline-signature",
  "password",
  "secret",
  "token",
  "accesstoken",
  "access_token",
  "previewaccesstoken",
  "refreshtoken",
  "refresh_token",
  "idtoken",
  "id_token",
  "apikey",
  "api_key",
  "clientsecret",
  "client_secret",
  "sessionsecret",
  "signature",
];

// Keys pino's paths name, in the spellings logged objects use: paths are case-sensitive and each costs about 1 µs a line.
const HEADER_KEYS: readonly string[] = ["authorization", "Authorization", "cookie", "set-cookie", "x-algolia-api-key", "x-contentful-resource-resolution"];
const FIELD_KEYS: readonly string[] = ["password", "secret", "token", "accessToken", "previewAccessToken", "apiKey", "clientSecret"];

const pathOf = (prefix: string, key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `${prefix}${prefix ? "." : ""}${key}` : `${prefix}[${JSON.stringify(key)}]`);

/**
 * pino `redact.paths` (it has no recursive wildcard): every secret key at the top and one level down, headers also
 * two and three levels down (`{ res: { headers } }`, `{ err: { config: { headers } } }`). Errors are scrubbed at any
 * depth by errorSerializer before these apply.
 */
export function redactPaths(): string[] {
  const keys = [...HEADER_KEYS, ...FIELD_KEYS];
  return [
    ...keys.map((key) => pathOf("", key)),
    ...keys.map((key) => pathOf("*", key)),
    ...["*.headers", "*.*.headers"].flatMap((prefix) => HEADER_KEYS.map((key) => pathOf(prefix, key))),
  ];
}

const SECRET_KEY_SET = new Set(SECRET_KEYS);
const isSecretKey = (key: string) => {
  const lower = key.toLowerCase();
  return SECRET_KEY_SET.has(lower) || lower.startsWith("x-contentful-") || /(?:^|[_-])(?:token|secret|password)$/.test(lower);
};

// Bearer / Basic credentials, keys in query strings or header dumps, and user:password in URLs.
const SECRET_TEXT: readonly [RegExp, string][] = [
  [/\b(Bearer|Basic)\s+[^\s"',;}]+/gi, `$1 ${REDACTED}`],
  [/\b((?:x-algolia-api-key|access_token|api_key|apikey|client_secret|token)["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi, `$1${REDACTED}`],
  [/(\b[a-z][a-z\d+.-]*:\/\/)[^\s/@"']+@/gi, `$1${REDACTED}@`],
];

/** A text with credentials replaced (error messages and stacks quote requests and headers). */
export function scrubText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Request/response machinery of HTTP clients (axios, contentful.js, ofetch, algoliasearch): kept out of logs whole. */
const REQUEST_MACHINERY = new Set(["config", "request", "options", "_header", "socket", "agent", "httpAgent", "httpsAgent", "stackTrace", "transporterStackTrace"]);

/** A plain copy of `value` with secret keys redacted and strings scrubbed; bounded in depth and breadth, cycles cut. */
export function scrubValue(value: unknown, depth = 6, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[Circular]";
  if (depth <= 0) return "[Object]";
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, depth - 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, 100)) {
    if (REQUEST_MACHINERY.has(key)) continue;
    out[key] = isSecretKey(key) ? REDACTED : scrubValue(item, depth - 1, seen);
  }
  return out;
}

/** An HTTP response reduced to what helps an operator: status and body, never its request or headers. */
function responseSummary(response: unknown): unknown {
  if (!response || typeof response !== "object") return response;
  const { status, statusText, statusCode, data, body } = response as Record<string, unknown>;
  const summary: Record<string, unknown> = {};
  if (status !== undefined) summary.status = status;
  if (statusCode !== undefined) summary.statusCode = statusCode;
  if (statusText !== undefined) summary.statusText = statusText;
  const payload = data ?? (typeof body === "string" ? body : undefined);
  if (payload !== undefined) summary.data = scrubValue(payload, 3);
  return summary;
}

/** pino's error serializer, then: request configs dropped, the response summarised, secret keys and texts scrubbed. */
export function errorSerializer(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== "object") return typeof serialized === "string" ? scrubText(serialized) : serialized;
  const { response, ...rest } = serialized as Record<string, unknown>;
  const out = scrubValue(rest, 6) as Record<string, unknown>;
  if (response !== undefined) out.response = responseSummary(response);
  return out;
}

const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error || (typeof value === "object" && value !== null && typeof (value as Error).message === "string" && typeof (value as Error).stack === "string");

/**
 * The log object with errors nested below its top level (`{ detail: { err } }`, an axios error's `toJSON` with its
 * config) run through errorSerializer too; copies only what changes, looks three levels down.
 */
export function serializeNestedErrors(object: Record<string, unknown>): Record<string, unknown> {
  const visit = (value: unknown, depth: number): unknown => {
    if (isErrorLike(value)) return errorSerializer(value);
    if (depth <= 0 || value === null || typeof value !== "object") return value;
    let copy: Record<string, unknown> | unknown[] | undefined;
    const entries = Array.isArray(value) ? value.slice(0, 50).entries() : Object.entries(value).slice(0, 50);
    for (const [key, item] of entries) {
      const next = visit(item, depth - 1);
      if (next === item) continue;
      copy ??= Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
      (copy as Record<string | number, unknown>)[key] = next;
    }
    return copy ?? value;
  };
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    // top-level errors are left to pino's serializers (err, error, cause) and its errorKey handling
    if (isErrorLike(value) || value === null || typeof value !== "object") continue;
    const next = visit(value, 3);
    if (next !== value) (out ??= { ...object })[key] = next;
  }
  return out ?? object;
}
