// A1 through the site's own routes against a real OpenID provider (the embedded one, on an ephemeral port): what the
// browser sees at each step (status, Location, cookies) from "Sign in" to signed in, and back out.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as signOutRoute } from "@/app/api/auth/sign-out/route";
import { GET as sessionRoute } from "@/app/api/auth/session/route";
import { GET as callbackRoute } from "@/app/oauth/callback/route";
import { GET as signedOutRoute } from "@/app/oauth/signed-out/route";
import { DEMO_PASSWORD } from "../provider/demo-accounts";
import { EMBEDDED_CLIENT_ID } from "../provider/embedded-provider";
import { CookieJar, fetchWithCookies } from "../testing/cookie-jar";
import { embeddedProviderServers } from "../testing/provider-server";
import { EMBEDDED_TOKEN_NAMESPACE } from "../session";
import { useTestDatabase } from "@/platform/db/testing";
import { accountUserToken } from "./account-token";
import { closeSessionStore } from "./session-store";

let origin: string;
let issuer: string;
const startProvider = embeddedProviderServers("rp", { secret: "rp-test-secret-rp-test-secret-rp-test" });

beforeAll(async () => {
  ({ origin, issuer } = await startProvider());
  Object.assign(process.env, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: EMBEDDED_CLIENT_ID, SESSION_SECRET: "rp-session-secret-rp-session-secret-00", PUBLIC_ORIGIN: origin });
  delete process.env.OIDC_CLIENT_SECRET;
});

type Handler = (request: NextRequest) => Response | Promise<Response>;

/** Calls one of the site's route handlers as the browser would, with the jar's cookies. */
async function site(jar: CookieJar, handler: Handler, url: string, init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("host", new URL(url).host);
  const cookie = jar.header(url);
  if (cookie) headers.set("cookie", cookie);
  if (init.body) headers.set("content-type", "application/x-www-form-urlencoded");
  const response = await handler(new NextRequest(url, { method: init.method ?? "GET", headers, body: init.body?.toString() }));
  jar.store(response);
  return response;
}

/** A request to the provider, as the browser follows it. */
const provider = fetchWithCookies;

const location = (response: Response) => new URL(response.headers.get("location") ?? "", origin);
const setCookie = (response: Response, name: string) => response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));

