// Reference numbers (`Q-7K3M-9QXA`): the form's letter and 40 random bits in Crockford base32 (no I, L, O, U), what a
// visitor reads on the confirmation page and quotes on the phone. Pure given the random bytes.
import { randomBytes } from "node:crypto";
import { REFERENCE_PREFIX, type FormId } from "../model";

export const CROCKFORD_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Eight Crockford characters from five bytes (40 bits, 5 per character). */
export function crockford40(bytes: Uint8Array): string {
  if (bytes.length < 5) throw new Error("crockford40 needs 5 bytes");
  let value = 0n;
  for (let i = 0; i < 5; i += 1) value = (value << 8n) | BigInt(bytes[i]!);
  let text = "";
  for (let i = 7; i >= 0; i -= 1) text += CROCKFORD_ALPHABET[Number((value >> BigInt(i * 5)) & 31n)];
  return text;
}

export function newReference(formId: FormId, bytes: Uint8Array = randomBytes(5)): string {
  const code = crockford40(bytes);
  return `${REFERENCE_PREFIX[formId]}-${code.slice(0, 4)}-${code.slice(4)}`;
}
