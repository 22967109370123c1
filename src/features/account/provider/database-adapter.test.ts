// The embedded provider's database storage (issue 12): what oidc-provider's adapter interface needs, and a provider
// started again over the same database still knowing the browser that signed in before.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { getDb, oidcProviderEntries } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { CookieJar, fetchWithCookies } from "../testing/cookie-jar";
import { createDatabaseProviderStore } from "./database-adapter";
import { DEMO_PASSWORD } from "./demo-accounts";
import { createEmbeddedProvider, EMBEDDED_CLIENT_ID, isProviderRequest, type EmbeddedProvider } from "./embedded-provider";
import { MemoryStore } from "./memory-adapter";

describe.each(testDatabaseKinds())("embedded provider storage on the database (%s)", (kind) => {
  useTestDatabase(kind, "oidc_provider_store");
  let now = Date.parse("2026-11-26T08:00:00Z");
  const clock = () => now;

  it("finds what was stored until its TTL (plus tolerance) passes, and entries stored without one", async () => {
    const store = createDatabaseProviderStore(getDb, { clockToleranceSeconds: 5, now: clock });
    const codes = store.adapterFor("AuthorizationCode");
    await codes.upsert("c1", { grantId: "g1", scope: "openid" }, 60);
    await store.adapterFor("Client").upsert("k1", { client_id: "k1" });
    expect(await codes.find("c1")).toEqual({ grantId: "g1", scope: "openid" });
    now += 64_000;
    expect(await codes.find("c1")).toBeDefined();
    now += 2_000;
    expect(await codes.find("c1")).toBeUndefined();
    expect(await store.adapterFor("Client").find("k1")).toEqual({ client_id: "k1" });
  });

  it("keeps models apart, finds sessions by uid and device codes by user code, marks consumption, upserts and destroys", async () => {
    const store = createDatabaseProviderStore(getDb, { now: clock });
    const sessions = store.adapterFor("Session");
    const interactions = store.adapterFor("Interaction");
    await sessions.upsert("s1", { uid: "u1", accountId: "a" }, 60);
    await interactions.upsert("s1", { uid: "u1", kind: "Interaction" }, 60);
    expect(await sessions.findByUid("u1")).toMatchObject({ accountId: "a" });
    expect(await interactions.find("s1")).toEqual({ uid: "u1", kind: "Interaction" });
    await interactions.destroy("s1");
    expect(await sessions.findByUid("u1")).toMatchObject({ accountId: "a" });
    await sessions.upsert("s1", { uid: "u2", accountId: "b" }, 60);
    expect(await sessions.findByUid("u1")).toBeUndefined();
    expect(await sessions.findByUid("u2")).toMatchObject({ accountId: "b" });
    await sessions.consume("s1");
    expect((await sessions.find("s1"))?.consumed).toBe(Math.floor(now / 1000));
    await sessions.destroy("s1");
    expect(await sessions.findByUid("u2")).toBeUndefined();

    const devices = store.adapterFor("DeviceCode");
    await devices.upsert("d1", { userCode: "ABCD-EFGH", grantId: "g9" }, 60);
    expect(await devices.findByUserCode("ABCD-EFGH")).toMatchObject({ grantId: "g9" });
    expect(await store.adapterFor("AccessToken").findByUserCode("ABCD-EFGH")).toBeUndefined();
  });

  it("revokes a grant's tokens, and no other grant's", async () => {
    const store = createDatabaseProviderStore(getDb, { now: clock });
    const access = store.adapterFor("AccessToken");
    await access.upsert("t1", { grantId: "g1" }, 60);
    await access.upsert("t2", { grantId: "g2" }, 60);
    await access.revokeByGrantId("g1");
    expect(await access.find("t1")).toBeUndefined();
    expect(await access.find("t2")).toBeDefined();
  });

  it("a new store over the same database sees what the old one stored; expired rows are purged", async () => {
    const first = createDatabaseProviderStore(getDb, { now: clock, clockToleranceSeconds: 0 });
    await first.adapterFor("Session").upsert("restart", { uid: "u-restart", accountId: "acct-engineer" }, 3_600);
    await first.adapterFor("Interaction").upsert("old", { uid: "u-old" }, 10);
    const second = createDatabaseProviderStore(getDb, { now: clock, clockToleranceSeconds: 0 });
    expect(await second.adapterFor("Session").findByUid("u-restart")).toMatchObject({ accountId: "acct-engineer" });

    now += 60_000;
    const before = (await (await getDb()).select({ n: count() }).from(oidcProviderEntries))[0]!.n;
    expect(await second.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect((await (await getDb()).select({ n: count() }).from(oidcProviderEntries))[0]!.n).toBeLessThan(before);
    expect(await second.adapterFor("Session").find("restart")).toBeDefined();
  });
});

describe("the embedded provider started again (issue 12: its sessions survive a restart)", () => {
  useTestDatabase("pglite", "oidc_provider_restart");
  const secret = "restart-test-secret-restart-test-secret";
  let server: Server;
  let origin: string;
  let issuer: string;
  let current: EmbeddedProvider;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "voltline-op-restart-"));
    server = createServer((request, response) => {
      if (isProviderRequest(request.url ?? "/", issuer)) current.handle(request, response);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    issuer = `${origin}/oidc`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (store: { adapterFor: MemoryStore["adapterFor"] }) => createEmbeddedProvider({ issuer, siteOrigins: [origin], secret, dataDir, store });

  function authorizationUrl(): string {
    const verifier = randomBytes(32).toString("base64url");
    const params = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      redirect_uri: `${origin}/oauth/callback`,
      response_type: "code",
      scope: "openid profile email",
      state: randomBytes(12).toString("base64url"),
      nonce: randomBytes(12).toString("base64url"),
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    });
    return `${issuer}/auth?${params}`;
  }

  /** Follows the provider's redirects from an authorization request: the site's callback, or the sign-in page. */
  async function authorize(jar: CookieJar): Promise<URL> {
    let next = new URL(authorizationUrl());
    for (let hop = 0; hop < 6 && next.href.startsWith(`${issuer}/`) && !next.pathname.startsWith("/oidc/interaction/"); hop += 1) {
      const response = await fetchWithCookies(jar, next.href);
      next = new URL(response.headers.get("location") ?? "", origin);
    }
    return next;
  }

  async function signIn(jar: CookieJar): Promise<void> {
    const interaction = await authorize(jar);
    expect(interaction.pathname).toMatch(/^\/oidc\/interaction\//);
    const login = await fetchWithCookies(jar, `${interaction.href}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "engineer@voltline.example", password: DEMO_PASSWORD }).toString(),
    });
    let next = new URL(login.headers.get("location") ?? "", origin);
    while (next.href.startsWith(`${issuer}/`)) next = new URL((await fetchWithCookies(jar, next.href)).headers.get("location") ?? "", origin);
    expect(next.pathname).toBe("/oauth/callback");
  }

  it("with the database store, a browser signed in before the restart is signed in after it (no password asked)", async () => {
    current = await start(createDatabaseProviderStore(getDb));
    const jar = new CookieJar();
    await signIn(jar);
    current = await start(createDatabaseProviderStore(getDb));
    const after = await authorize(jar);
    expect(after.pathname).toBe("/oauth/callback");
    expect(after.searchParams.get("code")).toBeTruthy();
  });

  it("with memory only (as before), the same browser is asked to sign in again", async () => {
    current = await start(new MemoryStore());
    const jar = new CookieJar();
    await signIn(jar);
    current = await start(new MemoryStore());
    expect((await authorize(jar)).pathname).toMatch(/^\/oidc\/interaction\//);
  });
});
