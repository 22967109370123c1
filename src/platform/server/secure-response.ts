// Puts the security headers on a Node response whoever writes it (Next, the micro-cache, the static files, the OpenID
// provider, the request guard), and gives each HTML page a Content-Security-Policy allowing exactly its own inline
// scripts (ADR 25). An HTML page is held until it is complete, because its headers name hashes of its body; the
// micro-cache then stores the policy with the page, so a replay costs nothing.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, constants as zlib, gunzipSync, inflateSync } from "node:zlib";
import { inlineScriptsOfBytes } from "./inline-scripts";
import { contentSecurityPolicy, securityHeaders, type SecurityPolicyConfig } from "./security-headers";

export interface ResponseSecurityOptions {
  config: SecurityPolicyConfig;
  /** Send a Content-Security-Policy (off in development, where Next's hot reload needs eval). */
  csp: boolean;
  /** Scripts the app writes inline itself (the account hint), allowed by hash like Next's own. */
  trustedScripts?: readonly string[];
  /** Inline scripts of no known shape found in a page (blocked by the browser): for the log. */
  onUnknownScripts?: (url: string, scripts: string[]) => void;
  /** An HTML page longer than this (as sent, compressed) goes out with the hashes of its first part only. */
  maxHtmlBytes?: number;
  /**
   * Rewrites a complete HTML page, as written (not encoded), before its scripts are hashed (undefined: the page as it
   * is). The page's static markup left out of its inlined payload (ADR 78).
   */
  rewriteHtml?: (page: Buffer) => Buffer | undefined;
}

const CSP = "content-security-policy";
const DEFAULT_MAX_HTML_BYTES = 8 * 1024 * 1024;

type Callback = (error?: Error | null) => void;
type HeaderArgument = OutgoingHttpHeaders | readonly (string | string[] | number)[] | undefined;

const isHtml = (type: unknown) => typeof type === "string" && /^\s*text\/html\b/i.test(type);

/** Sets headers given to writeHead as Node itself does when headers were already set with setHeader. */
function applyHeaderArgument(response: ServerResponse, headers: HeaderArgument): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    const pairs = headers.length > 0 && Array.isArray(headers[0]) ? (headers as [string, string][]) : [];
    if (pairs.length === 0) for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([String(headers[i]), String(headers[i + 1])]);
    for (const [name, value] of pairs) if (name) response.setHeader(name, value);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (name && value !== undefined) response.setHeader(name, value);
}

/** The page's bytes from the bytes sent, should they come compressed (the server compresses under this layer, ADR 78); a cut-off stream decodes as far as it goes. */
export function decodeBody(body: Buffer, contentEncoding: unknown): Buffer {
  const coding = String(contentEncoding ?? "identity").trim().toLowerCase();
  if (coding === "gzip" || coding === "x-gzip") return gunzipSync(body, { finishFlush: zlib.Z_SYNC_FLUSH });
  if (coding === "deflate") return inflateSync(body, { finishFlush: zlib.Z_SYNC_FLUSH });
  if (coding === "br") return brotliDecompressSync(body, { finishFlush: zlib.BROTLI_OPERATION_FLUSH });
  return body;
}

export interface ResponseSecurity {
  /** Call first for every request: sets the headers now and the policy when the response's headers go out. */
  apply(request: IncomingMessage, response: ServerResponse): void;
  /** The headers every response carries, for answers written straight to a socket. */
  readonly headers: Readonly<Record<string, string>>;
  /** The policy of a response with no inline script. */
  readonly basePolicy: string;
}

