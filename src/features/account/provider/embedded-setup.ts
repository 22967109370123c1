// Wiring of the embedded OpenID provider into the site's own Node server (server/main.ts): used when no outside
// provider is configured (OIDC_ISSUER unset). It then tells the Next app in the same process, through the same
// variables a production deployment sets, where its provider is.
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { getDb } from "@/platform/db";
import { createDatabaseProviderStore } from "./database-adapter";
import { localOrigin, publicOrigin } from "@/platform/http/public-origin";
import { trustedProxies } from "@/platform/http/trusted-proxy";
import { createEmbeddedProvider, EMBEDDED_CLIENT_ID, isProviderRequest, type EmbeddedProviderOptions } from "./embedded-provider";
import { loadOrCreateSecret } from "./secret";

export interface EmbeddedIdentityOptions {
  /** HOST the server listens on (undefined: all interfaces, reached as localhost). */
  host?: string;
  port: number;
  /** Read and updated: OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_EMBEDDED, SESSION_SECRET; read: PUBLIC_ORIGIN, TRUST_PROXY. */
  env?: Record<string, string | undefined>;
  /** The secret file and the signing keys live here. */
  dataDir?: string;
  /** The provider's sessions, grants and codes: the app's database by default, so they survive a restart. */
  store?: EmbeddedProviderOptions["store"];
}

export interface EmbeddedIdentity {
  issuer: string;
  /** Whether a request (its IncomingMessage.url) is the provider's: the path is under the issuer's. */
  matches(url: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/** The site origins whose callback and signed-out pages the embedded client registers. */
export function embeddedSiteOrigins(port: number, issuer: string, ...siteOrigins: (string | undefined)[]): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, new URL(issuer).origin];
  for (const siteOrigin of siteOrigins) if (siteOrigin) origins.push(new URL(siteOrigin).origin);
  return [...new Set(origins)];
}

/**
 * Starts the embedded provider unless OIDC_ISSUER names another one (then undefined). Its issuer is
 * OIDC_EMBEDDED_ISSUER or http://{HOST or localhost}:{PORT}/oidc; the secret is SESSION_SECRET or the one kept in
 * `.data/session-secret`. Sets OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_EMBEDDED=1 and (if unset) SESSION_SECRET for the
 * Next app: call it before creating that app.
 */
export async function startEmbeddedIdentityProvider({
  host,
  port,
  env = process.env,
  dataDir = path.join(process.cwd(), ".data"),
  store = createDatabaseProviderStore(getDb),
}: EmbeddedIdentityOptions): Promise<EmbeddedIdentity | undefined> {
  if (env.OIDC_ISSUER) return undefined;
  const issuer = env.OIDC_EMBEDDED_ISSUER || `${localOrigin(host, port)}/oidc`;
  const secret = env.SESSION_SECRET || loadOrCreateSecret(dataDir);
  const embedded = await createEmbeddedProvider({
    issuer,
    siteOrigins: embeddedSiteOrigins(port, issuer, env.NEXT_PUBLIC_SITE_ORIGIN, env.PUBLIC_ORIGIN ? publicOrigin(env) : undefined),
    secret,
    dataDir,
    store,
    trustedProxies: trustedProxies(env),
  });

  env.OIDC_ISSUER = issuer;
  env.OIDC_CLIENT_ID = EMBEDDED_CLIENT_ID;
  env.OIDC_EMBEDDED = "1";
  if (!env.SESSION_SECRET) env.SESSION_SECRET = secret;
  // The embedded client is public (PKCE, no secret): a secret meant for another provider must not be sent to it.
  delete env.OIDC_CLIENT_SECRET;

  return {
    issuer,
    matches: (url) => isProviderRequest(url, issuer),
    handle: embedded.handle,
  };
}
