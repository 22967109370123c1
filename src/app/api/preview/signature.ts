// Signed draft-preview links (C7): HMAC-SHA256 with PREVIEW_SECRET over path and expiry, same-site paths only.
import { createHmac, timingSafeEqual } from "node:crypto";
import { isOriginPath, sameSitePath } from "@/platform/navigation/safe-target";

export interface PreviewLink {
  path: string;
  /** Unix time in seconds after which the link is refused. */
  expires: number;
  signature: string;
}

export const DEFAULT_PREVIEW_TTL_SECONDS = 60 * 60;

/** A site path: starts with one "/" and cannot be read as another host ("//x", "/\x"), even once normalised ("/.//x"). */
export function isSameSitePath(path: string): boolean {
  return isOriginPath(path) && sameSitePath(path, "http://site.invalid") !== undefined;
}

function mac(path: string, expires: number, secret: string): string {
  return createHmac("sha256", secret).update(`${path}\n${expires}`).digest("hex");
}

export function signPreviewPath(path: string, secret: string, now = Date.now(), ttlSeconds = DEFAULT_PREVIEW_TTL_SECONDS): PreviewLink {
  if (!isSameSitePath(path)) throw new Error(`Preview path must be a site path starting with "/": ${path}`);
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return { path, expires, signature: mac(path, expires, secret) };
}

export function previewQuery(link: PreviewLink): string {
  return new URLSearchParams({ path: link.path, expires: String(link.expires), signature: link.signature }).toString();
}

export function verifyPreviewLink(
  params: { path: string | null; expires: string | null; signature: string | null },
  secret: string | undefined,
  now = Date.now(),
): { ok: true; path: string } | { ok: false; reason: "missing" | "expired" | "invalid" } {
  const { path, expires, signature } = params;
  if (!secret || !path || !expires || !signature) return { ok: false, reason: "missing" };
  const expiresAt = Number(expires);
  if (!/^\d+$/.test(expires) || !isSameSitePath(path)) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(path, expiresAt, secret), "hex");
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (expiresAt * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, path };
}
