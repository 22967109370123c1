// The production HTTP server (`npm start`): Next's request handler behind the in-process page micro-cache (ADR 8).
// Bundled by esbuild into dist/server-main.mjs at build time and loaded by server/start.ts (dist/server.mjs, which is
// also the primary of WEB_CONCURRENCY workers); `next` itself stays in node_modules.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import {
  cacheKey,
  isCacheableRequest,
  isCacheableResponse,
  isNotModified,
  MicroCache,
  microCacheOptions,
  pageSeconds,
  parseSharedEntry,
  processMicroCache,
  SHAREABLE_HEADER,
  shareableSeconds,
  storableHeaders,
  type CacheableRequest,
  type StoredResponse,
} from "@/platform/cache/micro-cache";
import { onSiblings, tellSiblings } from "@/platform/server/cluster";
import { markListening } from "@/platform/server/lifecycle";
import { guardRequest, parserRejection, rejectionResponse, serializeResponse, type GuardOptions, type GuardVerdict } from "@/platform/server/request-guard";
import { compactInlinePayload } from "@/platform/server/inline-payload";
import { compressResponse } from "@/platform/server/compression";
import { responseSecurity, type ResponseSecurity } from "@/platform/server/secure-response";
import { drainBodyAfterAnswer } from "@/platform/server/early-answer";
import { securityPolicyConfig } from "@/platform/server/security-headers";
import { logger } from "@/platform/logging/logger";
import { ACCOUNT_HINT_SCRIPT } from "@/features/account";
import { CONSENT_HINT_SCRIPT } from "@/features/consent";
import { parseAllowedOrigins } from "@/features/content";
import { servePrecompressed, STATIC_DIR, STATIC_PREFIX } from "@/platform/server/static-assets";
import { startEmbeddedIdentityProvider } from "@/features/account/server";
import { nextHostname } from "@/platform/server/next-hostname";
import { closeDb } from "@/platform/db/client";
import { publicOrigin } from "@/platform/http/public-origin";
import { dropUntrustedForwarding, trustedProxies } from "@/platform/http/trusted-proxy";
import { startOutboxWorker, type OutboxWorker } from "@/features/forms/server";
import { captchaPolicySources } from "@/features/forms/server";
import { videoPlayerPolicySources } from "@/features/media";
import { findDirectRoute, serveDirectRoute } from "@/platform/server/direct-routes";
import { findGuardedShell, GUARDED_SHELL_HEADER, shellCacheKey } from "@/platform/server/guarded-shells";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

// `npm run dev` runs this same file through tsx (server/start.ts): Next in development mode, no micro-cache and no Brotli copies (those
// belong to a build), the embedded sign-in as in production. The bundle `npm start` runs is always production:
// build:server defines SERVER_BUILD as "bundle".
const dev = process.env.SERVER_BUILD !== "bundle";
const port = Number(process.env.PORT ?? 3000);
// HOST, not HOSTNAME: shells and containers set HOSTNAME to the machine's name.
const host = process.env.HOST || undefined;

const cache = processMicroCache(() => new MicroCache(dev ? { ...microCacheOptions(), ttlSeconds: 0 } : microCacheOptions()));
/** The micro-cache's topic among sibling workers (ADR 76): a page one stores, the others take. */
const MICRO_CACHE_TOPIC = "micro-cache";
const staticRoot = path.resolve(STATIC_DIR);

function asCacheable(request: IncomingMessage): CacheableRequest {
  return { method: request.method ?? "GET", url: request.url ?? "/", headers: request.headers };
}

/** Sends a stored page (`state` HIT, or STALE while another request renders its successor); If-None-Match may get a 304. */
function replay(request: IncomingMessage, response: ServerResponse, stored: StoredResponse, state: "HIT" | "STALE" = "HIT"): void {
  if (isNotModified(asCacheable(request), stored)) {
    const validators: Record<string, string | string[]> = { "x-micro-cache": state };
    for (const name of ["etag", "cache-control", "vary"]) {
      const value = stored.headers[name];
      if (value !== undefined) validators[name] = value;
    }
    response.writeHead(304, validators);
    response.end();
    return;
  }
  response.writeHead(stored.status, { ...stored.headers, "content-length": stored.body.length, "x-micro-cache": state });
  response.end(request.method === "HEAD" ? undefined : stored.body);
}

/**
 * Renders in progress, by cache key: while one request renders a page, the others asking for it wait for that render
 * (or take the stale copy) instead of rendering it again, so an expiring page or a burst on a new one costs one render.
 */
