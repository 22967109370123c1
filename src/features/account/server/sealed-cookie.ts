// Sealed cookies (A1): a JSON payload encrypted and authenticated with a key derived from SESSION_SECRET (jose, JWE
// `dir` + A256GCM), with an expiry inside. Anything tampered with, expired, sealed for another purpose or with another
// secret opens as undefined, never as an error.
import "server-only";
import { hkdfSync } from "node:crypto";
import path from "node:path";
import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";
import { loadOrCreateSecret } from "../provider/secret";

export type SealPurpose = "session" | "sign-in" | "account-form";

let cachedSecret: string | undefined;

/** SESSION_SECRET, or in the embedded default the secret generated once under `.data/` (the server sets the variable). */
export function sessionSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  cachedSecret ??= loadOrCreateSecret(path.join(process.cwd(), ".data"));
  return cachedSecret;
}

// Derived once per purpose and secret: every signed-in request opens its session cookie.
const keys = new Map<string, Uint8Array>();

function keyFor(purpose: SealPurpose, secret: string): Uint8Array {
  const name = `${purpose}\u0000${secret}`;
  let key = keys.get(name);
  if (!key) {
    if (keys.size >= 16) keys.clear();
    key = new Uint8Array(hkdfSync("sha256", secret, "voltline-sealed-cookie", purpose, 32));
    keys.set(name, key);
  }
  return key;
}

export async function seal(payload: JWTPayload, purpose: SealPurpose, lifetimeSeconds: number, secret = sessionSecret()): Promise<string> {
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .encrypt(keyFor(purpose, secret));
}

export async function unseal<T extends JWTPayload>(value: string | undefined, purpose: SealPurpose, secret?: string): Promise<T | undefined> {
  // No cookie, no secret needed (nor created under .data/).
  if (!value) return undefined;
  try {
    const { payload } = await jwtDecrypt(value, keyFor(purpose, secret ?? sessionSecret()), { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] });
    return payload as T;
  } catch {
    return undefined;
  }
}
