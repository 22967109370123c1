// The node:crypto check of key-signed ALTCHA solutions gives altcha-lib's own verdict on every payload it takes (ADR 34).
import { createChallenge, solveChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { describe, expect, it } from "vitest";
import { canonicalJson, hasKeySignature, verifyKeySignedSolution } from "./altcha-signature";

const SIGNATURE_SECRET = "a".repeat(64);
const KEY_SIGNATURE_SECRET = "b".repeat(64);

async function issued(data?: Record<string, string | number | boolean | null>): Promise<{ challenge: Challenge; solution: { counter: number; derivedKey: string } }> {
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 10,
    counter: 25,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SIGNATURE_SECRET,
    ...(data ? { data } : {}),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

async function bothVerdicts(challenge: Challenge, solution: { counter: unknown; derivedKey: unknown }) {
  const library = await verifySolution({
    challenge,
    solution: solution as { counter: number; derivedKey: string },
    deriveKey,
    hmacSignatureSecret: SIGNATURE_SECRET,
    hmacKeySignatureSecret: KEY_SIGNATURE_SECRET,
  }).then(
    (result) => result.verified,
    () => false,
  );
  const ours = verifyKeySignedSolution(
    { parameters: challenge.parameters, signature: challenge.signature ?? "", counter: solution.counter, derivedKey: solution.derivedKey },
    SIGNATURE_SECRET,
    KEY_SIGNATURE_SECRET,
  );
  return { library, ours };
}

describe("verifyKeySignedSolution (X9, ADR 34)", () => {
  it("writes the bytes altcha-lib signs: keys sorted at every depth, undefined members dropped", () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [2, { z: 1, y: 2 }] } })).toBe('{"a":{"c":[2,{"z":1,"y":2}]},"b":1}');
    expect(canonicalJson(JSON.parse('{"__proto__":{"x":1},"a":2}'))).toBe('{"__proto__":{"x":1},"a":2}');
  });

  it("accepts what altcha-lib accepts: a solved challenge this server signed, with or without data", async () => {
    for (const data of [undefined, { form: "contact", n: 3, ok: true, none: null }]) {
      const { challenge, solution } = await issued(data);
      expect(hasKeySignature(challenge.parameters)).toBe(true);
      expect(await bothVerdicts(challenge, solution)).toEqual({ library: true, ours: true });
    }
  });

  it("refuses what altcha-lib refuses", async () => {
    const { challenge, solution } = await issued();
    const other = await issued();
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);
    const cases: { challenge: Challenge; solution: { counter: unknown; derivedKey: unknown } }[] = [
      // parameters changed after signing: a later expiry, an easier prefix, another key signature
      { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "0" } }, solution },
      { challenge: { ...challenge, parameters: { ...challenge.parameters, keySignature: other.challenge.parameters.keySignature } }, solution },
      // a signature that is not this server's, or missing
      { challenge: { ...challenge, signature: flip(challenge.signature!) }, solution },
      { challenge: { ...challenge, signature: challenge.signature!.toUpperCase() }, solution },
      { challenge: { ...challenge, signature: "" }, solution },
      // another challenge's key, or a key the solver did not find
      { challenge, solution: other.solution },
      { challenge, solution: { ...solution, derivedKey: flip(solution.derivedKey) } },
      // malformed solutions
      { challenge, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } },
      { challenge, solution: { ...solution, derivedKey: solution.derivedKey.slice(1) } },
      { challenge, solution: { ...solution, derivedKey: 42 } },
      { challenge, solution: { ...solution, counter: -1 } },
      { challenge, solution: { ...solution, counter: 1.5 } },
      { challenge, solution: { ...solution, counter: String(solution.counter) } },
      { challenge, solution: { ...solution, counter: 2 ** 32 } },
    ];
    for (const attempt of cases) expect(await bothVerdicts(attempt.challenge, attempt.solution)).toEqual({ library: false, ours: false });
  });

  it("takes no challenge without a key signature: those go to altcha-lib", async () => {
    const { challenge, solution } = await issued();
    const { keySignature: _dropped, ...parameters } = challenge.parameters;
    void _dropped;
    expect(hasKeySignature(parameters)).toBe(false);
    expect(verifyKeySignedSolution({ parameters, signature: challenge.signature!, ...solution }, SIGNATURE_SECRET, KEY_SIGNATURE_SECRET)).toBe(false);
  });
});