const rendering = new Map<string, Promise<void>>();
/** A request waits at most this long for another's render before asking Next itself. */
const COALESCE_WAIT_MS = 10_000;

function waitForRender(pending: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, COALESCE_WAIT_MS);
  });
  return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
}

/** The shareable mark the proxy set (SHAREABLE_HEADER), taken off the response before its headers are written. */
function takeShareableMark(response: ServerResponse): () => number {
  let seconds = 0;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const mark = this.getHeader(SHAREABLE_HEADER);
    if (mark !== undefined) {
      seconds = shareableSeconds(mark);
      this.removeHeader(SHAREABLE_HEADER);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  return () => seconds;
}

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) => (typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : Buffer.from(chunk));

/**
 * The bytes a response sends, as they go to the socket (compressed, the page rewritten): taken first for every request,
 * so each layer that wraps the response later (compression, the security layer) writes through it.
 */
interface BodyTap {
  /** Starts keeping the bytes, up to `maxBytes` (past them, nothing is kept). */
  keep(maxBytes: number): void;
  /** The bytes kept, or undefined when they passed the bound or were not kept. */
  kept(): Buffer | undefined;
}

function tapBody(response: ServerResponse): BodyTap {
  let chunks: Buffer[] | undefined;
  let size = 0;
  let limit = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = toBuffer(chunk as Chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : undefined);
    size += buffer.length;
    if (size > limit) chunks = undefined;
    else chunks.push(buffer);
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse["write"];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse["end"];
  return {
    keep(maxBytes) {
      chunks = [];
      size = 0;
      limit = maxBytes;
    },
    kept: () => (chunks ? Buffer.concat(chunks) : undefined),
  };
}

/**
 * Lets Next answer while keeping a copy of the bytes sent (compressed, and as the security layer rewrote the page),
 * stored if the page is shareable. Other requests for the key wait on this render until the response is finished or
 * abandoned.
 */
function captureInto(response: ServerResponse, tap: BodyTap, key: string, shareable: () => number): void {
  let done!: () => void;
  rendering.set(
    key,
    new Promise<void>((resolve) => {
      done = resolve;
    }),
  );
  const settle = () => {
    rendering.delete(key);
    done();
  };
  response.once("close", settle);
  tap.keep(cache.options.maxEntryBytes);
  response.setHeader("x-micro-cache", "MISS");
  response.once("finish", () => {
    const headers = response.getHeaders();
    const seconds = shareable();
    const body = tap.kept();
    if (body && isCacheableResponse(response.statusCode, headers, seconds > 0)) {
      const stored = { status: response.statusCode, headers: storableHeaders(headers), body };
      // A per-request page the proxy marked for its seconds; a page of Next's route cache as long as it stays fresh.
      if (cache.set(key, stored, seconds > 0 ? seconds : pageSeconds(headers, cache.options))) tellSiblings(MICRO_CACHE_TOPIC, cache.sharedEntry(key));
    }
    settle();
  });
}

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** A page request through the micro-cache: fresh copy, else the stale one while a render is under way, else render. */
async function serveThroughCache(request: IncomingMessage, response: ServerResponse, tap: BodyTap, handle: NodeHandler, key = cacheKey(asCacheable(request))) {
  const found = cache.lookup(key);
  if (found?.fresh) return replay(request, response, found.response);
  let pending = rendering.get(key);
  if (found && pending) return replay(request, response, found.response, "STALE");
  if (pending) {
    await waitForRender(pending);
    const after = cache.lookup(key);
    if (after?.fresh) return replay(request, response, after.response);
    pending = rendering.get(key);
  }
  const shareable = takeShareableMark(response);
  // A HEAD, or a GET whose key another request is still rendering (past the wait), goes to Next without a copy.
  if (request.method === "GET" && !pending) captureInto(response, tap, key, shareable);
  return handle(request, response);
}

/**
 * A personal page served as its shared shell (ADR 43): when the page's guard agrees (the signed-in account owns what the
 * address names), the request becomes the shell's, answered from the micro-cache under the shell's own key (rendered
 * once, then kept); otherwise Next answers the address itself, past the micro-cache (sign-in, or a 404 for anyone else).
 */
