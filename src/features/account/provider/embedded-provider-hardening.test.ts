// Issue 12 on the embedded provider, as a browser, an attacker and a reverse proxy see it: a lock is passed only with
// the right password and a solved proof of work, clients are limited as well as addresses, the provider's addresses
// never come from the request's Host, and its cookies get Secure when the browser is on https.
import { createHash, randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "@/platform/http/trusted-proxy";
import { CookieJar, fetchWithCookies } from "../testing/cookie-jar";
import { embeddedProviderServers, type RunningProvider } from "../testing/provider-server";
import { solvedField } from "@/platform/captcha/testing";
import { AttemptLimiter } from "./attempt-limiter";
import { CHALLENGE_SCRIPT_PATH, CHALLENGE_WORKER_PATH } from "./challenge-assets";
import { DEMO_PASSWORD } from "./demo-accounts";
import { EMBEDDED_CLIENT_ID } from "./embedded-provider";

const EASY = { cost: 10, minCounter: 5, maxCounter: 40, ttlSeconds: 600 };

/** A provider on an ephemeral loopback port; `issuerOrigin` stands for the public address when it differs. */
const start = embeddedProviderServers("hardening", { secret: "hardening-secret-hardening-secret", challengeDifficulty: EASY });

/** Where a provider answer sends the browser; relative ones resolve against the server actually reached. */
const target = (response: Response, base: string) => new URL(response.headers.get("location") ?? "", base).href;

function formBody(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() };
}

/** The interaction (sign-in page) URL of a new authorization request, on the server reached. */
async function interactionOf(jar: CookieJar, op: RunningProvider, headers: Record<string, string> = {}): Promise<string> {
  const verifier = randomBytes(32).toString("base64url");
  const params = new URLSearchParams({
    client_id: EMBEDDED_CLIENT_ID,
    redirect_uri: `${op.origin}/oauth/callback`,
    response_type: "code",
    scope: "openid profile email",
    state: randomBytes(12).toString("base64url"),
    nonce: randomBytes(12).toString("base64url"),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ui_locales: "en",
  });
  const response = await fetchWithCookies(jar, `${op.origin}/oidc/auth?${params}`, { headers });
  expect(response.status).toBe(303);
  const interaction = new URL(target(response, op.origin));
  return `${op.origin}${interaction.pathname}`;
}

/** The challenge JSON the sign-in page hands the widget. */
function challengeOf(html: string) {
  const attribute = /<altcha-widget challenge="([^"]+)"/.exec(html)?.[1];
  expect(attribute, "the page shows the proof-of-work widget").toBeTruthy();
  const json = (attribute ?? "").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return JSON.parse(json) as Parameters<typeof solvedField>[0];
}

