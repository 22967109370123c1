// Issue 12 leftovers on the embedded provider, mounted as server/main.ts mounts it (bodies drained after an early
// answer): a body past the provider's bound is refused with 413 before or while it arrives, never read whole and never
// answered with a reset; and when its store (the database) is down, sign-in answers a translated 503, not a 500.
import { createHash, randomBytes } from "node:crypto";
import type { Adapter } from "oidc-provider";
import { describe, expect, it } from "vitest";
import { CookieJar, fetchWithCookies } from "../testing/cookie-jar";
import { embeddedProviderServers, type RunningProvider } from "../testing/provider-server";
import { MemoryStore } from "./memory-adapter";
import { EMBEDDED_CLIENT_ID, MAX_PROVIDER_BODY_BYTES } from "./embedded-provider";

const start = embeddedProviderServers("limits", { secret: "limits-secret-limits-secret" }, { drainBody: true });

const FOUR_MB = 4 * 1024 * 1024;
const tokenForm = (extra = "") =>
  `grant_type=authorization_code&code=forged-code&client_id=${EMBEDDED_CLIENT_ID}&code_verifier=${"v".repeat(43)}&redirect_uri=http%3A%2F%2Fevil.example%2F${extra}`;

/** A body sent chunked (no Content-Length), as a stream of 64 KiB pieces. */
function chunked(bytes: Buffer): { body: ReadableStream<Uint8Array>; duplex: "half" } {
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
  return { body, duplex: "half" };
}

describe("issue 12: request bodies at the embedded provider", () => {
  it("POST /oidc/token with 4 MB declared: 413 with a translated OAuth error, before the body is read", async () => {
    const op = await start();
    const response = await fetch(`${op.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "fr-CA" },
      body: tokenForm(`&pad=${"a".repeat(FOUR_MB)}`),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ error: "invalid_request", error_description: expect.stringContaining("Cette requête contient plus de données") });
  });

  it("POST /oidc/token with 4 MB chunked: 413 as soon as the bound is passed", async () => {
    const op = await start();
    const response = await fetch(`${op.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ...chunked(Buffer.from(tokenForm(`&pad=${"a".repeat(FOUR_MB)}`))),
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error_description: string }).error_description).toContain("more data than sign-in ever needs");
  });

  it("a chunked token request within the bound still reaches oidc-provider, parsed", async () => {
    const op = await start();
    const response = await fetch(`${op.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ...chunked(Buffer.from(tokenForm())),
    } as RequestInit);
    expect(response.status).toBe(400);
    // The forged code is what is refused: the body was read (no "failed to parse", no missing grant_type).
    expect(await response.json()).toMatchObject({ error: "invalid_grant" });
    expect(MAX_PROVIDER_BODY_BYTES).toBe(56 * 1024);
  });

  it("the sign-in form with 4 MB: a translated 413 page for the browser", async () => {
    const op = await start();
    for (const options of [{}, chunked(Buffer.alloc(FOUR_MB, 0x61))]) {
      const response = await fetch(`${op.issuer}/interaction/abc123/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "accept-language": "es-MX" },
        body: `email=a%40b.c&password=${"p".repeat(FOUR_MB)}`,
        ...options,
      } as RequestInit);
      expect(response.status).toBe(413);
      const html = await response.text();
      expect(html).toContain('lang="es-MX"');
      expect(html).toContain("Solicitud demasiado grande");
    }
  });
});

/** A store whose database refuses connections. */
function storeDown(): { adapterFor(model: string): Adapter } {
  const refused = () => Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
  const adapter = { upsert: refused, find: refused, findByUserCode: refused, findByUid: refused, consume: refused, destroy: refused, revokeByGrantId: refused } as unknown as Adapter;
  return { adapterFor: () => adapter };
}

function authorizationUrl(op: RunningProvider, locale: string): string {
  const verifier = randomBytes(32).toString("base64url");
  const params = new URLSearchParams({
    client_id: EMBEDDED_CLIENT_ID,
    redirect_uri: `${op.origin}/oauth/callback`,
    response_type: "code",
    scope: "openid profile email",
    state: "s",
    nonce: "n",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ui_locales: locale,
  });
  return `${op.issuer}/auth?${params}`;
}

describe("issue 12: the provider's store (database) down", () => {
  it("sign-in answers a translated 503 page with Retry-After, in each language, never a 500", async () => {
    const op = await start({ store: storeDown() });
    for (const [locale, title] of [["en", "Sign-in is temporarily unavailable"], ["fr", "La connexion est temporairement indisponible"], ["es", "El inicio de sesión no está disponible por ahora"]] as const) {
      const response = await fetchWithCookies(new CookieJar(), authorizationUrl(op, locale), { headers: { accept: "text/html" } });
      expect(response.status, locale).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      const html = await response.text();
      expect(html).toContain(title);
      expect(html).not.toContain("ECONNREFUSED");
    }
  });

  it("the token endpoint answers 503 temporarily_unavailable in JSON", async () => {
    const op = await start({ store: storeDown() });
    const response = await fetch(`${op.issuer}/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: tokenForm().replace("evil.example", "127.0.0.1") });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ error: "temporarily_unavailable", error_description: "Sign-in is temporarily unavailable" });
  });

  it("a sign-in page opened before the store went down answers 503, shown and on submit", async () => {
    const memory = new MemoryStore();
    const state = { down: false };
    const switchable = {
      adapterFor(model: string): Adapter {
        const up = memory.adapterFor(model);
        const down = storeDown().adapterFor(model);
        return new Proxy(up, { get: (target, name) => Reflect.get(state.down ? down : target, name) as unknown });
      },
    };
    const op = await start({ store: switchable });
    const jar = new CookieJar();
    const started = await fetchWithCookies(jar, authorizationUrl(op, "fr"));
    expect(started.status).toBe(303);
    const interaction = new URL(started.headers.get("location") ?? "", op.origin).href;
    state.down = true;
    const page = await fetchWithCookies(jar, interaction, { headers: { accept: "text/html", "accept-language": "fr-CA" } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("La connexion est temporairement indisponible");
    const submitted = await fetchWithCookies(jar, `${interaction}/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: "email=a%40b.c&password=x",
    });
    expect(submitted.status).toBe(503);
    expect(submitted.headers.get("retry-after")).toBe("30");
  });
});
