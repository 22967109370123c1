// The embedded OpenID provider as a browser and the site's server see it: a real node http server on an ephemeral
// port, plain fetch with manual redirects, cookies carried by hand.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, fetchWithCookies } from "../testing/cookie-jar";
import { AttemptLimiter, DEFAULT_CLIENT_LIMITS } from "./attempt-limiter";
import { DEMO_PASSWORD } from "./demo-accounts";
import {
  createEmbeddedProvider,
  EMBEDDED_CLIENT_ID,
  isProviderRequest,
  JWKS_FILE_NAME,
  loadOrCreateSigningKeys,
  type EmbeddedProvider,
} from "./embedded-provider";

let server: Server;
let origin: string;
let issuer: string;
let embedded: EmbeddedProvider;
let dataDir: string;
// Sign-in attempts run on a clock the tests move: 3 failures within 10 minutes lock an address for 15.
let clockMs = Date.now();
const attemptLimiter = new AttemptLimiter({ maxFailures: 3, windowMs: 10 * 60_000, lockMs: 15 * 60_000, maxKeys: 100 }, () => clockMs);
const redirectUri = () => `${origin}/oauth/callback`;
const signedOutUri = () => `${origin}/oauth/signed-out`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "voltline-op-"));
  server = createServer((request, response) => {
    if (isProviderRequest(request.url ?? "/", issuer)) embedded.handle(request, response);
    else {
      response.writeHead(404);
      response.end("site page");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${origin}/oidc`;
  embedded = await createEmbeddedProvider({
    issuer,
    siteOrigins: [origin, "http://localhost:9"],
    secret: "test-secret-test-secret-test-secret",
    dataDir,
    attemptLimiter,
    clientLimiter: new AttemptLimiter(DEFAULT_CLIENT_LIMITS, () => clockMs),
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dataDir, { recursive: true, force: true });
});

const send = fetchWithCookies;

function absolute(location: string | null): string {
  expect(location).toBeTruthy();
  return new URL(location ?? "", origin).href;
}

function formBody(fields: Record<string, string>) {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}

interface AuthRequest {
  url: string;
  state: string;
  nonce: string;
  verifier: string;
}

function authorizationRequest(extra: Record<string, string> = {}): AuthRequest {
  const verifier = randomBytes(32).toString("base64url");
  const state = randomBytes(12).toString("base64url");
  const nonce = randomBytes(12).toString("base64url");
  const params = new URLSearchParams({
    client_id: EMBEDDED_CLIENT_ID,
    redirect_uri: redirectUri(),
    response_type: "code",
    scope: "openid profile email",
    state,
    nonce,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ui_locales: "fr",
    ...extra,
  });
  return { url: `${issuer}/auth?${params}`, state, nonce, verifier };
}

/** Starts an authorization request and returns the interaction (sign-in) page's URL. */
async function startSignIn(jar: CookieJar, request: AuthRequest): Promise<string> {
  const response = await send(jar, request.url);
  expect(response.status).toBe(303);
  const interaction = absolute(response.headers.get("location"));
  expect(new URL(interaction).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
  return interaction;
}

/** Signs in on an interaction page and follows the provider's redirects to the site's callback URL. */
async function signIn(jar: CookieJar, interaction: string, email = "distributor@voltline.example"): Promise<URL> {
  const login = await send(jar, `${interaction}/login`, formBody({ email, password: DEMO_PASSWORD }));
  expect(login.status).toBe(303);
  return followToSite(jar, absolute(login.headers.get("location")));
}

async function followToSite(jar: CookieJar, start: string): Promise<URL> {
  let next = start;
  for (let hop = 0; hop < 5; hop += 1) {
    if (!next.startsWith(`${issuer}/`)) return new URL(next);
    const response = await send(jar, next);
    expect([302, 303]).toContain(response.status);
    next = absolute(response.headers.get("location"));
  }
  throw new Error("too many redirects");
}

async function exchange(code: string, verifier: string): Promise<Response> {
  return fetch(`${issuer}/token`, formBody({ grant_type: "authorization_code", code, redirect_uri: redirectUri(), client_id: EMBEDDED_CLIENT_ID, code_verifier: verifier }));
}

async function verifyIdToken(idToken: string) {
  const jwks = (await (await fetch(`${issuer}/jwks`)).json()) as JSONWebKeySet;
  const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), { issuer, audience: EMBEDDED_CLIENT_ID });
  return payload;
}

describe("embedded OpenID provider", () => {
  it("publishes a discovery document whose endpoints are under /oidc", async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      userinfo_endpoint: `${issuer}/me`,
      end_session_endpoint: `${issuer}/session/end`,
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      ui_locales_supported: ["en", "fr", "es"],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(["openid", "profile", "email"]));
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(["sub", "name", "given_name", "family_name", "email", "email_verified", "locale", "roles"]),
    );
    expect(discovery.id_token_signing_alg_values_supported).toContain("RS256");
  });

  it("signs in with PKCE, state and nonce on a French page, refusing a wrong password, and issues tokens", async () => {
    const jar = new CookieJar();
    const request = authorizationRequest({ ui_locales: "fr" });
    const interaction = await startSignIn(jar, request);

    const page = await send(jar, interaction);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${origin}`);
    const html = await page.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain("<title>Se connecter à Voltline</title>");
    expect(html).toContain('<label for="email">Adresse courriel</label>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain(`action="${new URL(interaction).pathname}/login"`);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/<script|https?:\/\//);

    const wrong = await send(jar, `${interaction}/login`, formBody({ email: "Distributor@voltline.example", password: "not-the-password" }));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("location")).toBeNull();
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('role="alert"');
    expect(wrongHtml).toContain("L’adresse courriel ou le mot de passe est incorrect.");
    expect(wrongHtml).toContain('value="Distributor@voltline.example"');
    expect(wrongHtml).not.toContain("not-the-password");

    const missing = await send(jar, `${interaction}/login`, formBody({ email: "", password: "" }));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Entrez votre adresse courriel et votre mot de passe.");

    const callback = await signIn(jar, interaction);
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri());
    expect(callback.searchParams.get("state")).toBe(request.state);
    expect(callback.searchParams.get("iss")).toBe(issuer);
    const code = callback.searchParams.get("code") ?? "";
    expect(code).not.toBe("");

    const wrongVerifier = await exchange(code, randomBytes(32).toString("base64url"));
    expect(wrongVerifier.status).toBe(400);
    expect(await wrongVerifier.json()).toMatchObject({ error: "invalid_grant" });

    // The provider's session now exists: a second request comes straight back with a fresh code (no password).
    const second = authorizationRequest();
    const direct = await send(jar, second.url);
    expect(direct.status).toBe(303);
    const secondCallback = new URL(absolute(direct.headers.get("location")));
    expect(secondCallback.searchParams.get("state")).toBe(second.state);

    const token = await exchange(secondCallback.searchParams.get("code") ?? "", second.verifier);
    expect(token.status).toBe(200);
    const tokens = (await token.json()) as { id_token: string; access_token: string; token_type: string };
    expect(tokens.token_type).toBe("Bearer");
    const claims = await verifyIdToken(tokens.id_token);
    expect(claims).toMatchObject({
      sub: "acct-distributor",
      nonce: second.nonce,
      email: "distributor@voltline.example",
      email_verified: true,
      name: "Étienne Gagnon",
      given_name: "Étienne",
      family_name: "Gagnon",
      locale: "fr-CA",
      // R15: the roles pages for some roles only let in travel in the ID token.
      roles: ["distributor"],
    });

    const userinfo = await fetch(`${issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({ sub: "acct-distributor", email: "distributor@voltline.example" });

    const replay = await exchange(secondCallback.searchParams.get("code") ?? "", second.verifier);
    expect(replay.status).toBe(400);
  });

  it("locks an email address after repeated wrong passwords, before checking any password, then lets it in again", async () => {
    const jar = new CookieJar();
    const interaction = await startSignIn(jar, authorizationRequest({ ui_locales: "es" }));
    const attempt = (email: string, password: string) => send(jar, `${interaction}/login`, formBody({ email, password }));
    expect((await attempt("engineer@voltline.example", "guess-1")).status).toBe(401);
    expect((await attempt("Engineer@Voltline.example", "guess-2")).status).toBe(401);
    const locked = await attempt("engineer@voltline.example", "guess-3");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBe("900");
    const html = await locked.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("Demasiados intentos fallidos de inicio de sesión. Espere 15 min, o deje que termine la verificación");
    // Without the proof of work, the right password is refused too while the lock lasts; other addresses are not affected.
    expect((await attempt("engineer@voltline.example", DEMO_PASSWORD)).status).toBe(429);
    expect((await attempt("nobody@voltline.example", "guess")).status).toBe(401);
    clockMs += 15 * 60_000;
    const callback = await signIn(jar, interaction, "engineer@voltline.example");
    expect(callback.searchParams.get("code")).toBeTruthy();
  });

  it("requires PKCE", async () => {
    const request = authorizationRequest();
    const url = new URL(request.url);
    url.searchParams.delete("code_challenge");
    url.searchParams.delete("code_challenge_method");
    const response = await send(new CookieJar(), url.href);
    expect(response.status).toBe(303);
    const back = new URL(absolute(response.headers.get("location")));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri());
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("refuses an unregistered redirect_uri with its own page, never redirecting there", async () => {
    const request = authorizationRequest({ redirect_uri: "https://evil.example/oauth/callback", ui_locales: "es" });
    const response = await send(new CookieJar(), request.url);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain("No se pudo continuar con el inicio de sesión");
    expect(html).toContain("invalid_redirect_uri");
    expect(html).not.toContain("evil.example");
  });

  it("shows Spanish and English pages for es and for unsupported ui_locales", async () => {
    const spanish = await send(new CookieJar(), authorizationRequest({ ui_locales: "es" }).url);
    const spanishJar = new CookieJar();
    const spanishInteraction = await startSignIn(spanishJar, authorizationRequest({ ui_locales: "es-MX" }));
    expect(spanish.status).toBe(303);
    const spanishHtml = await (await send(spanishJar, spanishInteraction)).text();
    expect(spanishHtml).toContain('<html lang="es-MX">');
    expect(spanishHtml).toContain("<title>Iniciar sesión en Voltline</title>");

    const englishJar = new CookieJar();
    const englishInteraction = await startSignIn(englishJar, authorizationRequest({ ui_locales: "de" }));
    const englishHtml = await (await send(englishJar, englishInteraction)).text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain("<title>Sign in to Voltline</title>");
  });

  it("lets the user cancel: the site gets access_denied with its state", async () => {
    const jar = new CookieJar();
    const request = authorizationRequest();
    const interaction = await startSignIn(jar, request);
    const abort = await send(jar, `${interaction}/abort`, formBody({}));
    expect(abort.status).toBe(303);
    const back = await followToSite(jar, absolute(abort.headers.get("location")));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri());
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe(request.state);
  });

  it("never shows a consent screen, even when the site asks for prompt=consent", async () => {
    const jar = new CookieJar();
    const first = authorizationRequest();
    await signIn(jar, await startSignIn(jar, first), "engineer@voltline.example");

    const request = authorizationRequest({ prompt: "consent" });
    const response = await send(jar, request.url);
    expect(response.status).toBe(303);
    const back = await followToSite(jar, absolute(response.headers.get("location")));
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri());
    expect(back.searchParams.get("state")).toBe(request.state);
    expect(back.searchParams.get("code")).toBeTruthy();
  });

  it("switches accounts when another one signs in at prompt=login", async () => {
    const jar = new CookieJar();
    await signIn(jar, await startSignIn(jar, authorizationRequest()), "contractor@voltline.example");

    const request = authorizationRequest({ prompt: "login" });
    const interaction = await startSignIn(jar, request);
    const login = await send(jar, `${interaction}/login`, formBody({ email: "engineer@voltline.example", password: DEMO_PASSWORD }));
    // oidc-provider ends the old session first with a self-submitting form, allowed by the hash it adds to the CSP.
    const resume = await send(jar, absolute(login.headers.get("location")));
    expect(resume.status).toBe(200);
    expect(resume.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-[^']+'/);
    const html = await resume.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(action).toBe(`${issuer}/session/end/confirm`);
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    const confirm = await send(jar, action, formBody(fields as Record<string, string>));
    const back = await followToSite(jar, absolute(confirm.headers.get("location")));
    expect(back.searchParams.get("state")).toBe(request.state);
    const token = await exchange(back.searchParams.get("code") ?? "", request.verifier);
    const { id_token: idToken } = (await token.json()) as { id_token: string };
    expect(await verifyIdToken(idToken)).toMatchObject({ sub: "acct-engineer", nonce: request.nonce });
  });

  it("treats a stale or foreign interaction page as expired", async () => {
    const response = await send(new CookieJar(), `${issuer}/interaction/not-a-real-uid`, { headers: { "accept-language": "fr-CA,fr;q=0.9" } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain("Votre session de connexion a pris fin");

    const jar = new CookieJar();
    const interaction = await startSignIn(jar, authorizationRequest());
    const other = await send(jar, `${issuer}/interaction/someone-else`);
    expect(other.status).toBe(400);
    const post = await send(jar, `${interaction}/login`, { method: "PUT" });
    expect(post.status).toBe(405);
  });

  it("signs out without an extra click and returns to /oauth/signed-out with the state", async () => {
    const jar = new CookieJar();
    const request = authorizationRequest();
    const callback = await signIn(jar, await startSignIn(jar, request), "contractor@voltline.example");
    const token = await exchange(callback.searchParams.get("code") ?? "", request.verifier);
    const { id_token: idToken } = (await token.json()) as { id_token: string };

    const state = randomBytes(8).toString("base64url");
    const end = new URL(`${issuer}/session/end`);
    end.search = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: signedOutUri(), state, ui_locales: "es" }).toString();
    const page = await send(jar, end.href);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain('<html lang="es-MX">');
    expect(html).toContain("Cerrando sesión");
    const nonce = /<script nonce="([^"]+)">[^<]*\.submit\(\);<\/script>/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? "";
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(action).toBe(`${issuer}/session/end/confirm`);
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');

    // What the page's script submits.
    const confirm = await send(jar, action, formBody({ xsrf, logout: "yes" }));
    expect(confirm.status).toBe(303);
    const signedOut = new URL(absolute(confirm.headers.get("location")));
    expect(`${signedOut.origin}${signedOut.pathname}`).toBe(signedOutUri());
    expect(signedOut.searchParams.get("state")).toBe(state);
    expect(jar.names()).not.toContain("voltline_op_session");

    // The provider's session is over: the next sign-in asks for the password again.
    await startSignIn(jar, authorizationRequest());
  });

  it("refuses an unregistered post_logout_redirect_uri", async () => {
    const end = new URL(`${issuer}/session/end`);
    end.search = new URLSearchParams({ client_id: EMBEDDED_CLIENT_ID, post_logout_redirect_uri: "https://evil.example/oauth/signed-out" }).toString();
    const response = await send(new CookieJar(), end.href);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });

  it("shows a localized signed-out page when the site gives no post_logout_redirect_uri", async () => {
    const response = await fetch(`${issuer}/session/end/success`, { headers: { "accept-language": "fr-CA" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain("Déconnexion réussie");
  });

  it("keeps its signing keys in the data directory, readable by the owner only", async () => {
    const file = path.join(dataDir, JWKS_FILE_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, "utf8")) as JSONWebKeySet;
    const published = (await (await fetch(`${issuer}/jwks`)).json()) as JSONWebKeySet;
    expect(published.keys.map((key) => key.kid)).toEqual(stored.keys.map((key) => key.kid));
    expect(JSON.stringify(published)).not.toMatch(/"d"|"p"|"q"/);
    expect((await loadOrCreateSigningKeys(dataDir)).keys[0]?.kid).toBe(stored.keys[0]?.kid);
  });

  it("answers 404 for unknown paths under /oidc", async () => {
    const response = await fetch(`${issuer}/nothing-here`);
    expect(response.status).toBe(404);
  });
});

describe("isProviderRequest", () => {
  const at = "http://localhost:3000/oidc";
  it("matches the issuer's path and what is under it, with or without a query", () => {
    expect(isProviderRequest("/oidc", at)).toBe(true);
    expect(isProviderRequest("/oidc/", at)).toBe(true);
    expect(isProviderRequest("/oidc/.well-known/openid-configuration", at)).toBe(true);
    expect(isProviderRequest("/oidc/auth?client_id=x", at)).toBe(true);
    expect(isProviderRequest("/oidc?x=1", at)).toBe(true);
    expect(isProviderRequest("http://localhost:3000/oidc/token", at)).toBe(true);
  });
  it("leaves every other path to the site", () => {
    expect(isProviderRequest("/", at)).toBe(false);
    expect(isProviderRequest("/oidcx", at)).toBe(false);
    expect(isProviderRequest("/en/oidc", at)).toBe(false);
    expect(isProviderRequest("/oauth/callback?code=1", at)).toBe(false);
    expect(isProviderRequest("/?next=/oidc/auth", at)).toBe(false);
  });
});