describe("issue 12 item 11: a lock is passed only with the right password and a solved proof of work", () => {
  it("refuses the right password without a solution, lets it through with one, keeps wrong passwords locked", async () => {
    const op = await start({ attemptLimiter: new AttemptLimiter({ maxFailures: 3, windowMs: 600_000, lockMs: 900_000, maxKeys: 100 }) });
    const jar = new CookieJar();
    const interaction = await interactionOf(jar, op);
    const attempt = (fields: Record<string, string>) => fetchWithCookies(jar, `${interaction}/login`, formBody(fields));
    const email = "contractor@voltline.example";
    for (const guess of ["guess-1", "guess-2"]) expect((await attempt({ email, password: guess })).status).toBe(401);

    const locked = await attempt({ email, password: "guess-3" });
    expect(locked.status).toBe(429);
    const lockedHtml = await locked.text();
    expect(lockedHtml).toContain(`<script src="/oidc${CHALLENGE_SCRIPT_PATH}" defer></script>`);
    expect(lockedHtml).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(lockedHtml).not.toMatch(/https?:\/\//);
    expect(lockedHtml).toContain("let the check below finish and sign in with the right password");
    expect(locked.headers.get("content-security-policy")).toMatch(/script-src 'self'(;| 'nonce)/);
    expect(locked.headers.get("content-security-policy")).toContain("worker-src 'self'");

    // The right password alone, or with a forged or foreign solution: still locked, no password checked.
    const plain = await attempt({ email, password: DEMO_PASSWORD });
    expect(plain.status).toBe(429);
    const forged = await attempt({ email, password: DEMO_PASSWORD, altcha: Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64") });
    expect(forged.status).toBe(429);
    expect(await forged.text()).toContain("The check did not finish.");

    // A wrong password with a solved challenge stays locked.
    const wrongSolved = await attempt({ email, password: "guess-4", altcha: await solvedField(challengeOf(await plain.text())) });
    expect(wrongSolved.status).toBe(429);

    // The right password with a solved challenge signs in; its solution cannot be used twice.
    const field = await solvedField(challengeOf(await wrongSolved.text()));
    const passed = await attempt({ email, password: DEMO_PASSWORD, altcha: field });
    expect(passed.status).toBe(303);
    expect(target(passed, op.origin)).toMatch(new RegExp(`^${op.issuer}/auth/`));

    const jar2 = new CookieJar();
    const again = await interactionOf(jar2, op);
    const replay = await fetchWithCookies(jar2, `${again}/login`, formBody({ email: "distributor@voltline.example", password: "x", altcha: field }));
    expect(replay.status).toBe(401);
  });

  it("serves the widget and its worker itself, as script files", async () => {
    const op = await start();
    const script = await fetch(`${op.origin}/oidc${CHALLENGE_SCRIPT_PATH}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    const source = await script.text();
    expect(source).toContain("altcha-widget");
    expect(source).toContain(`new Worker("/oidc${CHALLENGE_WORKER_PATH}")`);
    expect(source).toContain("Je ne suis pas un robot");
    const worker = await fetch(`${op.origin}/oidc${CHALLENGE_WORKER_PATH}`);
    expect(worker.status).toBe(200);
    expect((await fetch(`${op.origin}/oidc/assets/nothing.js`)).status).toBe(404);
  });
});

describe("issue 12 item 11: clients are limited as well as addresses", () => {
  it("locks a client spraying one password over many addresses (X-Forwarded-For from a trusted proxy), not its neighbours", async () => {
    const op = await start({
      trustedProxies: parseTrustProxy("loopback"),
      clientLimiter: new AttemptLimiter({ maxFailures: 4, windowMs: 600_000, lockMs: 900_000, maxKeys: 100 }),
    });
    const sprayer = { "x-forwarded-for": "203.0.113.7" };
    const jar = new CookieJar();
    const interaction = await interactionOf(jar, op, sprayer);
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const response = await fetchWithCookies(jar, `${interaction}/login`, formBody({ email: `user${i}@voltline.example`, password: "Summer2026!" }, sprayer));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    // The sprayer's next sign-in page asks for the proof of work at once; a right password passes with it.
    const next = await fetchWithCookies(jar, interaction, { headers: sprayer });
    const field = await solvedField(challengeOf(await next.text()));
    const passed = await fetchWithCookies(jar, `${interaction}/login`, formBody({ email: "engineer@voltline.example", password: DEMO_PASSWORD, altcha: field }, sprayer));
    expect(passed.status).toBe(303);

    const neighbour = { "x-forwarded-for": "198.51.100.20" };
    const jar2 = new CookieJar();
    const other = await interactionOf(jar2, op, neighbour);
    expect((await fetchWithCookies(jar2, `${other}/login`, formBody({ email: "user9@voltline.example", password: "x" }, neighbour))).status).toBe(401);
  });

  it("ignores X-Forwarded-For when no proxy is trusted: a client cannot pose as many", async () => {
    const op = await start({ clientLimiter: new AttemptLimiter({ maxFailures: 3, windowMs: 600_000, lockMs: 900_000, maxKeys: 100 }) });
    const jar = new CookieJar();
    const interaction = await interactionOf(jar, op);
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const response = await fetchWithCookies(jar, `${interaction}/login`, formBody({ email: `user${i}@voltline.example`, password: "x" }, { "x-forwarded-for": `192.0.2.${i}` }));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});

/** A raw request, so Host can be anything (fetch would set it from the URL). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("issue 12 items 3 and 12: the provider's addresses and cookies", () => {
  it("builds its endpoints and redirects on the issuer, whatever Host or X-Forwarded-Host say", async () => {
    const op = await start({ trustedProxies: parseTrustProxy("loopback") });
    const discovery = await rawGet(`${op.origin}/oidc/.well-known/openid-configuration`, { host: "evil.example", "x-forwarded-host": "evil.example" });
    const document = JSON.parse(discovery.body) as Record<string, unknown>;
    expect(document.authorization_endpoint).toBe(`${op.issuer}/auth`);
    expect(document.token_endpoint).toBe(`${op.issuer}/token`);
    expect(discovery.body).not.toContain("evil.example");
  });

  it("marks its cookies Secure and SameSite when the issuer is https, or a trusted proxy says https; never on a visitor's word", async () => {
    const attributes = (response: Response) => response.headers.getSetCookie().map((line) => line.toLowerCase());
    const plain = await start();
    const forged = await fetchWithCookies(new CookieJar(), (await authUrl(plain)).href, { headers: { "x-forwarded-proto": "https" } });
    expect(attributes(forged).length).toBeGreaterThan(0);
    for (const line of attributes(forged)) {
      expect(line).toContain("samesite=lax");
      expect(line).not.toContain("secure");
    }

    const proxied = await start({ trustedProxies: parseTrustProxy("loopback") });
    const behindTls = await fetchWithCookies(new CookieJar(), (await authUrl(proxied)).href, { headers: { "x-forwarded-proto": "https" } });
    for (const line of attributes(behindTls)) expect(line).toMatch(/;\s*secure/);

    const https = await start({ issuerOrigin: (origin) => origin.replace("http:", "https:") });
    const direct = await fetchWithCookies(new CookieJar(), (await authUrl(https)).href);
    expect(attributes(direct).length).toBeGreaterThan(0);
    for (const line of attributes(direct)) expect(line).toMatch(/;\s*secure/);
  });
});

/** An authorization request on the server reached (its issuer may name another scheme). */
async function authUrl(op: RunningProvider): Promise<URL> {
  const verifier = randomBytes(32).toString("base64url");
  const url = new URL(`${op.origin}/oidc/auth`);
  for (const [name, value] of Object.entries({
    client_id: EMBEDDED_CLIENT_ID,
    redirect_uri: `${op.origin}/oauth/callback`,
    response_type: "code",
    scope: "openid",
    state: "s".repeat(16),
    nonce: "n".repeat(16),
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  })) {
    url.searchParams.set(name, value);
  }
  return url;
}