export function responseSecurity(options: ResponseSecurityOptions): ResponseSecurity {
  const headers = securityHeaders(options.config);
  const basePolicy = contentSecurityPolicy(options.config);
  const maxHtmlBytes = options.maxHtmlBytes ?? DEFAULT_MAX_HTML_BYTES;
  const trusted = options.trustedScripts ?? [];

  /** The page rewritten, or undefined: a rewrite that fails leaves the page as Next wrote it. */
  const rewrite = (page: Buffer): Buffer | undefined => {
    try {
      return options.rewriteHtml?.(page);
    } catch {
      return undefined;
    }
  };

  function apply(request: IncomingMessage, response: ServerResponse): void {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    if (!options.csp) return;
    const writeHead = response.writeHead;
    const write = response.write;
    const end = response.end;
    const flushHeaders = response.flushHeaders;
    let mode: "undecided" | "pass" | "hold" = "undecided";
    const held: Buffer[] = [];
    let heldBytes = 0;

    const decide = (res: ServerResponse) => {
      if (mode === "undecided") res.writeHead(res.statusCode);
    };

    /**
     * Sends the held page: rewritten when it is complete and the rewrite applies, then its policy names the hashes of
     * its inline scripts.
     */
    const release = (res: ServerResponse, complete: boolean) => {
      mode = "pass";
      let body: Buffer = Buffer.concat(held);
      held.length = 0;
      let hashes: string[] = [];
      try {
        const coding = res.getHeader("content-encoding");
        let page: Buffer = decodeBody(body, coding);
        // Rewritten only as written (compression comes after this layer, compression.ts): a page that arrives encoded
        // goes out as it came.
        const rewritten = complete && !coding ? rewrite(page) : undefined;
        if (rewritten) {
          page = body = rewritten;
          if (res.hasHeader("content-length")) res.setHeader("content-length", body.length);
        }
        const found = inlineScriptsOfBytes(page, trusted);
        hashes = found.hashes;
        if (found.unknown.length > 0) options.onUnknownScripts?.(request.url ?? "/", found.unknown);
      } catch {
        // Bytes that do not decode run no script either: the base policy is right for them.
      }
      res.setHeader(CSP, contentSecurityPolicy(options.config, hashes));
      (writeHead as (status: number) => ServerResponse).call(res, res.statusCode);
      if (body.length > 0) (write as (chunk: Buffer) => boolean).call(res, body);
    };

    response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
      const reason = typeof rest[0] === "string" ? rest[0] : undefined;
      applyHeaderArgument(this, (reason === undefined ? rest[0] : rest[1]) as HeaderArgument);
      this.statusCode = statusCode;
      if (reason !== undefined) this.statusMessage = reason;
      if (mode === "hold") return this;
      if (mode === "undecided") {
        // A 304 updates the browser's stored headers: a policy without the page's hashes would break the cached page.
        if (statusCode === 304) this.removeHeader(CSP);
        else if (!this.hasHeader(CSP)) {
          const hasBody = request.method !== "HEAD" && statusCode >= 200 && statusCode !== 204;
          if (hasBody && isHtml(this.getHeader("content-type"))) {
            mode = "hold";
            return this;
          }
          this.setHeader(CSP, basePolicy);
        }
        mode = "pass";
      }
      return (writeHead as (status: number) => ServerResponse).call(this, statusCode);
    } as ServerResponse["writeHead"];

    response.flushHeaders = function (this: ServerResponse) {
      decide(this);
      if (mode !== "hold") flushHeaders.call(this);
    };

    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      decide(this);
      if (mode !== "hold") return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      const encoding = typeof rest[0] === "string" ? (rest[0] as BufferEncoding) : undefined;
      const callback = rest.find((arg): arg is Callback => typeof arg === "function");
      if (chunk !== undefined && chunk !== null) {
        const buffer = typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk as Uint8Array);
        held.push(buffer);
        heldBytes += buffer.length;
      }
      // Past the bound the page streams on; scripts after this point have no hash and do not run.
      if (heldBytes > maxHtmlBytes) release(this, false);
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse["write"];

    response.end = function (this: ServerResponse, ...args: unknown[]) {
      decide(this);
      if (mode !== "hold") return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
      const callback = args.find((arg): arg is Callback => typeof arg === "function");
      const chunk = typeof args[0] === "function" ? undefined : args[0];
      if (chunk !== undefined && chunk !== null) {
        const encoding = typeof args[1] === "string" ? (args[1] as BufferEncoding) : undefined;
        held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk as Uint8Array));
      }
      release(this, true);
      return (end as (...a: unknown[]) => ServerResponse).call(this, ...(callback ? [callback] : []));
    } as ServerResponse["end"];
  }

  return { apply, headers, basePolicy };
}
