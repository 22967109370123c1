import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { embeddedSiteOrigins, startEmbeddedIdentityProvider } from "./embedded-setup";
import { EMBEDDED_CLIENT_ID } from "./embedded-provider";

type Env = Record<string, string | undefined>;

describe("startEmbeddedIdentityProvider", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "voltline-setup-"));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stays off when another provider is configured", async () => {
    const env: Env = { OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "site" };
    expect(await startEmbeddedIdentityProvider({ port: 3000, env, dataDir })).toBeUndefined();
    expect(env).toEqual({ OIDC_ISSUER: "https://id.example.com", OIDC_CLIENT_ID: "site" });
  });

  it("serves /oidc on the site's port and tells the app where it is, with the secret kept in the data directory", async () => {
    const env: Env = { OIDC_CLIENT_SECRET: "for-another-provider" };
    const identity = await startEmbeddedIdentityProvider({ port: 4567, env, dataDir });
    expect(identity?.issuer).toBe("http://localhost:4567/oidc");
    expect(env.OIDC_ISSUER).toBe("http://localhost:4567/oidc");
    expect(env.OIDC_CLIENT_ID).toBe(EMBEDDED_CLIENT_ID);
    expect(env.OIDC_EMBEDDED).toBe("1");
    expect(env.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(env.OIDC_CLIENT_SECRET).toBeUndefined();
    expect(identity?.matches("/oidc/auth?x=1")).toBe(true);
    expect(identity?.matches("/en")).toBe(false);

    const again: Env = { OIDC_EMBEDDED_ISSUER: "http://0.0.0.0:80/oidc" };
    await startEmbeddedIdentityProvider({ host: "0.0.0.0", port: 4567, env: again, dataDir });
    expect(again.SESSION_SECRET).toBe(env.SESSION_SECRET);
    expect(again.OIDC_ISSUER).toBe("http://0.0.0.0:80/oidc");
  });

  it("keeps a SESSION_SECRET it is given, and names a wildcard host localhost", async () => {
    const env: Env = { SESSION_SECRET: "s".repeat(48) };
    const identity = await startEmbeddedIdentityProvider({ host: "0.0.0.0", port: 8080, env, dataDir });
    expect(identity?.issuer).toBe("http://localhost:8080/oidc");
    expect(env.SESSION_SECRET).toBe("s".repeat(48));
  });
});

describe("embeddedSiteOrigins", () => {
  it("registers localhost, 127.0.0.1, the issuer's origin and the public site origin, once each", () => {
    expect(embeddedSiteOrigins(3000, "http://localhost:3000/oidc", "https://www.voltline.example/")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "https://www.voltline.example",
    ]);
    expect(embeddedSiteOrigins(3000, "http://sites.internal:8080/oidc")).toContain("http://sites.internal:8080");
  });
});
