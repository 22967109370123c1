// The embedded default's OpenID provider: oidc-provider v9 with one first-party public client (the site), the seeded
// demo accounts, and its own localized sign-in, error and sign-out pages. Mounted under the issuer's path (/oidc) by
// the site's Node server (server/main.ts); plain Node code, no Next imports.
import { generateKeyPair, hkdfSync, randomBytes, type KeyObject } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { calculateJwkThumbprint, type JWK } from "jose";
import Provider, { errors, type Adapter, type Configuration, type Grant, type Interaction, type KoaContextWithOIDC } from "oidc-provider";
import { accountClaims, staticAccountStore, type AccountStore } from "./demo-accounts";
import { MemoryStore } from "./memory-adapter";
import { logger } from "@/platform/logging/logger";
import { isServiceUnavailableError, RETRY_AFTER_SECONDS, ServiceUnavailableError } from "@/platform/errors/unavailable";
import { announcesBody } from "@/platform/server/early-answer";
import { declaredBodyLength, readNodeBody } from "@/platform/server/node-body";
import { MAX_PASSWORD_LENGTH } from "./password";
import { clientAddress, dropUntrustedForwarding, forwardedHttps, type TrustedProxies } from "@/platform/http/trusted-proxy";
import { AttemptLimiter, attemptKey, clientKey, DEFAULT_CLIENT_LIMITS, minutesToWait } from "./attempt-limiter";
import { CHALLENGE_SCRIPT_PATH, CHALLENGE_STYLE_PATH, challengeAssets, WIDGET_LANGUAGE } from "./challenge-assets";
import { PROVIDER_LOCALES, providerMessage, resolveProviderLocale, type ProviderLocale } from "./provider-messages";
import { messagePage, signInPage, signingOutPage, type SignInChallengeStep, type SignInError } from "./provider-pages";
import { CHALLENGE_FIELD, SignInChallenges, type ChallengeDifficulty } from "./sign-in-challenge";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const EMBEDDED_CLIENT_ID = "voltline-web";
/** Paths on each site origin that the client registers. */
export const CALLBACK_PATH = "/oauth/callback";
export const SIGNED_OUT_PATH = "/oauth/signed-out";
/** File in `dataDir` holding the generated signing keys (private JWK set). */
export const JWKS_FILE_NAME = "oidc-jwks.json";

const SECONDS = { hour: 3_600, minute: 60 } as const;
export const PROVIDER_TTL = {
  Session: 8 * SECONDS.hour,
  Grant: 8 * SECONDS.hour,
  Interaction: SECONDS.hour,
  IdToken: SECONDS.hour,
  AccessToken: SECONDS.hour,
  AuthorizationCode: SECONDS.minute,
} as const;

export interface EmbeddedProviderOptions {
  /** Issuer identifier with a path, e.g. http://localhost:3000/oidc; requests under that path are the provider's. */
  issuer: string;
  /** Origins whose /oauth/callback and /oauth/signed-out are registered for the client. */
  siteOrigins: string[];
  /** Server secret; the provider's cookie keys derive from it. */
  secret: string;
  /** Where the generated signing key set is kept (JSON, mode 0600); absent = generated in memory at each start. */
  dataDir?: string;
  /** Accounts; the seeded demo accounts by default. */
  accounts?: AccountStore;
  /** The reverse proxies whose X-Forwarded-For and -Proto are believed (TRUST_PROXY); none by default. */
  trustedProxies?: TrustedProxies;
  /** Failed-password limits per email address; DEFAULT_ATTEMPT_LIMITS by default. */
  attemptLimiter?: AttemptLimiter;
  /** Where sessions, grants, interactions and codes are kept: in this process's memory by default (database-adapter.ts for one that survives a restart). */
  store?: { adapterFor(model: string): Adapter };
  /** Failed-password limits per client address; DEFAULT_CLIENT_LIMITS by default. */
  clientLimiter?: AttemptLimiter;
  /** Work asked of a browser to pass a lock with the right password; DEFAULT_CHALLENGE_DIFFICULTY by default. */
  challengeDifficulty?: ChallengeDifficulty;
}

export interface EmbeddedProvider {
  /** Answers one request whose path is under the issuer's path (see isProviderRequest). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  provider: Provider;
  issuer: string;
  /** The issuer's path, e.g. /oidc. */
  mountPath: string;
}

