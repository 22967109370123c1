// The events token of an account (S5, issue 12): an HMAC of the provider's subject under a key derived from the server
// secret. Stable for one account while the secret is (its events and recommendations follow it across restarts and
// ports), and unguessable without the secret, even knowing the subject: Algolia, which receives it, can be asked for
// an account's recommendations by anyone holding the public search key and the token.
import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import { ACCOUNT_TOKEN_PREFIX } from "@/features/insights";
import { sessionSecret } from "./sealed-cookie";

function tokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "voltline-account-token", "events token v2", 32));
}

/** `account-` + 40 hex digits, within Algolia's token alphabet and length; `namespace` is the issuer (or a fixed name). */
export function accountUserToken(namespace: string, subject: string, secret: string = sessionSecret()): string {
  const mac = createHmac("sha256", tokenKey(secret)).update(`${namespace}\n${subject}`).digest("hex");
  return `${ACCOUNT_TOKEN_PREFIX}${mac.slice(0, 40)}`;
}
