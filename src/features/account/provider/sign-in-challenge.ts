// The proof of work that lets the right password through a lock (issue 12 item 11): the site's ALTCHA challenge
// (src/platform/captcha/altcha.ts) with the sign-in's own keys and difficulty. Verifying costs two HMACs, so a locked
// sign-in still costs the server no password hash until solved.
import { AltchaChallenges, CHALLENGE_ALGORITHM, decodeChallengePayload, type ChallengeDifficulty } from "@/platform/captcha/altcha";

export { CHALLENGE_ALGORITHM, decodeChallengePayload, type ChallengeDifficulty };

/** The form field the widget writes its solution into. */
export const CHALLENGE_FIELD = "altcha";

/**
 * About 7.5 million PBKDF2 iterations on average: 1 to 3 s on one core in Node, 0.8 s in headless Chromium's workers
 * (both measured on a busy 2-core machine), a few seconds on a slow phone.
 */
export const DEFAULT_CHALLENGE_DIFFICULTY: ChallengeDifficulty = { cost: 3_000, minCounter: 1_000, maxCounter: 4_000, ttlSeconds: 10 * 60 };

export class SignInChallenges extends AltchaChallenges {
  constructor(secret: string, difficulty: ChallengeDifficulty = DEFAULT_CHALLENGE_DIFFICULTY, now: () => number = Date.now) {
    super(secret, "voltline-sign-in-challenge", difficulty, now);
  }
}