/** From "Sign in" on a page to the provider's redirect back to the callback, signing in with the account's password. */
async function toCallback(jar: CookieJar, returnTo: string, email = "distributor@voltline.example"): Promise<URL> {
  const start = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  let next = location(await provider(jar, location(start).href));
  const login = await provider(jar, `${next.href}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
  });
  next = location(login);
  while (next.href.startsWith(`${issuer}/`)) next = location(await provider(jar, next.href));
  return next;
}

describe("A1 sign-in with OpenID Connect through the site's routes", () => {
  // Sessions are kept in the database (the default SessionStore).
  useTestDatabase("pglite", "sign_in_flow");

  it("sends the browser to the provider with PKCE, state, nonce and the page's language, and seals the transaction", async () => {
    const jar = new CookieJar();
    const response = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=${encodeURIComponent("/voltline/fr-ca/products?sort=newest")}`);
    expect(response.status).toBe(302);
    const url = location(response);
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: EMBEDDED_CLIENT_ID,
      redirect_uri: `${origin}/oauth/callback`,
      response_type: "code",
      scope: "openid profile email",
      code_challenge_method: "S256",
      ui_locales: "fr",
    });
    for (const name of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(name)).toMatch(/^[\w-]{22,}$/);
    const transaction = setCookie(response, "vl_sign_in") ?? "";
    expect(transaction).toMatch(/HttpOnly/i);
    expect(transaction).toMatch(/Path=\/oauth/);
    expect(transaction).not.toContain(url.searchParams.get("state")!);
  });

  it("comes back signed in to the page it started from; the session names the account and opens only on the server", async () => {
    const jar = new CookieJar();
    const callback = await toCallback(jar, "/voltline/fr-ca/products?sort=newest");
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/oauth/callback`);

    const done = await site(jar, callbackRoute, callback.href);
    expect(done.status).toBe(303);
    expect(location(done).href).toBe(`${origin}/voltline/fr-ca/products?sort=newest`);
    expect(setCookie(done, "vl_session")).toMatch(/HttpOnly/i);
    expect(setCookie(done, "vl_session")).not.toContain("distributor");
    expect(setCookie(done, "vl_account")).toMatch(/^vl_account=account-[0-9a-f]{40};/);
    expect(setCookie(done, "vl_account")).not.toMatch(/HttpOnly/i);

    const session = await site(jar, sessionRoute, `${origin}/api/auth/session`);
    expect(session.headers.get("cache-control")).toContain("no-store");
    const body = (await session.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ signedIn: true, name: "Étienne Gagnon", email: "distributor@voltline.example" });
    expect(body.userToken).toMatch(/^account-[0-9a-f]{40}$/);
    // Derived from the issuer, as for any provider other than the embedded one (OIDC_EMBEDDED unset here).
    expect(body.userToken).toBe(accountUserToken(issuer, "acct-distributor"));
    expect(body).not.toHaveProperty("idToken");

    // The same callback again: its transaction is spent, so it signs nobody in.
    const jar2 = new CookieJar();
    const replay = await site(jar2, callbackRoute, callback.href);
    expect(location(replay).pathname + location(replay).search).toBe("/?signin=failed");
    expect(setCookie(replay, "vl_session")).toBeUndefined();
  });

  it("with the embedded provider, derives the account token from a fixed name, not from the issuer's port", async () => {
    process.env.OIDC_EMBEDDED = "1";
    try {
      const jar = new CookieJar();
      const done = await site(jar, callbackRoute, (await toCallback(jar, "/voltline/en")).href);
      const expected = accountUserToken(EMBEDDED_TOKEN_NAMESPACE, "acct-distributor");
      expect(setCookie(done, "vl_account")).toMatch(new RegExp(`^vl_account=${expected};`));
      expect(expected).not.toBe(accountUserToken(issuer, "acct-distributor"));
    } finally {
      delete process.env.OIDC_EMBEDDED;
    }
  });

  it("refuses a callback whose state is not the one it sent, returning to the page with a notice", async () => {
    const jar = new CookieJar();
    const callback = await toCallback(jar, "/voltline/en/search?q=gfci");
    callback.searchParams.set("state", "forged-state-forged-state");
    const refused = await site(jar, callbackRoute, callback.href);
    expect(refused.status).toBe(303);
    expect(location(refused).pathname + location(refused).search).toBe("/voltline/en/search?q=gfci&signin=failed");
    expect(setCookie(refused, "vl_session")).toBeUndefined();
    expect(await (await site(jar, sessionRoute, `${origin}/api/auth/session`)).json()).toEqual({ signedIn: false });
  });

  it("a visitor who cancels at the provider comes back to the page without a notice", async () => {
    const jar = new CookieJar();
    const start = await site(jar, signInRoute, `${origin}/api/auth/sign-in?returnTo=/voltline/es-mx`);
    const interaction = location(await provider(jar, location(start).href));
    let next = location(await provider(jar, `${interaction.href}/abort`, { method: "POST" }));
    while (next.href.startsWith(`${issuer}/`)) next = location(await provider(jar, next.href));
    expect(next.searchParams.get("error")).toBe("access_denied");
    const back = await site(jar, callbackRoute, next.href);
    expect(location(back).pathname + location(back).search).toBe("/voltline/es-mx");
  });

  it("never sends the browser off-site after sign-in, whatever returnTo says", async () => {
    const jar = new CookieJar();
    const callback = await toCallback(jar, "https://evil.example/steal");
    const done = await site(jar, callbackRoute, callback.href);
    expect(location(done).href).toBe(`${origin}/`);
  });

  it("signs out here and at the provider, then returns to the page", async () => {
    const jar = new CookieJar();
    await site(jar, callbackRoute, (await toCallback(jar, "/voltline/en")).href);
    expect((await (await site(jar, sessionRoute, `${origin}/api/auth/session`)).json()).signedIn).toBe(true);

    const crossSite = await site(jar, signOutRoute, `${origin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo: "/voltline/en/products" }), headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);

    const out = await site(jar, signOutRoute, `${origin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo: "/voltline/en/products" }), headers: { origin } });
    expect(out.status).toBe(303);
    const end = location(out);
    expect(`${end.origin}${end.pathname}`).toBe(`${issuer}/session/end`);
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${origin}/oauth/signed-out`);
    expect(end.searchParams.get("state")).toBe("/voltline/en/products");
    expect(end.searchParams.get("id_token_hint")).toBeTruthy();
    expect(await (await site(jar, sessionRoute, `${origin}/api/auth/session`)).json()).toEqual({ signedIn: false });

    const back = await site(jar, signedOutRoute, `${origin}/oauth/signed-out?state=${encodeURIComponent("/voltline/en/products")}`);
    expect(location(back).href).toBe(`${origin}/voltline/en/products`);
    const offSite = await site(jar, signedOutRoute, `${origin}/oauth/signed-out?state=${encodeURIComponent("//evil.example/x")}`);
    expect(location(offSite).href).toBe(`${origin}/`);
  });

  it("signing out ends the session on the server: the old cookie, kept aside, reads signed out (issue 12)", async () => {
    const jar = new CookieJar();
    await site(jar, callbackRoute, (await toCallback(jar, "/voltline/en")).href);
    const kept = jar.header(`${origin}/api/auth/session`);
    expect(kept).toContain("vl_session=");
    await site(jar, signOutRoute, `${origin}/api/auth/sign-out`, { method: "POST", body: new URLSearchParams({ returnTo: "/voltline/en" }), headers: { origin } });

    const replayed = await sessionRoute(new NextRequest(`${origin}/api/auth/session`, { headers: { cookie: kept } }));
    expect(await replayed.json()).toEqual({ signedIn: false });
    // The stale cookies are cleared on the way.
    expect(setCookie(replayed, "vl_session")).toMatch(/^vl_session=;/);
    expect(setCookie(replayed, "vl_account")).toMatch(/^vl_account=;/);
  });

  it("'sign out everywhere' ends every session of the account, in every browser, and no one else's (issue 12)", async () => {
    const [laptop, phone, colleague] = [new CookieJar(), new CookieJar(), new CookieJar()];
    await site(laptop, callbackRoute, (await toCallback(laptop, "/voltline/en")).href);
    await site(phone, callbackRoute, (await toCallback(phone, "/voltline/en")).href);
    await site(colleague, callbackRoute, (await toCallback(colleague, "/voltline/en", "contractor@voltline.example")).href);
    const signedIn = async (jar: CookieJar) => ((await (await site(jar, sessionRoute, `${origin}/api/auth/session`)).json()) as { signedIn: boolean }).signedIn;

    const everywhere = { method: "POST", body: new URLSearchParams({ returnTo: "/voltline/en", everywhere: "1" }) };
    expect((await site(phone, signOutRoute, `${origin}/api/auth/sign-out`, { ...everywhere, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await signedIn(laptop)).toBe(true);

    const out = await site(phone, signOutRoute, `${origin}/api/auth/sign-out`, { ...everywhere, headers: { origin } });
    expect(out.status).toBe(303);
    expect(location(out).pathname).toBe("/oidc/session/end");
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await signedIn(colleague)).toBe(true);
  });

  it("while the session store cannot be reached, the session route answers 503 and keeps the cookies", async () => {
    const jar = new CookieJar();
    await site(jar, callbackRoute, (await toCallback(jar, "/voltline/en")).href);
    const saved = { SESSION_STORE: process.env.SESSION_STORE, REDIS_URL: process.env.REDIS_URL };
    try {
      Object.assign(process.env, { SESSION_STORE: "redis", REDIS_URL: "redis://127.0.0.1:9" });
      await closeSessionStore();
      const response = await site(jar, sessionRoute, `${origin}/api/auth/session`);
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(response.headers.getSetCookie()).toEqual([]);
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
      else process.env[name] = value;
      await closeSessionStore();
    }
    expect(((await (await site(jar, sessionRoute, `${origin}/api/auth/session`)).json()) as { signedIn: boolean }).signedIn).toBe(true);
  });

  it("with no provider configured, or one that does not answer, sign-in returns to the page saying it is unavailable", async () => {
    const saved = process.env.OIDC_ISSUER;
    try {
      delete process.env.OIDC_ISSUER;
      const none = await site(new CookieJar(), signInRoute, `${origin}/api/auth/sign-in?returnTo=/voltline/fr-ca`);
      expect(location(none).pathname + location(none).search).toBe("/voltline/fr-ca?signin=unavailable");
      process.env.OIDC_ISSUER = "http://127.0.0.1:9/oidc";
      const down = await site(new CookieJar(), signInRoute, `${origin}/api/auth/sign-in?returnTo=/voltline/fr-ca`);
      expect(location(down).pathname + location(down).search).toBe("/voltline/fr-ca?signin=unavailable");
    } finally {
      process.env.OIDC_ISSUER = saved;
    }
  });
});