async function serveGuardedShell(found: NonNullable<ReturnType<typeof findGuardedShell>>, request: IncomingMessage, response: ServerResponse, tap: BodyTap, handle: NodeHandler) {
  let shell: string | undefined;
  try {
    shell = await found.guard(found.pathname, new Request(`http://guard.invalid${found.pathname}`, { headers: { cookie: String(request.headers.cookie ?? "") } }));
  } catch (error) {
    logger.warn({ err: error }, "guarded shell: the guard failed; the page is served per request");
  }
  if (!shell) {
    takeShareableMark(response);
    return handle(request, response);
  }
  request.url = shell;
  request.headers[GUARDED_SHELL_HEADER] = "1";
  return serveThroughCache(request, response, tap, handle, shellCacheKey(cacheKey(asCacheable(request))));
}

/** Answers a request the guard stopped: OPTIONS with its Allow, anything else with a short translated 4xx. */
function answerGuarded(request: IncomingMessage, response: ServerResponse, verdict: Exclude<GuardVerdict, { kind: "pass" }>): void {
  if (verdict.kind === "options") {
    response.writeHead(204, { allow: verdict.allow, "cache-control": CACHE_CONTROL.noStore });
    response.end();
    return;
  }
  const page = rejectionResponse(verdict, { url: request.url ?? "/", accept: request.headers.accept, acceptLanguage: request.headers["accept-language"] });
  // The body of a refused request is not read by anything: the connection closes once what is left of it has been
  // drained (bounded, early-answer.ts), so the client reads this answer instead of a reset.
  response.writeHead(page.status, { ...page.headers, connection: "close" });
  response.end(request.method === "HEAD" ? undefined : page.body);
}

/** Requests Node's parser refuses (TRACK, FOO, oversized headers) and CONNECT get the same answers, written to the socket. */
function answerRefusedBytes(security: ResponseSecurity, guard: GuardOptions) {
  const socketHeaders = { ...security.headers, ...(dev ? {} : { "content-security-policy": security.basePolicy }) };
  const clientError = (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: import("node:stream").Duplex) => {
    const answer = socket.writable ? parserRejection(error.code, error.rawPacket, guard) : undefined;
    if (!answer) {
      socket.destroy();
      return;
    }
    socket.end(serializeResponse(answer, socketHeaders, answer.method !== "HEAD"));
  };
  const connect = (request: IncomingMessage, socket: import("node:stream").Duplex) => {
    const page = rejectionResponse({ status: 405, allow: "GET, HEAD, POST, OPTIONS" }, { url: request.url ?? "/", accept: request.headers.accept, acceptLanguage: request.headers["accept-language"] });
    socket.end(serializeResponse(page, socketHeaders));
  };
  return { clientError, connect };
}

// A page of a new Next or React version may carry inline scripts of a shape not yet known: said once, not per request.
const reportedScripts = new Set<string>();
function reportUnknownScripts(url: string, scripts: string[]): void {
  for (const script of scripts) {
    if (reportedScripts.has(script) || reportedScripts.size >= 100) continue;
    reportedScripts.add(script);
    logger.warn({ url, script }, "inline script of an unknown shape: not allowed by the Content-Security-Policy (ADR 25)");
  }
}

