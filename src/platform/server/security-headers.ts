// The browser security headers every response of the production server carries (issue 12, ADR 25): one place builds
// them from configuration, server/main.ts sets them.
import { GOOGLE_MAPS_ORIGINS } from "@/platform/maps/config";
export interface SecurityPolicyConfig {
  /** The public origin is https: Strict-Transport-Security and upgrade-insecure-requests are sent. */
  https: boolean;
  /** Origins CMS script blocks may load scripts from (SCRIPT_ALLOWED_ORIGINS). */
  scriptOrigins: string[];
  /** Origins the browser's search talks to (Algolia's hosts when the browser searches Algolia). */
  connectOrigins: string[];
  /** Where forms and the redirects that follow them may go: the OpenID provider's origin when it is another one. */
  formOrigins: string[];
  /** Frames the pages may embed; none (default-src 'self') unless a configured third party needs one (reCAPTCHA). */
  frameOrigins: string[];
  /** Image hosts beyond the CMS's (Google Maps' when it is the maps provider, Brightcove's posters when configured). */
  imageOrigins?: string[];
  /** Media hosts beyond the CMS's (Brightcove's delivery hosts when it is the video player). */
  mediaOrigins?: string[];
}

/**
 * Sources a configured outside service adds to the policy (the forms' reCAPTCHA: its script, frame and connect paths),
 * given by the feature that uses it; nothing when it is not configured.
 */
export interface PolicySources {
  scriptOrigins?: readonly string[];
  connectOrigins?: readonly string[];
  frameOrigins?: readonly string[];
  mediaOrigins?: readonly string[];
  imageOrigins?: readonly string[];
}

/** Hosts of CMS (Contentful) images and media the pages may embed directly. */
export const CMS_IMAGE_ORIGINS = ["https://images.ctfassets.net", "https://assets.ctfassets.net"];
export const CMS_MEDIA_ORIGINS = ["https://videos.ctfassets.net", "https://assets.ctfassets.net"];

type Env = Record<string, string | undefined>;

/**
 * Whether the site's public origin is https: PUBLIC_ORIGIN, else NEXT_PUBLIC_SITE_ORIGIN. Unset (the embedded default
 * on http://localhost) or unparsable: no.
 */
export function publicOriginIsHttps(env: Env = process.env): boolean {
  const origin = env.PUBLIC_ORIGIN?.trim() || env.NEXT_PUBLIC_SITE_ORIGIN?.trim();
  if (!origin) return false;
  try {
    return new URL(origin).protocol === "https:";
  } catch {
    return false;
  }
}

/** Algolia's hosts for an application id, as algoliasearch v5 picks them (DSN, main, then the three fallbacks). */
export function algoliaOrigins(appId: string): string[] {
  const id = appId.trim().toLowerCase();
  if (!/^[a-z0-9]{1,32}$/.test(id)) return [];
  return [`https://${id}-dsn.algolia.net`, `https://${id}.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The policy's configuration from the environment (read after the embedded provider has set OIDC_ISSUER);
 * `scriptOrigins` are those the Script block allows (its parseAllowedOrigins of SCRIPT_ALLOWED_ORIGINS), `services`
 * the sources of configured outside services (the forms' captcha).
 */
export function securityPolicyConfig(env: Env = process.env, scriptOrigins: readonly string[] = [], services: readonly PolicySources[] = []): SecurityPolicyConfig {
  const issuer = originOf(env.OIDC_ISSUER);
  const algolia = env.NEXT_PUBLIC_ALGOLIA_APP_ID && env.NEXT_PUBLIC_ALGOLIA_SEARCH_API_KEY ? algoliaOrigins(env.NEXT_PUBLIC_ALGOLIA_APP_ID) : [];
  // Google Places in the browser (MAPS_PROVIDER=google, issue 14): its script, its API hosts and its images.
  const google = env.MAPS_PROVIDER?.trim() === "google";
  return {
    https: publicOriginIsHttps(env),
    scriptOrigins: [...scriptOrigins, ...services.flatMap((service) => service.scriptOrigins ?? []), ...(google ? GOOGLE_MAPS_ORIGINS.script : [])],
    connectOrigins: [...algolia, ...services.flatMap((service) => service.connectOrigins ?? []), ...(google ? GOOGLE_MAPS_ORIGINS.connect : [])],
    imageOrigins: [...services.flatMap((service) => service.imageOrigins ?? []), ...(google ? GOOGLE_MAPS_ORIGINS.image : [])],
    mediaOrigins: services.flatMap((service) => service.mediaOrigins ?? []),
    formOrigins: issuer ? [issuer] : [],
    frameOrigins: services.flatMap((service) => service.frameOrigins ?? []),
  };
}

/**
 * The Content-Security-Policy of a response. `scriptHashes` are the `'sha256-…'` sources of the inline scripts the
 * response may run (inline-scripts.ts); without them no inline script runs. No 'unsafe-inline' nor 'unsafe-eval' for
 * scripts; styles keep 'unsafe-inline' (React writes style attributes, the pages inline critical CSS).
 */
export function contentSecurityPolicy(config: SecurityPolicyConfig, scriptHashes: readonly string[] = []): string {
  const list = (...sources: string[]) => [...new Set(sources)].join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...config.scriptOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", "blob:", ...CMS_IMAGE_ORIGINS, ...(config.imageOrigins ?? []))}`,
    `media-src ${list("'self'", "blob:", ...CMS_MEDIA_ORIGINS, ...(config.mediaOrigins ?? []))}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...config.connectOrigins)}`,
    // Without one, frames fall back to default-src 'self'.
    ...(config.frameOrigins.length > 0 ? [`frame-src ${list("'self'", ...config.frameOrigins)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...config.formOrigins)}`,
    "frame-ancestors 'none'",
    ...(config.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

/** The headers every response carries whatever its type (the CSP is set per response: see contentSecurityPolicy). */
export function securityHeaders(config: SecurityPolicyConfig): Record<string, string> {
  return {
    ...(config.https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
  };
}