/** The issuer's path without a trailing slash ("/oidc" for http://localhost:3000/oidc/). */
export function issuerPath(issuer: string): string {
  const { pathname } = new URL(issuer);
  return pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

function pathOf(url: string): string {
  if (!url.startsWith("/")) {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  }
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** A request target in origin form (/path?query), also when a client sent the absolute form. */
function originForm(target: string, base: string): string {
  if (target.startsWith("/")) return target;
  try {
    const parsed = new URL(target, base);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return target;
  }
}

let memoIssuer = "";
let memoPath = "";

/** Whether a request URL (as in IncomingMessage.url) is under the issuer's path: /oidc and /oidc/… but not /oidcx. */
export function isProviderRequest(url: string, issuer: string): boolean {
  if (issuer !== memoIssuer) {
    memoPath = issuerPath(issuer);
    memoIssuer = issuer;
  }
  if (!memoPath) return false;
  const pathname = pathOf(url);
  return pathname === memoPath || pathname.startsWith(`${memoPath}/`);
}

/** oidc-provider's cookie signing keys, derived from the server secret (HKDF-SHA-256, own label). */
export function deriveCookieKeys(secret: string): string[] {
  const key = hkdfSync("sha256", secret, "voltline-embedded-oidc", "oidc-provider cookie keys v1", 32);
  return [Buffer.from(key).toString("hex")];
}

async function generateSigningKey(): Promise<JWK> {
  const privateKey = await new Promise<KeyObject>((resolve, reject) => {
    generateKeyPair("rsa", { modulusLength: 2048 }, (error, _publicKey, key) => (error ? reject(error) : resolve(key)));
  });
  const jwk = privateKey.export({ format: "jwk" }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: "RS256", use: "sig" };
}

function isSigningKeySet(value: unknown): value is { keys: JWK[] } {
  if (!value || typeof value !== "object") return false;
  const keys = (value as { keys?: unknown }).keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((key) => key && typeof key === "object" && "kty" in key && "d" in key);
}

/**
 * The provider's signing keys (RS256, the algorithm every client expects by default): read from
 * `dataDir/oidc-jwks.json`, or generated and written there (mode 0600) the first time, so tokens stay verifiable
 * across restarts. Without `dataDir` a key is generated in memory.
 */
export async function loadOrCreateSigningKeys(dataDir?: string): Promise<{ keys: JWK[] }> {
  if (!dataDir) return { keys: [await generateSigningKey()] };
  const file = path.join(dataDir, JWKS_FILE_NAME);
  try {
    const stored: unknown = JSON.parse(await readFile(file, "utf8"));
    if (!isSigningKeySet(stored)) throw new Error(`${file} is not a private JWK set; delete it to have one generated`);
    return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const jwks = { keys: [await generateSigningKey()] };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(draft, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  await rename(draft, file);
  return jwks;
}

function contentSecurityPolicy(formActions: string, nonce?: string): string {
  return [
    "default-src 'none'",
    // 'self': the proof-of-work widget's file and its worker (challenge-assets.ts); never an inline script without the nonce.
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `form-action ${formActions}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ]
    .filter(Boolean)
    .join("; ");
}

/** A request as oidc-provider reads it: mounted under the issuer's path, and with its body already read when chunked. */
type MountedRequest = IncomingMessage & { originalUrl?: string; body?: Buffer };

const INTERACTION_ROUTE = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?\/?$/;
const MAX_FORM_BYTES = 16 * 1024;
/**
 * Bytes of a request body any provider endpoint takes: oidc-provider's own bound (56 KiB), which it enforces with a
 * 400 after reading; here a larger body is refused with 413 before it is read (declared) or as it arrives (chunked).
 */
export const MAX_PROVIDER_BODY_BYTES = 56 * 1024;

class RequestError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function readForm(req: MountedRequest): Promise<URLSearchParams> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new RequestError(415);
  if (req.body) {
    if (req.body.length > MAX_FORM_BYTES) throw new RequestError(413);
    return new URLSearchParams(req.body.toString("utf8"));
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new RequestError(413);
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function stringParam(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function acceptLanguage(req: IncomingMessage): string | undefined {
  return req.headers["accept-language"];
}

/** The request's ui_locales when oidc-provider has parsed its parameters (errors can come before that). */
function uiLocalesOf(ctx: KoaContextWithOIDC): unknown {
  try {
    return ctx.oidc?.params?.ui_locales;
  } catch {
    return undefined;
  }
}

/**
 * The store's adapter for one model, its failures turned into "sign-in unavailable" (503): the store is a database or
 * Redis that can be down, and a visitor is told to come back, not shown a 500. The cause is logged, without secrets.
 */
export function unavailableWhenFailing(adapter: Adapter, model: string): Adapter {
  const guarded = {} as Record<string, unknown>;
  for (const name of ["upsert", "find", "findByUserCode", "findByUid", "consume", "destroy", "revokeByGrantId"] as const) {
    const method = adapter[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof method !== "function") continue;
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await method.apply(adapter, args);
      } catch (error) {
        logger.warn({ err: error, model, operation: name }, "embedded OpenID provider: its store is unavailable; sign-in answers 503");
        throw new ServiceUnavailableError("sign-in store");
      }
    };
  }
  return guarded as unknown as Adapter;
}

export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<EmbeddedProvider> {
  const { issuer, secret } = options;
  const mountPath = issuerPath(issuer);
  if (!mountPath) throw new Error(`the embedded provider is mounted under a path: give an issuer such as ${new URL(issuer).origin}/oidc`);
  if (!secret || secret.length < 16) throw new Error("the embedded provider needs a secret of at least 16 characters");

  const siteOrigins = [...new Set(options.siteOrigins.map((origin) => new URL(origin).origin))];
  if (siteOrigins.length === 0) throw new Error("the embedded provider needs at least one site origin");
  const accounts = options.accounts ?? staticAccountStore();
  const attempts = options.attemptLimiter ?? new AttemptLimiter();
  const clients = options.clientLimiter ?? new AttemptLimiter(DEFAULT_CLIENT_LIMITS);
  const challenges = new SignInChallenges(secret, options.challengeDifficulty);
  const proxies: TrustedProxies = options.trustedProxies ?? { kind: "none" };
  const issuerUrl = new URL(issuer);
  // Read now, so a missing widget package fails at start rather than on a locked visitor's page.
  const assets = challengeAssets(mountPath);
  const store = options.store ?? new MemoryStore();
  // The store is the provider's database: when it cannot answer, sign-in is unavailable (503), not broken (500).
  const adapterFor = (model: string): Adapter => unavailableWhenFailing(store.adapterFor(model), model);
  const formActions = ["'self'", ...siteOrigins].join(" ");

  const pageHeaders = (extra: Record<string, string> = {}) => ({
    "cache-control": CACHE_CONTROL.noStore,
    "content-security-policy": contentSecurityPolicy(formActions),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    ...extra,
  });

  function sendHtml(req: IncomingMessage, res: ServerResponse, status: number, html: string, extra?: Record<string, string>): void {
    res.writeHead(status, {
      ...pageHeaders(extra),
      "content-type": "text/html; charset=utf-8",
      "content-length": String(Buffer.byteLength(html)),
    });
    res.end(req.method === "HEAD" ? undefined : html);
  }

  const configuration: Configuration = {
    adapter: adapterFor,
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_name: "Voltline",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code"],
        response_types: ["code"],
        redirect_uris: siteOrigins.map((origin) => `${origin}${CALLBACK_PATH}`),
        post_logout_redirect_uris: siteOrigins.map((origin) => `${origin}${SIGNED_OUT_PATH}`),
        id_token_signed_response_alg: "RS256",
      },
    ],
    responseTypes: ["code"],
    scopes: ["openid"],
    claims: {
      openid: ["sub"],
      // R15: the account's roles travel with its profile, in the ID token (the site reads them from there).
      profile: ["name", "given_name", "family_name", "locale", "roles"],
      email: ["email", "email_verified"],
    },
    // The site reads the profile from the ID token instead of a second call to userinfo.
    conformIdTokenClaims: false,
    allowOmittingSingleRegisteredRedirectUri: false,
    // The relying party calls the token endpoint from its server; no browser calls need CORS.
    clientBasedCORS: () => false,
    cookies: {
      names: { session: "voltline_op_session", interaction: "voltline_op_interaction", resume: "voltline_op_resume" },
      // The provider's session cookie stays under its path: the site's pages never see it.
      long: { httpOnly: true, sameSite: "lax", path: mountPath },
      short: { httpOnly: true, sameSite: "lax" },
      keys: deriveCookieKeys(secret),
    },
    discovery: { ui_locales_supported: [...PROVIDER_LOCALES] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx: KoaContextWithOIDC, form: string) {
          const locale = resolveProviderLocale(uiLocalesOf(ctx), ctx.get("accept-language"));
          ctx.type = "html";
          ctx.body = signingOutPage({ locale, formHtml: form, nonce: String(ctx.state.cspNonce) });
        },
        async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
          const locale = resolveProviderLocale(undefined, ctx.get("accept-language"));
          ctx.type = "html";
          ctx.body = messagePage({ locale, title: "signedOutTitle", message: "signedOutMessage" });
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findBySub(sub);
      if (!account) return undefined;
      return { accountId: account.sub, claims: () => accountClaims(account) };
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    jwks: await loadOrCreateSigningKeys(options.dataDir),
    // First-party client: whatever it asks of the supported scopes and claims is granted without a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant = existing && existing.accountId === accountId ? existing : new oidc.provider.Grant({ accountId, clientId });
      grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(" "));
      if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    async renderError(ctx, out, error) {
      const locale = resolveProviderLocale(uiLocalesOf(ctx), ctx.get("accept-language"));
      ctx.type = "html";
      if (isServiceUnavailableError(error)) {
        ctx.status = 503;
        ctx.set("retry-after", String(RETRY_AFTER_SECONDS));
        ctx.body = messagePage({ locale, title: "unavailableTitle", message: "unavailableMessage" });
        return;
      }
      ctx.body = messagePage({ locale, title: "errorTitle", message: "errorMessage", code: out.error });
    },
    ttl: { ...PROVIDER_TTL },
  };

  const provider = new Provider(issuer, configuration);
  // oidc-provider builds its URLs and cookies' Secure from the request's host and protocol (koa, behind a proxy from
  // X-Forwarded-*): handle() sets both from the issuer and a trusted proxy's word before it runs (onIssuerOrigin).
  provider.proxy = true;

  // Security headers on every provider response; the nonce lets the signing-out page submit itself, and
  // oidc-provider adds the hash of its own auto-submit forms (form_post) to script-src.
  provider.use(async (ctx, next) => {
    const nonce = randomBytes(16).toString("base64");
    ctx.state.cspNonce = nonce;
    ctx.set("content-security-policy", contentSecurityPolicy(formActions, nonce));
    ctx.set("x-content-type-options", "nosniff");
    ctx.set("referrer-policy", "no-referrer");
    await next();
    // An endpoint answering JSON (token, revocation…) while the store was down: 503 in OAuth's words, not a 500.
    if (ctx.state.storeUnavailable && ctx.status === 500) {
      const locale = resolveProviderLocale(undefined, ctx.get("accept-language"));
      ctx.status = 503;
      ctx.set("retry-after", String(RETRY_AFTER_SECONDS));
      ctx.set("cache-control", CACHE_CONTROL.noStore);
      ctx.body = { error: "temporarily_unavailable", error_description: providerMessage(locale, "unavailableTitle") };
    }
  });
  // oidc-provider reports failures it answers with server_error here (its own logging is debug's, off by default).
  provider.on("server_error", (...args: unknown[]) => {
    const [ctx, error] = args as [KoaContextWithOIDC, unknown];
    if (isServiceUnavailableError(error)) {
      ctx.state.storeUnavailable = true;
      return;
    }
    logger.error({ err: error }, "embedded OpenID provider: request failed");
  });

  const providerCallback = provider.callback();

  async function grantConsent(details: Interaction): Promise<string> {
    const accountId = details.session?.accountId;
    const clientId = stringParam(details.params.client_id);
    if (!accountId || clientId !== EMBEDDED_CLIENT_ID) throw new RequestError(400);
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant: Grant = existing ?? new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details;
    if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims as string[]);
    const resourceScopes = missing.missingResourceScopes;
    if (resourceScopes && typeof resourceScopes === "object") {
      for (const [indicator, scopes] of Object.entries(resourceScopes as Record<string, string[]>)) {
        grant.addResourceScope(indicator, scopes.join(" "));
      }
    }
    return grant.save();
  }

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action: "login" | "abort" | undefined) {
    const method = req.method ?? "GET";
    const allowed = action ? "POST" : "GET, HEAD";
    if (!allowed.split(", ").includes(method)) {
      res.writeHead(405, { allow: allowed, "cache-control": CACHE_CONTROL.noStore, "content-length": "0" });
      res.end();
      return;
    }

    const expired = (locale: ProviderLocale) =>
      sendHtml(req, res, 400, messagePage({ locale, title: "expiredTitle", message: "expiredMessage" }));
    let details: Interaction;
    try {
      details = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return expired(resolveProviderLocale(undefined, acceptLanguage(req)));
      throw error;
    }
    const locale = resolveProviderLocale(details.params.ui_locales, acceptLanguage(req));
    // The interaction cookie names the interaction; a page of another one (an old tab) is stale.
    if (details.uid !== uid) return expired(locale);

    if (action === "abort") {
      await provider.interactionFinished(req, res, { error: "access_denied", error_description: "End-User aborted interaction" }, { mergeWithLastSubmission: false });
      return;
    }
    if (details.prompt.name === "consent") {
      const grantId = await grantConsent(details);
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (details.prompt.name !== "login") return expired(locale);

    const loginAction = `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;
    const abortAction = `${mountPath}/interaction/${encodeURIComponent(uid)}/abort`;
    const challengeStep = async (): Promise<SignInChallengeStep> => ({
      challengeJson: JSON.stringify(await challenges.create()),
      language: WIDGET_LANGUAGE[locale],
      scriptSrc: `${mountPath}${CHALLENGE_SCRIPT_PATH}`,
      styleHref: `${mountPath}${CHALLENGE_STYLE_PATH}`,
      field: CHALLENGE_FIELD,
    });
    // While locked, every form shown carries a fresh challenge (and 429 with Retry-After once a sign-in was refused).
    const form = async (status: number, email: string, error?: SignInError, lockedMs = 0) =>
      sendHtml(
        req,
        res,
        status,
        signInPage({ locale, loginAction, abortAction, email, error, retryMinutes: minutesToWait(lockedMs), challenge: lockedMs > 0 ? await challengeStep() : undefined }),
        lockedMs > 0 && status === 429 ? { "retry-after": String(Math.ceil(lockedMs / 1000)) } : undefined,
      );
    const client = clientKey(clientAddress(proxies, req.socket.remoteAddress, req.headers["x-forwarded-for"]));

    if (!action) {
      const hint = stringParam(details.params.login_hint);
      const email = hint && hint.includes("@") && hint.length <= 254 ? hint : "";
      return form(200, email, undefined, Math.max(clients.retryAfterMs(client), email ? attempts.retryAfterMs(attemptKey(email)) : 0));
    }

    const body = await readForm(req);
    const email = (body.get("email") ?? "").trim().slice(0, 254);
    const password = body.get("password") ?? "";
    const key = attemptKey(email);
    const locked = Math.max(attempts.retryAfterMs(key), clients.retryAfterMs(client));
    if (!email || !password) return form(400, email, "missingCredentials", locked);
    // While the address or this client is locked, no password is checked without a solved, unused challenge.
    if (locked > 0) {
      const solution = body.get(CHALLENGE_FIELD);
      if (!(await challenges.verify(solution))) return form(429, email, solution ? "challengeFailed" : "tooManyAttempts", locked);
    }
    const account = password.length <= MAX_PASSWORD_LENGTH ? await accounts.authenticate(email, password) : undefined;
    // 401: the form is shown again with the error and the email kept; the interaction stays open for another try.
    if (!account) {
      const lockedNow = Math.max(attempts.fail(key), clients.fail(client));
      return lockedNow > 0 ? form(429, email, "tooManyAttempts", lockedNow) : form(401, email, "invalidCredentials");
    }
    // The address's owner has proved it; the client's count stays, or one known account would reset a sprayer's.
    attempts.succeed(key);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub, remember: false, amr: ["pwd"] } },
      { mergeWithLastSubmission: false },
    );
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const locale = resolveProviderLocale(undefined, acceptLanguage(req));
    if (isServiceUnavailableError(error)) {
      sendHtml(req, res, 503, messagePage({ locale, title: "unavailableTitle", message: "unavailableMessage" }), { "retry-after": String(RETRY_AFTER_SECONDS) });
      return;
    }
    const status = error instanceof RequestError ? error.status : 500;
    if (status === 500) logger.error({ err: error }, "embedded OpenID provider: interaction failed");
    if (status === 413) return refuseBody(req, res, 413);
    sendHtml(req, res, status, messagePage({ locale, title: "errorTitle", message: "errorMessage" }));
  }

  /**
   * A body refused unread (413 past MAX_PROVIDER_BODY_BYTES, 400 for a malformed length): a page for a browser's form,
   * an OAuth error for an API client. The connection closes; the server drains what is left of the body first.
   */
  function refuseBody(req: IncomingMessage, res: ServerResponse, status: 400 | 413): void {
    const locale = resolveProviderLocale(undefined, acceptLanguage(req));
    const [title, message] = status === 413 ? (["bodyTooLargeTitle", "bodyTooLargeMessage"] as const) : (["errorTitle", "errorMessage"] as const);
    if (/\btext\/html\b/i.test(req.headers.accept ?? "")) {
      sendHtml(req, res, status, messagePage({ locale, title, message }), { connection: "close" });
      return;
    }
    const json = JSON.stringify({ error: "invalid_request", error_description: providerMessage(locale, message) });
    res.writeHead(status, {
      ...pageHeaders({ connection: "close" }),
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(json)),
    });
    res.end(req.method === "HEAD" ? undefined : json);
  }

  /**
   * Puts the request on the issuer's origin before oidc-provider reads it: Host is the issuer's (never a visitor's
   * choice of host for a Location or an endpoint), and the protocol is https when the issuer is, or when a trusted
   * proxy says the browser came over https (so the provider's cookies get Secure behind a TLS-terminating proxy).
   */
  function onIssuerOrigin(req: IncomingMessage): void {
    const secure = issuerUrl.protocol === "https:" || forwardedHttps(proxies, req.socket.remoteAddress, req.headers);
    dropUntrustedForwarding(req.headers, req.socket.remoteAddress, proxies);
    req.headers.host = issuerUrl.host;
    req.headers["x-forwarded-proto"] = secure ? "https" : "http";
    delete req.headers["x-forwarded-host"];
    delete req.headers.forwarded;
  }

  function sendAsset(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const asset = assets.get(path);
    if (!asset || (req.method !== "GET" && req.method !== "HEAD")) return false;
    res.writeHead(200, {
      "content-type": asset.type,
      "content-length": String(asset.body.length),
      "cache-control": CACHE_CONTROL.day,
      "x-content-type-options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : asset.body);
    return true;
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = originForm(req.url ?? "/", issuer);
    if (!isProviderRequest(url, issuer)) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE_CONTROL.noStore });
      res.end("Not Found");
      return;
    }
    let inner = url.slice(mountPath.length);
    if (!inner.startsWith("/")) inner = `/${inner}`;
    // Bodies are bounded before any endpoint reads them: a declared length past the bound is refused unread, a
    // chunked body as soon as it passes it (then handed on read, as oidc-provider takes an already-read body).
    if (announcesBody(req)) {
      const declared = declaredBodyLength(req.headers);
      if (declared === undefined) {
        readNodeBody(req, MAX_PROVIDER_BODY_BYTES)
          .then((body) => {
            if (!body.ok) return refuseBody(req, res, body.status);
            (req as MountedRequest).body = body.bytes;
            route(req, res, url, inner);
          })
          .catch((error: unknown) => fail(req, res, error));
        return;
      }
      if (Number.isNaN(declared)) return refuseBody(req, res, 400);
      if (declared > MAX_PROVIDER_BODY_BYTES) return refuseBody(req, res, 413);
    }
    route(req, res, url, inner);
  }

  function route(req: IncomingMessage, res: ServerResponse, url: string, inner: string): void {
    if (sendAsset(req, res, pathOf(inner))) return;
    onIssuerOrigin(req);

    const route = INTERACTION_ROUTE.exec(pathOf(inner));
    if (route) {
      interaction(req, res, route[1] ?? "", route[2] as "login" | "abort" | undefined).catch((error: unknown) => fail(req, res, error));
      return;
    }
    // oidc-provider routes on the path below the issuer's and derives its URLs' mount path from originalUrl
    // (what express and koa-mount set), so /oidc stays in every endpoint and redirect it builds.
    const mounted = req as MountedRequest;
    mounted.originalUrl = url;
    mounted.url = inner;
    providerCallback(req, res).catch((error: unknown) => fail(req, res, error));
  }

  return { handle, provider, issuer, mountPath };
}
