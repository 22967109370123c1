// ALTCHA proof of work (altcha-lib, PBKDF2) issued and checked by this server: a challenge signed with keys derived from
// a server secret, solved in the browser by the self-hosted widget, and accepted once. Verifying costs two HMACs.
// Shared by the sign-in lock (issue 12 item 11) and the forms' embedded captcha (issue 13, X9); each use derives its
// own keys from a purpose, so a solution of one is never accepted by the other. This server's challenges all carry a
// key signature, whose check runs on node:crypto (altcha-signature.ts); altcha-lib checks anything else.
import { hkdfSync } from "node:crypto";
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { hasKeySignature, verifyKeySignedSolution } from "./altcha-signature";

export type { Challenge } from "altcha-lib";

export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";

export interface ChallengeDifficulty {
  /** PBKDF2 iterations per guess. */
  cost: number;
  /** The solution is a counter drawn from this range: the browser tries every value up to it. */
  minCounter: number;
  maxCounter: number;
  /** How long a challenge may be solved and submitted. */
  ttlSeconds: number;
}

/** Solved challenges remembered (until they expire anyway), so one solution cannot carry many requests. */
const MAX_SPENT = 10_000;
/** A payload larger than this is no widget's: refused before it is decoded. */
const MAX_PAYLOAD_CHARS = 4_096;

interface Payload {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** The widget's field: base64 of `{ challenge, solution }`; anything else (its `test: true` mode included) is refused. */
export function decodeChallengePayload(field: string | null | undefined): Payload | undefined {
  if (!field || field.length > MAX_PAYLOAD_CHARS) return undefined;
  try {
    const value = JSON.parse(Buffer.from(field, "base64").toString("utf8")) as Partial<Payload> | null;
    const { challenge, solution } = value ?? {};
    if (!challenge || typeof challenge !== "object" || !challenge.parameters || typeof challenge.parameters !== "object") return undefined;
    if (typeof challenge.signature !== "string" || !solution || typeof solution !== "object") return undefined;
    return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  } catch {
    return undefined;
  }
}

export class AltchaChallenges {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;
  private readonly spent = new CappedMap<string, true>({ maxSize: MAX_SPENT });

  /** `purpose` separates the keys of each use (`voltline-sign-in-challenge`, `voltline-form-challenge`). */
  constructor(
    secret: string,
    purpose: string,
    readonly difficulty: ChallengeDifficulty,
    private readonly now: () => number = Date.now,
  ) {
    const derived = (label: string) => Buffer.from(hkdfSync("sha256", secret, purpose, label, 32)).toString("hex");
    this.signatureSecret = derived("challenge signature v1");
    this.keySignatureSecret = derived("challenge key signature v1");
  }

  /** A new challenge, as the widget takes it (JSON in its `challenge` attribute or from its challenge URL). */
  create(): Promise<Challenge> {
    const { cost, minCounter, maxCounter, ttlSeconds } = this.difficulty;
    return createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost,
      counter: randomInt(minCounter, maxCounter),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + ttlSeconds,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** Whether the widget's field holds a solution of a challenge this server issued, unexpired and not used before. */
  async verify(field: string | null | undefined): Promise<boolean> {
    const payload = decodeChallengePayload(field);
    if (!payload || payload.challenge.parameters.algorithm !== CHALLENGE_ALGORITHM) return false;
    const expiresAt = payload.challenge.parameters.expiresAt;
    if (typeof expiresAt !== "number" || expiresAt * 1000 < this.now()) return false;
    try {
      const { challenge, solution } = payload;
      const verified = hasKeySignature(challenge.parameters)
        ? verifyKeySignedSolution(
            { parameters: challenge.parameters, signature: challenge.signature ?? "", counter: solution.counter, derivedKey: solution.derivedKey },
            this.signatureSecret,
            this.keySignatureSecret,
          )
        : (await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: this.signatureSecret, hmacKeySignatureSecret: this.keySignatureSecret })).verified;
      // setIfAbsent is synchronous: two submissions of one solution cannot both pass.
      return verified && this.spent.setIfAbsent(challenge.signature ?? "", true);
    } catch {
      return false;
    }
  }
}
