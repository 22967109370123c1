// Password hashes for the embedded identity provider: scrypt, encoded as `scrypt$N$r$p$salt$hash` (salt and hash in
// base64url) so the cost parameters travel with each hash.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const PREFIX = "scrypt";
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
/** Longer inputs are refused without hashing: nobody types them, and they only cost CPU. */
export const MAX_PASSWORD_LENGTH = 1_024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(encoded: string): ParsedHash | undefined {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const hash = Buffer.from(parts[5] ?? "", "base64url");
  if (!N || !r || !p || !Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return undefined;
  if (N > 1 << 20 || r > 32 || p > 16 || salt.length < 8 || hash.length < 16) return undefined;
  return { N, r, p, salt, hash };
}

/** A new salted scrypt hash of `password`, for seeding accounts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, KEY_LENGTH, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return [PREFIX, N, r, p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** Whether `password` matches `encoded`; the comparison takes the same time whatever the bytes. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed || password.length === 0 || password.length > MAX_PASSWORD_LENGTH) return false;
  const candidate = await derive(password, parsed.salt, parsed.hash.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(candidate, parsed.hash);
}
