// Verifying a compliance letter (F10-F13, ADR 60): the reference printed on it, a random check code that only the
// letter carries (so references cannot be enumerated), the verification address and QR code built from both, and the
// SHA-256 digest of the delivered file that a visitor's file or pasted digest is compared with. Pure and client-safe.
import type { Locale } from "@/config/locales";

/** Crockford-like alphabet of references and check codes (no I, L, O, U). */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Length of the check code: 16 characters of 5 bits, 80 random bits. */
export const CHECK_CODE_LENGTH = 16;
/** Largest file read to verify (a letter of 500 products is well under 2 MB). */
export const MAX_VERIFY_BYTES = 5 * 1024 * 1024;

const REFERENCE = /^CL-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/u;
const CHECK_CODE = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CHECK_CODE_LENGTH}}$`, "u");
const BRAND = /^[a-z0-9-]{1,64}$/u;

export const isReference = (value: unknown): value is string => typeof value === "string" && REFERENCE.test(value);
export const isCheckCode = (value: unknown): value is string => typeof value === "string" && CHECK_CODE.test(value);
export const isBrandSegment = (value: unknown): value is string => typeof value === "string" && BRAND.test(value);

/** A code of `length` characters from random bytes (one byte per character, 256 % 32 = 0: no bias). */
export function codeFromBytes(bytes: Uint8Array, length: number): string {
  if (bytes.length < length) throw new Error(`need ${length} random bytes`);
  let code = "";
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[bytes[i]! % 32];
  return code;
}

/** The verification page's path of a letter: /{brand}/{locale}/letter-verification/{reference}/{check code}. */
export const verificationPath = (brand: string, locale: Locale, reference: string, checkCode: string) => `/${brand}/${locale}/letter-verification/${reference}/${checkCode}`;

/** A pasted digest as 64 lower-case hex digits (spaces, colons and a "sha256:" prefix allowed), else undefined. */
export function normaliseDigest(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 200) return undefined;
  const hex = value.trim().replace(/^sha-?256[:=]?/iu, "").replace(/[\s:]/gu, "").toLowerCase();
  return /^[0-9a-f]{64}$/u.test(hex) ? hex : undefined;
}

/** Whether a visitor's digest is the one stored (both normalised hex; constant time over their length). */
export function sameDigest(stored: string | null | undefined, candidate: string | undefined): boolean {
  if (!stored || !candidate || stored.length !== candidate.length) return false;
  let difference = 0;
  for (let i = 0; i < stored.length; i += 1) difference |= stored.charCodeAt(i) ^ candidate.charCodeAt(i);
  return difference === 0;
}
