// Embedded captcha adapter (X9): the site's own ALTCHA proof of work, lighter than the sign-in lock's, so a form is
// solved in well under a second in a browser. GET /api/forms/challenge hands out challenges; a solution is accepted once.
import { AltchaChallenges, type ChallengeDifficulty } from "@/platform/captcha/altcha";
import type { CaptchaVerifier } from "./port";

/**
 * About 600,000 PBKDF2 iterations on average (cost 1,000 x counter 200-1,000): some 60 ms in a desktop browser's
 * workers and a few hundred on a slow phone, against 7.5 million for a locked sign-in. FORMS_ALTCHA_COST and
 * FORMS_ALTCHA_MAX_COUNTER lower or raise it (a bench lowers it).
 */
export const FORM_CHALLENGE_DIFFICULTY: ChallengeDifficulty = { cost: 1_000, minCounter: 200, maxCounter: 1_000, ttlSeconds: 30 * 60 };

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 && number <= 1_000_000 ? number : fallback;
};

export function formChallengeDifficulty(env: Record<string, string | undefined> = process.env): ChallengeDifficulty {
  const cost = positive(env.FORMS_ALTCHA_COST, FORM_CHALLENGE_DIFFICULTY.cost);
  const maxCounter = positive(env.FORMS_ALTCHA_MAX_COUNTER, FORM_CHALLENGE_DIFFICULTY.maxCounter);
  return { ...FORM_CHALLENGE_DIFFICULTY, cost, maxCounter, minCounter: Math.min(FORM_CHALLENGE_DIFFICULTY.minCounter, Math.max(1, Math.floor(maxCounter / 5))) };
}

export const FORM_CHALLENGE_PURPOSE = "voltline-form-challenge";

export function createFormChallenges(secret: string, difficulty: ChallengeDifficulty = formChallengeDifficulty(), now?: () => number): AltchaChallenges {
  return new AltchaChallenges(secret, FORM_CHALLENGE_PURPOSE, difficulty, now);
}

export function altchaVerifier(challenges: AltchaChallenges): CaptchaVerifier {
  return {
    provider: "altcha",
    async verify(token) {
      if (!token) return { ok: false, reason: "missing" };
      return (await challenges.verify(token)) ? { ok: true } : { ok: false, reason: "refused" };
    },
  };
}