export async function main(): Promise<void> {
  // Read once at start, so a malformed PUBLIC_ORIGIN or TRUST_PROXY stops the server instead of failing each request.
  const origin = publicOrigin();
  const proxies = trustedProxies();
  // Sign-in: without OIDC_ISSUER this process also serves the embedded OpenID provider under /oidc. Started before
  // Next, as it sets OIDC_ISSUER, OIDC_CLIENT_ID and SESSION_SECRET for the app.
  const identity = await startEmbeddedIdentityProvider({ host, port });
  // Loopback hosts go to Next as `localhost`, or its listing rewrites turn into HTTP requests to itself (next-hostname.ts).
  const hostname = nextHostname(host);
  const app = next({ dev, port, ...(hostname ? { hostname } : {}) });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Read after the embedded provider has set OIDC_ISSUER: sign-out's form redirects to the provider.
  const security = responseSecurity({
    // reCAPTCHA (CAPTCHA_PROVIDER=recaptcha) adds Google's script and frame paths; the embedded ALTCHA adds nothing. Brightcove Player (X7), when
    // configured, adds its script, API and delivery hosts; the embedded HTML5 player nothing.
    config: securityPolicyConfig(process.env, parseAllowedOrigins(process.env.SCRIPT_ALLOWED_ORIGINS), [captchaPolicySources(), videoPlayerPolicySources()]),
    // Development: Next's hot reload evaluates code, so no policy there.
    csp: !dev,
    trustedScripts: [ACCOUNT_HINT_SCRIPT, CONSENT_HINT_SCRIPT],
    onUnknownScripts: reportUnknownScripts,
    // A page's static markup is sent once, in its HTML, not again in its inlined RSC payload (ADR 78).
    rewriteHtml: compactInlinePayload,
  });
  const guard: GuardOptions = { postPrefixes: ["/api/", ...(identity ? [`${new URL(identity.issuer).pathname.replace(/\/$/, "")}/`] : [])] };
  const refused = answerRefusedBytes(security, guard);

  const fail = (response: ServerResponse) => (error: unknown) => {
    logger.error({ err: error }, "request failed");
    if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    response.end("Internal Server Error");
  };

  // The pages sibling workers stored (WEB_CONCURRENCY, ADR 76): each answers every page one of them rendered.
  onSiblings(MICRO_CACHE_TOPIC, (payload) => {
    const entry = parseSharedEntry(payload);
    if (entry) cache.adopt(entry);
  });

  const server = createServer((request, response) => {
    // Any answer given before its request's body has all arrived (a guard's 405, a 413 here or in a route, the
    // provider's refusals) is read by the client: the rest of the body is drained before the connection closes.
    drainBodyAfterAnswer(request, response);
    // Only this server marks a request it rewrote to a guarded shell (guarded-shells.ts): a client's mark goes no further.
    delete request.headers[GUARDED_SHELL_HEADER];
    // The layers wrap the response innermost first: the tap sees the bytes as sent, compression (Next's own is off,
    // next.config.ts) compresses what the security layer releases, and the security layer sees pages as Next wrote
    // them (ADR 78 amendment).
    const tap = tapBody(response);
    compressResponse(request, response);
    // Before anything else: every answer carries the security headers, and a request no browser sends goes no further.
    security.apply(request, response);
    const verdict = guardRequest({ method: request.method ?? "GET", url: request.url ?? "/" }, guard);
    if (verdict.kind !== "pass") return answerGuarded(request, response, verdict);
    // X-Forwarded-* from anyone but a trusted proxy (TRUST_PROXY) never reach Next or the provider (issue 12).
    dropUntrustedForwarding(request.headers, request.socket.remoteAddress, proxies);
    // The provider's pages and endpoints are personal: they never reach the micro-cache.
    if (identity?.matches(request.url ?? "/")) return identity.handle(request, response);
    // Form submissions (POST /api/forms/{formId}) and the lists API: the routes' own handlers, registered by the app,
    // without Next (ADR 34, 43).
    const direct = findDirectRoute(request.method, request.url);
    if (direct) {
      serveDirectRoute(direct, request, response).catch(fail(response));
      return;
    }
    // Scripts and styles go out as their Brotli copies where the browser takes them; Next serves the rest (ADR 23).
    if (!dev && request.url?.startsWith(STATIC_PREFIX)) {
      servePrecompressed(request, response, staticRoot)
        .then((served) => (served ? undefined : handle(request, response)))
        .catch(fail(response));
      return;
    }
    if (cache.enabled && isCacheableRequest(asCacheable(request))) {
      const guarded = findGuardedShell(request.method, request.url);
      (guarded ? serveGuardedShell(guarded, request, response, tap, handle) : serveThroughCache(request, response, tap, handle)).catch(fail(response));
      return;
    }
    takeShareableMark(response);
    handle(request, response).catch(fail(response));
  });
  server.on("clientError", refused.clientError);
  server.on("connect", refused.connect);
  // Development: the browser's hot-reload socket.
  if (dev) server.on("upgrade", app.getUpgradeHandler());
  server.keepAliveTimeout = 65_000;
  // Forms (issue 13, X11): the outbox's worker starts before the server listens, so a bad MARKETING_FORMS_* value stops
  // the start with its message instead of failing after "ready"; it stops before the database closes.
  const outbox: OutboxWorker = startOutboxWorker();
  server.listen(port, host, () => {
    logger.info(`ready on http://${host ?? "localhost"}:${port} (page micro-cache ${cache.enabled ? `${cache.options.ttlSeconds} s` : "off"})`);
    logger.info(`public origin ${origin}${proxies.kind === "none" ? "" : " (X-Forwarded-* from trusted proxies)"}`);
    if (identity) logger.info(`sign-in: embedded OpenID provider at ${identity.issuer}`);
    markListening();
  });

  // The embedded database is closed before exit, so its folder is left clean and unlocked for the next start.
  const stop = () => {
    server.close(() => void outbox
      .stop()
      .catch((error: unknown) => logger.warn({ err: error }, "outbox worker did not stop cleanly"))
      .finally(() => closeDb().finally(() => process.exit(0))));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
