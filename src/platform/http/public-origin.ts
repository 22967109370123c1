// The origin visitors reach the site at, from configuration only: every redirect the app answers and every redirect
// URI it hands a provider is built on it, never on a request's Host or X-Forwarded-Host, which anyone can write.
import { isOriginPath } from "@/platform/navigation/safe-target";

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

/** Cookies get `Secure` when the public origin is https (behind a TLS-terminating proxy, PUBLIC_ORIGIN says so). */
export const isSecureOrigin = (origin: string): boolean => origin.startsWith("https:");

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether `host` (a request's Host) is this machine's own server under another loopback name than the public origin's
 * (127.0.0.1:3000 for http://localhost:3000). Only without PUBLIC_ORIGIN: a configured deployment is reached one way.
 */
export function isLoopbackAlias(host: string | null, env: Env = process.env): boolean {
  if (!host || env.PUBLIC_ORIGIN) return false;
  const origin = new URL(publicOrigin(env));
  let requested: URL;
  try {
    requested = new URL(`http://${host}`);
  } catch {
    return false;
  }
  return requested.host !== origin.host && requested.port === origin.port && LOOPBACK_NAMES.has(requested.hostname) && LOOPBACK_NAMES.has(origin.hostname);
}

/** The absolute URL of a same-site path on the public origin; the home page for anything that is not one. */
export function onPublicOrigin(path: string, env: Env = process.env): URL {
  const origin = publicOrigin(env);
  const url = new URL(isOriginPath(path) ? path : "/", origin);
  return url.origin === origin ? url : new URL("/", origin);
}
