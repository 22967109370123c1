// The check of an ALTCHA solution whose challenge carries a key signature (altcha-lib v2's "4a" path), on node:crypto.
// altcha-lib verifies through WebCrypto: an `importKey` and a `sign` per HMAC, each a promise and a trip through
// Node's crypto job queue, about 0.4 ms apiece on these machines; a form submission paid two (ADR 34). The same two
// HMACs as synchronous `createHmac` calls cost a few microseconds. altcha-lib still creates every challenge, and
// verifies any payload this path does not cover; altcha-signature.test.ts holds the two verifiers to the same verdicts.
import { createHmac, timingSafeEqual } from "node:crypto";

export interface SignedSolution {
  /** The challenge's parameters as the client sent them back (altcha-lib's `ChallengeParameters`). */
  parameters: object;
  signature: string;
  counter: unknown;
  derivedKey: unknown;
}

/** The largest counter of altcha-lib's default (`uint32`) counter mode. */
const MAX_COUNTER = 0xffff_ffff;
const LOWER_HEX_BYTES = /^(?:[0-9a-f]{2})+$/;

/** Keys sorted at every depth, undefined members dropped: the bytes altcha-lib signs (its `canonicalJSON`). */
function sortKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const object = value as Record<string, unknown>;
  // Object.fromEntries keeps a `__proto__` key as an own member, as the library does.
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .flatMap((key) => (object[key] === undefined ? [] : [[key, sortKeys(object[key])]])),
  );
}

export const canonicalJson = (value: unknown): string => JSON.stringify(sortKeys(value));

const hmacHex = (secret: string, data: string | Buffer) => createHmac("sha256", secret).update(data).digest("hex");

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Whether the solution is one of a challenge signed with `signatureSecret`, whose derived key has the signature the
 * challenge carries (made with `keySignatureSecret` when the challenge was created, with HMAC-SHA-256). Expiry and
 * single use are the caller's. Only for challenges that carry a `keySignature`: see `hasKeySignature`.
 */
export function verifyKeySignedSolution(solution: SignedSolution, signatureSecret: string, keySignatureSecret: string): boolean {
  const { parameters, signature, counter, derivedKey } = solution;
  if (!hasKeySignature(parameters)) return false;
  if (!sameHex(signature, hmacHex(signatureSecret, canonicalJson(parameters)))) return false;
  if (typeof derivedKey !== "string" || !LOWER_HEX_BYTES.test(derivedKey)) return false;
  if (typeof counter !== "number" || !Number.isInteger(counter) || counter < 0 || counter > MAX_COUNTER) return false;
  return sameHex(parameters.keySignature, hmacHex(keySignatureSecret, Buffer.from(derivedKey, "hex")));
}

export function hasKeySignature<T extends object>(parameters: T): parameters is T & { keySignature: string } {
  const { keySignature } = parameters as { keySignature?: unknown };
  return typeof keySignature === "string" && keySignature.length > 0;
}
