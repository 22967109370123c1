// Issue 12 items 3 and 12 through the site's own routes against the embedded provider: whatever a request says
// (returnTo, state, Host, X-Forwarded-Host), every redirect lands on the configured public origin, and every cookie the
// sign-in routes set carries SameSite, HttpOnly where scripts need not read it, and Secure for an https public origin.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as signOutRoute } from "@/app/api/auth/sign-out/route";
import { GET as sessionRoute } from "@/app/api/auth/session/route";
import { GET as callbackRoute } from "@/app/oauth/callback/route";
import { GET as signedOutRoute } from "@/app/oauth/signed-out/route";
import { proxy } from "@/proxy";
import { fixturePack } from "@/features/content/testing";
import { DEMO_PASSWORD } from "../provider/demo-accounts";
import { EMBEDDED_CLIENT_ID } from "../provider/embedded-provider";
import { CookieJar, fetchWithCookies } from "../testing/cookie-jar";
import { embeddedProviderServers } from "../testing/provider-server";

let origin: string;
let issuer: string;

/** What an attacker adds to a request to choose the host of a Location. */
const HOSTILE = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
const OFF_SITE = ["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example", "/./\\evil.example", "//evil.example", "/\\evil.example", "https://evil.example/x"];

const startProvider = embeddedProviderServers("redirect", { secret: "redirect-test-secret-redirect-test" });

beforeAll(async () => {
  // The https twin is registered too, for the Secure-cookie flow (the routes are called directly: nothing listens there).
  ({ origin, issuer } = await startProvider({ siteOrigins: (reached) => [reached, reached.replace("http:", "https:")] }));
  Object.assign(process.env, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: EMBEDDED_CLIENT_ID, SESSION_SECRET: "redirect-session-secret-redirect-00", PUBLIC_ORIGIN: origin });
  delete process.env.OIDC_CLIENT_SECRET;
  delete process.env.TRUST_PROXY;
});

afterEach(() => {
  process.env.PUBLIC_ORIGIN = origin;
});

afterAll(() => {
  delete process.env.PUBLIC_ORIGIN;
});

type Handler = (request: NextRequest) => Response | Promise<Response>;

/** Calls a route handler as a browser (or an attacker's client) would, with the jar's cookies. */
async function site(jar: CookieJar, handler: Handler, url: string, init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers = new Headers({ host: new URL(url).host, ...init.headers });
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  if (init.body) headers.set("content-type", "application/x-www-form-urlencoded");
  const response = await handler(new NextRequest(url, { method: init.method ?? "GET", headers, body: init.body?.toString() }));
  jar.store(response);
  return response;
}

/** A site route's Location as written (a relative one would show as relative.invalid, and fail the tests). */
const location = (response: Response) => new URL(response.headers.get("location") ?? "", "http://relative.invalid");
/** The provider's Location, as the browser resolves it against the provider. */
const providerLocation = (response: Response) => new URL(response.headers.get("location") ?? "", origin);
const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** From "Sign in" through the provider's login to the callback URL it sends the browser back to. */
async function toCallback(jar: CookieJar, returnTo: string, headers: Record<string, string> = {}): Promise<URL> {
  const start = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`, { headers });
  let next = providerLocation(await fetchWithCookies(jar, location(start).href));
  const login = await fetchWithCookies(jar, `${next.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "contractor@voltline.example", password: DEMO_PASSWORD }).toString(),
  });
  next = providerLocation(login);
  while (next.href.startsWith(`${issuer}/`)) next = providerLocation(await fetchWithCookies(jar, next.href));
  return next;
}

