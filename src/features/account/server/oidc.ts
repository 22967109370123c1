// Sign-in with OpenID Connect (A1), the relying party: authorization code with PKCE (S256), state and nonce, with
// `openid-client`. The same code talks to any OIDC issuer: the embedded provider of `npm start` (the server sets
// OIDC_ISSUER to it) or the production identity provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET).
import "server-only";
import * as oidc from "openid-client";
import type { JWTPayload } from "jose";
import { EMBEDDED_TOKEN_NAMESPACE } from "../session";
import { accountUserToken } from "./account-token";
import type { SessionAccount } from "./session-store";

export const SIGN_IN_SCOPE = "openid profile email";
/** Discovery and token requests to the provider give up after this long: a slow provider fails sign-in, not the site. */
const PROVIDER_TIMEOUT_SECONDS = 5;

export interface OidcSettings {
  issuer: URL;
  clientId: string;
  /** Unset: a public client (PKCE only), as the embedded provider registers it. */
  clientSecret?: string;
  /** What account tokens derive from: EMBEDDED_TOKEN_NAMESPACE for the embedded provider, else (unset) the issuer. */
  tokenNamespace?: string;
}

/** The identity provider of this deployment, or undefined when none is configured (sign-in is then unavailable). */
export function oidcSettings(env: NodeJS.ProcessEnv = process.env): OidcSettings | undefined {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return undefined;
  let issuer: URL;
  try {
    issuer = new URL(env.OIDC_ISSUER);
  } catch {
    return undefined;
  }
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    ...(env.OIDC_EMBEDDED === "1" ? { tokenNamespace: EMBEDDED_TOKEN_NAMESPACE } : {}),
  };
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's discovered configuration, fetched once per process (again after a failure). */
export function oidcConfiguration(settings: OidcSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer.href} ${settings.clientId}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const auth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
    configuration = oidc.discovery(settings.issuer, settings.clientId, undefined, auth, {
      timeout: PROVIDER_TIMEOUT_SECONDS,
      // Plain HTTP only for a provider on this machine (the embedded one); anything else must be HTTPS.
      execute: settings.issuer.protocol === "http:" && isLoopback(settings.issuer.hostname) ? [oidc.allowInsecureRequests] : [],
    });
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

/** What must survive the trip to the provider and back, sealed in a short-lived cookie. */
export interface SignInTransaction extends JWTPayload {
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
}

export async function beginSignIn(
  configuration: oidc.Configuration,
  request: { redirectUri: string; returnTo: string; uiLocale: string },
): Promise<{ url: URL; transaction: SignInTransaction }> {
  const verifier = oidc.randomPKCECodeVerifier();
  const transaction: SignInTransaction = { verifier, state: oidc.randomState(), nonce: oidc.randomNonce(), redirectUri: request.redirectUri, returnTo: request.returnTo };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: request.redirectUri,
    scope: SIGN_IN_SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state: transaction.state,
    nonce: transaction.nonce,
    ui_locales: request.uiLocale,
  });
  return { url, transaction };
}

/**
 * Exchanges the code the provider sent back to the callback (its query in `callbackSearch`) for tokens, checking
 * state, nonce and the PKCE verifier, and returns who signed in; throws when any check or the exchange fails.
 */
export async function completeSignIn(
  configuration: oidc.Configuration,
  callbackSearch: URLSearchParams,
  transaction: SignInTransaction,
  tokenNamespace?: string,
): Promise<SessionAccount> {
  // The redirect URI the provider was given, with the parameters it sent back (the request's own host may differ).
  const currentUrl = new URL(transaction.redirectUri);
  callbackSearch.forEach((value, name) => currentUrl.searchParams.append(name, value));
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the provider sent no id token");
  const email = typeof claims.email === "string" ? claims.email : "";
  const name = [claims.name, [claims.given_name, claims.family_name].filter(Boolean).join(" "), email].find((value) => typeof value === "string" && value.trim() !== "") as string | undefined;
  return {
    subject: claims.sub,
    name: name ?? claims.sub,
    email,
    userToken: accountUserToken(tokenNamespace ?? configuration.serverMetadata().issuer, claims.sub),
    ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
  };
}

/** Where to send the browser to end the provider's session too; undefined when the provider has no such endpoint. */
export function endSessionUrl(configuration: oidc.Configuration, request: { idToken?: string; postLogoutRedirectUri: string; state: string }): URL | undefined {
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  return oidc.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: request.postLogoutRedirectUri,
    state: request.state,
    ...(request.idToken ? { id_token_hint: request.idToken } : {}),
  });
}
