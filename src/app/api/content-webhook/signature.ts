// HMAC-SHA256 signature of the publish webhook's raw body (header x-voltline-signature, hex).
import { createHmac, timingSafeEqual } from "node:crypto";

export const WEBHOOK_SIGNATURE_HEADER = "x-voltline-signature";

export function signWebhookBody(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body).digest("hex");
}

export function isValidWebhookSignature(body: string, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signWebhookBody(body, secret), "hex");
  const given = Buffer.from(signature.trim().replace(/^sha256=/, ""), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
