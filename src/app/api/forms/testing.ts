// What the forms API tests share (issue 13): the environment they run in, a solved captcha, a submission's envelope,
// and posts to POST /api/forms/{formId} as a fetch client (JSON) or as a browser's plain form, each from a client
// address of its own (the rate limit is per client).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { solvedField } from "@/platform/captcha/testing";
import { POST } from "./[formId]/route";
import { GET as challengeRoute } from "./challenge/route";

/** Sets these variables (and the embedded captcha) for the file's tests, and puts the process's own back afterwards. */
export function withFormsEnv(values: Record<string, string>): void {
  const names = [...Object.keys(values), "CAPTCHA_PROVIDER"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  beforeAll(() => {
    Object.assign(process.env, values);
    delete process.env.CAPTCHA_PROVIDER;
  });
  afterAll(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
}

/** The light proof of work the tests' challenges ask (FORMS_ALTCHA_*), and no rate limit unless a test sets one. */
export const FAST_FORMS_ENV = { FORMS_ALTCHA_COST: "10", FORMS_ALTCHA_MAX_COUNTER: "40", FORMS_RATE_LIMIT: "off" } as const;

/** A challenge from GET /api/forms/challenge, solved as the browser's widget does. */
export async function solvedCaptcha(): Promise<string> {
  return solvedField(await (await challengeRoute()).json());
}

/** What every form posts besides its fields: Voltline in English, a fresh key, an empty honeypot, a solved captcha. */
export async function envelope(extra: Record<string, unknown> = {}): Promise<Record<string, unknown> & { submissionKey: string }> {
  // The key as the caller gave it (a test of a bad key gives one), else a fresh one.
  return { brand: "voltline", locale: "en", submissionKey: randomUUID(), website: "", captcha: await solvedCaptcha(), ...extra } as Record<string, unknown> & { submissionKey: string };
}

/** A browser posting a form without JavaScript. */
export const BROWSER_FORM = { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8" } as const;

/** Posts to the route, each request from its own address under `network` (`198.51.100.`) unless the headers give one. */
export function formPoster(network = "198.51.100.") {
  let client = 0;
  const post = (body: BodyInit | null, headers: Record<string, string>, formId = "contact"): Promise<Response> => {
    client += 1;
    return POST(new Request(`http://localhost/api/forms/${formId}`, { method: "POST", headers: { "x-forwarded-for": `${network}${client % 250}`, ...headers }, body }), {
      params: Promise.resolve({ formId }),
    });
  };
  return {
    post,
    /** A fetch client's JSON post (a string is sent as it is). */
    postJson: (value: unknown, headers: Record<string, string> = {}, formId?: string) =>
      post(typeof value === "string" ? value : JSON.stringify(value), { "content-type": "application/json", accept: "application/json", ...headers }, formId),
    /** A browser's plain form post. */
    postForm: (values: Record<string, string>, headers: Record<string, string> = BROWSER_FORM, formId?: string) => post(new URLSearchParams(values).toString(), headers, formId),
  };
}