describe("issue 12 item 3: every redirect of the sign-in routes is on the public origin", () => {
  it.each(OFF_SITE)("/oauth/signed-out?state=%s returns to the site's home page", async (state) => {
    const response = await site(new CookieJar(), signedOutRoute, `${origin}/oauth/signed-out?state=${encodeURIComponent(state)}`);
    expect(response.status).toBe(303);
    expect(location(response).href).toBe(`${origin}/`);
  });

  it("/oauth/signed-out ignores Host and X-Forwarded-Host", async () => {
    const response = await site(new CookieJar(), signedOutRoute, `${origin}/oauth/signed-out?state=/voltline/en`, { headers: HOSTILE });
    expect(location(response).href).toBe(`${origin}/voltline/en`);
  });

  it.each(["/.//evil.example", "/..//evil.example", "/%2e%2e//evil.example"])("after a real login with returnTo=%s, the callback returns home", async (returnTo) => {
    const jar = new CookieJar();
    const done = await site(jar, callbackRoute, (await toCallback(jar, returnTo)).href);
    expect(done.status).toBe(303);
    expect(location(done).href).toBe(`${origin}/`);
    expect(setCookie(done, "vl_session")).toBeTruthy();
  });

  it("sign-in gives the provider a redirect URI on the public origin, whatever host the request names", async () => {
    const jar = new CookieJar();
    const start = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=/voltline/en`, { headers: HOSTILE });
    expect(location(start).searchParams.get("redirect_uri")).toBe(`${origin}/oauth/callback`);
    const callback = await toCallback(jar, "/voltline/en", HOSTILE);
    const done = await site(jar, callbackRoute, callback.href, { headers: HOSTILE });
    expect(location(done).href).toBe(`${origin}/voltline/en`);
  });

  it("a refusal at the provider (error=access_denied) returns to the public origin, never to an off-site returnTo", async () => {
    const jar = new CookieJar();
    const start = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=${encodeURIComponent("/..//evil.example")}`);
    const interaction = providerLocation(await fetchWithCookies(jar, location(start).href));
    let next = providerLocation(await fetchWithCookies(jar, `${interaction.href}/abort`, { method: "POST" }));
    while (next.href.startsWith(`${issuer}/`)) next = providerLocation(await fetchWithCookies(jar, next.href));
    expect(next.searchParams.get("error")).toBe("access_denied");
    const back = await site(jar, callbackRoute, next.href, { headers: HOSTILE });
    expect(location(back).href).toBe(`${origin}/`);
  });

  it("a callback without its transaction returns to the public origin with a notice", async () => {
    const back = await site(new CookieJar(), callbackRoute, `${origin}/oauth/callback?error=access_denied&state=x`, { headers: HOSTILE });
    expect(location(back).href).toBe(`${origin}/?signin=failed`);
  });

  it.each(OFF_SITE)("sign-out with returnTo=%s returns home, signed in or not", async (returnTo) => {
    const anonymous = await site(new CookieJar(), signOutRoute, `${origin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo }), headers: { origin } });
    expect(anonymous.status).toBe(303);
    expect(location(anonymous).href).toBe(`${origin}/`);

    const jar = new CookieJar();
    await site(jar, callbackRoute, (await toCallback(jar, "/voltline/en")).href);
    const out = await site(jar, signOutRoute, `${origin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo }), headers: { origin } });
    const end = location(out);
    expect(`${end.origin}${end.pathname}`).toBe(`${issuer}/session/end`);
    expect(end.searchParams.get("state")).toBe("/");
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${origin}/oauth/signed-out`);
  });

  it("sign-out takes neither its Origin check nor its addresses from X-Forwarded-Host", async () => {
    const forged = await site(new CookieJar(), signOutRoute, `${origin}/api/auth/sign-out`, {
      method: "POST",
      body: new URLSearchParams({ returnTo: "/voltline/en" }),
      headers: { ...HOSTILE, origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    const out = await site(new CookieJar(), signOutRoute, `${origin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo: "/voltline/en" }), headers: { ...HOSTILE, origin } });
    expect(location(out).href).toBe(`${origin}/voltline/en`);
  });

  it("without PUBLIC_ORIGIN, sign-in reached under another loopback name starts over on the public one", async () => {
    delete process.env.PUBLIC_ORIGIN;
    const saved = { HOST: process.env.HOST, PORT: process.env.PORT };
    Object.assign(process.env, { HOST: "localhost", PORT: "3000" });
    try {
      const response = await site(new CookieJar(), signInRoute, "http://127.0.0.1:3000/api/auth/sign-in?returnTo=/voltline/en");
      expect(response.status).toBe(303);
      expect(location(response).href).toBe(`http://localhost:3000/api/auth/sign-in?returnTo=${encodeURIComponent("/voltline/en")}`);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});

describe("issue 12 item 3: the page proxy's redirects are on the public origin", () => {
  // The proxy reads the brands from the content source: a fixture pack, so the test needs no generated data.
  beforeAll(async () => {
    const pack = path.join(await mkdtemp(path.join(os.tmpdir(), "redirect-pack-")), "content-pack.json");
    await writeFile(pack, JSON.stringify(fixturePack()));
    process.env.CONTENT_PACK_PATH = pack;
    delete process.env.CONTENT_SOURCE;
  });

  it("a brand, locale or listing redirect never takes the host the request names", async () => {
    for (const [pathname, expected] of [
      ["/voltline", "/voltline/en"],
      ["/voltline/xx/products", "/voltline/en/products"],
      ["/", "/voltline/en"],
    ] as const) {
      const request = new NextRequest(`http://evil.example${pathname}`, { headers: HOSTILE });
      const response = await proxy(request);
      const target = new URL(response.headers.get("location") ?? "", "http://relative.invalid");
      expect(target.origin, pathname).toBe(origin);
      expect(target.pathname).toBe(expected);
    }
  });
});

describe("issue 12 item 12: the sign-in routes' cookies", () => {
  const attributes = (line: string | undefined) => (line ?? "").split(";").map((part) => part.trim().toLowerCase());

  it("with an https public origin, every cookie set or cleared is Secure, SameSite=Lax, and HttpOnly unless scripts read it", async () => {
    const httpsOrigin = origin.replace("http:", "https:");
    process.env.PUBLIC_ORIGIN = httpsOrigin;
    const jar = new CookieJar();
    const start = await site(jar, signInRoute, `${httpsOrigin}/api/auth/sign-in?returnTo=/voltline/en`);
    expect(location(start).searchParams.get("redirect_uri")).toBe(`${httpsOrigin}/oauth/callback`);
    const callback = await toCallback(jar, "/voltline/en");
    const done = await site(jar, callbackRoute, callback.href.replace("http:", "https:"));
    expect(location(done).href).toBe(`${httpsOrigin}/voltline/en`);

    const lines = {
      transaction: setCookie(start, "vl_sign_in"),
      transactionCleared: setCookie(done, "vl_sign_in"),
      session: setCookie(done, "vl_session"),
      account: setCookie(done, "vl_account"),
    };
    for (const [name, line] of Object.entries(lines)) {
      expect(attributes(line), name).toContain("secure");
      expect(attributes(line), name).toContain("samesite=lax");
    }
    for (const name of ["transaction", "transactionCleared", "session"] as const) expect(attributes(lines[name]), name).toContain("httponly");

    const out = await site(jar, signOutRoute, `${httpsOrigin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo: "/" }), headers: { origin: httpsOrigin } });
    for (const name of ["vl_session", "vl_account"]) {
      expect(attributes(setCookie(out, name)), name).toContain("secure");
      expect(attributes(setCookie(out, name)), name).toContain("samesite=lax");
    }
    const stale = await site(new CookieJar(), sessionRoute, `${httpsOrigin}/api/auth/session`, { headers: { cookie: "vl_session=stale" } });
    expect(attributes(setCookie(stale, "vl_session"))).toContain("secure");
  });

  it("with an http public origin, a forged X-Forwarded-Proto does not make them Secure (no proxy is trusted)", async () => {
    const jar = new CookieJar();
    const start = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=/voltline/en`, { headers: HOSTILE });
    expect(attributes(setCookie(start, "vl_sign_in"))).not.toContain("secure");
    expect(attributes(setCookie(start, "vl_sign_in"))).toContain("samesite=lax");
  });
});
