// The spam check of a browser without JavaScript (issue 13, X9): ALTCHA's proof of work needs a script, so a form
// posted without one is kept as a draft and shown again (/{brand}/{locale}/forms/{formId}?draft=, a page rendered per
// request) with a short sum to answer. The question's token is signed, expires, never reveals the answer, and is
// accepted once. A bot can answer it too; with the honeypot and the rate limit it stops the untargeted spam that
// otherwise comes through plain posts, and people without JavaScript can still reach the company.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";
import { formsSecret } from "./captcha";

const PREFIX = "ns1";
const TTL_SECONDS = 30 * 60;
const MAX_TOKEN_CHARS = 200;
const MAX_SPENT = 10_000;

export interface NoScriptQuestion {
  first: number;
  second: number;
  /** Goes back with the post in the `captcha` field; the visitor's answer in `captchaAnswer`. */
  token: string;
}

export class NoScriptChecks {
  private readonly spent = new LRUCache<string, true>({ max: MAX_SPENT });

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(expires: number, nonce: string, answer: string): string {
    return createHmac("sha256", this.secret).update(`${PREFIX}.${expires}.${nonce}.${answer}`).digest("base64url");
  }

  create(): NoScriptQuestion {
    const first = randomInt(2, 10);
    const second = randomInt(2, 10);
    const expires = Math.floor(this.now() / 1000) + TTL_SECONDS;
    const nonce = randomBytes(12).toString("base64url");
    return { first, second, token: `${PREFIX}.${expires}.${nonce}.${this.mac(expires, nonce, String(first + second))}` };
  }

  /** Whether this field looks like one of these tokens (as opposed to ALTCHA's payload or reCAPTCHA's token). */
  static isToken(field: unknown): field is string {
    return typeof field === "string" && field.length <= MAX_TOKEN_CHARS && field.startsWith(`${PREFIX}.`);
  }

  /** The answer is right, the token ours, unexpired and not used before. */
  verify(token: unknown, answer: unknown): boolean {
    if (!NoScriptChecks.isToken(token) || typeof answer !== "string" || answer.length > 10) return false;
    const [, expiresText, nonce, mac] = token.split(".");
    const expires = Number(expiresText);
    if (!nonce || !mac || !Number.isInteger(expires) || expires * 1000 < this.now()) return false;
    const digits = answer.trim();
    if (!/^\d{1,3}$/.test(digits)) return false;
    const expected = Buffer.from(this.mac(expires, nonce, String(Number(digits))));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    if (this.spent.has(nonce)) return false;
    this.spent.set(nonce, true);
    return true;
  }
}

// One per process, shared by every bundle copy of this module (the draft page and the API route are separate bundles).
const store = globalThis as typeof globalThis & { __voltlineNoScriptChecks?: { secret: string; checks: NoScriptChecks } };

/** The process's checks, signed with the forms' secret (FORMS_SECRET, else SESSION_SECRET, else one per process). */
export function noScriptChecks(): NoScriptChecks {
  const secret = formsSecret();
  if (store.__voltlineNoScriptChecks?.secret !== secret) store.__voltlineNoScriptChecks = { secret, checks: new NoScriptChecks(secret) };
  return store.__voltlineNoScriptChecks.checks;
}
