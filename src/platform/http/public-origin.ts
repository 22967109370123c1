// The origin visitors reach the site at, from configuration only: every redirect the app answers and every redirect
// URI it hands a provider is built on it, never on a request's Host or X-Forwarded-Host, which anyone can write.
import { isOriginPath } from "@/platform/navigation/safe-target";
import { requestForwardedHttps, trustedProxies } from "./trusted-proxy";

type Env = Record<string, string | undefined>;

export const DEFAULT_PORT = 3000;

/** The URL host of the address a server listens on: a wildcard address is reached as localhost, IPv6 in brackets. */
export function urlHost(host: string | undefined): string {
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]") return "localhost";
  return host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
}

/** The origin of this machine's own server: http://{HOST or localhost}:{PORT}. */
export function localOrigin(host: string | undefined, port: number | string | undefined): string {
  return `http://${urlHost(host)}:${port || DEFAULT_PORT}`;
}

function originOf(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL such as https://www.voltline.example, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`${variable} must be an http(s) URL, got "${value}"`);
  return url.origin;
}

let memoKey: string | undefined;
let memoOrigin = "";

/**
 * PUBLIC_ORIGIN; unset, the embedded default: the origin of OIDC_EMBEDDED_ISSUER when set, else
 * http://{HOST or localhost}:{PORT}, where `npm start` and its embedded provider are reached (the journeys' 127.0.0.1).
 * Throws on a value that is not an http(s) URL: server/main.ts calls it at start so that fails at once.
 */
export function publicOrigin(env: Env = process.env): string {
  const key = `${env.PUBLIC_ORIGIN}\n${env.OIDC_EMBEDDED_ISSUER}\n${env.HOST}\n${env.PORT}`;
  if (key !== memoKey) {
    if (env.PUBLIC_ORIGIN) memoOrigin = originOf(env.PUBLIC_ORIGIN, "PUBLIC_ORIGIN");
    else if (env.OIDC_EMBEDDED_ISSUER) memoOrigin = originOf(env.OIDC_EMBEDDED_ISSUER, "OIDC_EMBEDDED_ISSUER");
    else memoOrigin = localOrigin(env.HOST, env.PORT);
    memoKey = key;
  }
  return memoOrigin;
}

export const isSecureOrigin = (origin: string): boolean => origin.startsWith("https:");

/**
 * Whether cookies set in answer to `request` get `Secure`: the public origin is https, or a configured proxy says the
 * browser reached it over https (X-Forwarded-Proto, honoured only with TRUST_PROXY).
 */
export function isSecureRequest(request: Request, env: Env = process.env): boolean {
  return isSecureOrigin(publicOrigin(env)) || requestForwardedHttps(request, trustedProxies(env));
}

/** The absolute URL of a same-site path on the public origin; the home page for anything that is not one. */
export function onPublicOrigin(path: string, env: Env = process.env): URL {
  const origin = publicOrigin(env);
  const url = new URL(isOriginPath(path) ? path : "/", origin);
  return url.origin === origin ? url : new URL("/", origin);
}
