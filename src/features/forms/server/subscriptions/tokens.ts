// Signed links of the subscribe form (F9): `confirm` (7 days) and `unsubscribe` (no expiry). A token carries the
// subscription id, its purpose and its expiry, signed with HMAC-SHA256 under the forms secret; nothing is stored for
// it. Pure apart from the secret passed in.
import { createHmac, timingSafeEqual } from "node:crypto";

export type TokenPurpose = "confirm" | "unsubscribe";
export const CONFIRM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Far longer than any token this signs: a longer one is refused unread. */
export const MAX_TOKEN_LENGTH = 256;

interface Payload {
  /** Subscription id. */
  s: number;
  p: TokenPurpose;
  /** Expiry in seconds since the epoch; 0 for none. */
  e: number;
}

export type TokenCheck = { ok: true; subscriptionId: number } | { ok: false; reason: "invalid" | "expired" | "purpose" };

const mac = (secret: string, body: string) => createHmac("sha256", secret).update(`subscription-token:${body}`).digest("base64url");

export function signToken(subscriptionId: number, purpose: TokenPurpose, secret: string, now: Date = new Date()): string {
  const expires = purpose === "confirm" ? Math.floor((now.getTime() + CONFIRM_TOKEN_LIFETIME_MS) / 1000) : 0;
  const body = Buffer.from(JSON.stringify({ s: subscriptionId, p: purpose, e: expires } satisfies Payload)).toString("base64url");
  return `${body}.${mac(secret, body)}`;
}

export function verifyToken(token: unknown, purpose: TokenPurpose, secret: string, now: Date = new Date()): TokenCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "invalid" };
  const [body, signature, ...rest] = token.split(".");
  if (!body || !signature || rest.length > 0) return { ok: false, reason: "invalid" };
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (typeof payload !== "object" || payload === null || !Number.isSafeInteger(payload.s) || (payload.s as number) <= 0 || typeof payload.e !== "number") return { ok: false, reason: "invalid" };
  if (payload.p !== purpose) return { ok: false, reason: "purpose" };
  if (payload.e !== 0 && payload.e * 1000 < now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subscriptionId: payload.s as number };
}
