import { describe, expect, it } from "vitest";
import {
  ANALYTICS_STORAGE,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_HINT_SCRIPT,
  CONSENT_VERSION,
  DEFAULT_CHOICE,
  analyticsAllowed,
  consentCookie,
  consentFromCookies,
  cookieString,
  expiredCookie,
  parseConsent,
  serializeConsent,
} from "./model";

describe("consent choice in the vl_consent cookie (issue 12)", () => {
  it("writes the version and the granted categories, necessary always among them", () => {
    expect(serializeConsent({ analytics: true })).toBe(`${CONSENT_VERSION}.necessary+analytics`);
    expect(serializeConsent({ analytics: false })).toBe(`${CONSENT_VERSION}.necessary`);
  });

  it("reads back what it writes", () => {
    for (const choice of [{ analytics: true }, { analytics: false }]) expect(parseConsent(serializeConsent(choice))).toEqual(choice);
  });

  it.each([
    ["no cookie", undefined],
    ["an empty value", ""],
    ["another version (the policy changed: ask again)", `${CONSENT_VERSION + 1}.necessary+analytics`],
    ["an older version", `${CONSENT_VERSION - 1}.necessary+analytics`],
    ["no version", "necessary+analytics"],
    ["no necessary category", `${CONSENT_VERSION}.analytics`],
    ["a hostile value", `${CONSENT_VERSION}.necessary+analytics<script>`],
    ["a very long value", `${CONSENT_VERSION}.necessary${"+analytics".repeat(100)}`],
  ])("treats %s as no choice yet", (_case, value) => {
    expect(parseConsent(value)).toBeUndefined();
  });

  it("ignores a category it does not know (a newer page's cookie still grants what this one knows)", () => {
    expect(parseConsent(`${CONSENT_VERSION}.necessary+marketing`)).toEqual({ analytics: false });
  });

  it("finds the choice among other cookies of a Cookie header or document.cookie", () => {
    const header = `i18n_redirected=fr-ca; ${CONSENT_COOKIE}=${serializeConsent({ analytics: true })}; _ALGOLIA=anonymous-1`;
    expect(consentFromCookies(header)).toEqual({ analytics: true });
    expect(consentFromCookies("")).toBeUndefined();
    expect(consentFromCookies(null)).toBeUndefined();
  });
});

describe("what analytics may do (issue 12, ADR 31)", () => {
  it("nothing before a choice (on every brand and locale), nothing after 'Necessary only', everything after acceptance", () => {
    expect(DEFAULT_CHOICE).toEqual({ analytics: false });
    expect(analyticsAllowed(undefined)).toBe(false);
    expect(analyticsAllowed("i18n_redirected=en")).toBe(false);
    expect(analyticsAllowed(`${CONSENT_COOKIE}=${serializeConsent({ analytics: false })}`)).toBe(false);
    expect(analyticsAllowed(`${CONSENT_COOKIE}=${serializeConsent({ analytics: true })}`)).toBe(true);
    expect(analyticsAllowed(`${CONSENT_COOKIE}=${CONSENT_VERSION + 1}.necessary+analytics`)).toBe(false);
  });

  it("removes the _ALGOLIA cookie and the query-ID cache when analytics is refused", () => {
    expect(ANALYTICS_STORAGE.cookies).toEqual(["_ALGOLIA"]);
    expect(ANALYTICS_STORAGE.localStorage).toEqual(["voltline-insights-query-ids"]);
  });
});

describe("cookie attributes (issue 12 item 12)", () => {
  it("keeps the choice 12 months, readable by scripts, SameSite=Lax, Secure on https only", () => {
    expect(consentCookie({ analytics: true }, true)).toBe(`vl_consent=${CONSENT_VERSION}.necessary+analytics; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(consentCookie({ analytics: false }, false)).toBe(`vl_consent=${CONSENT_VERSION}.necessary; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(consentCookie({ analytics: false }, false)).not.toMatch(/HttpOnly/i);
  });

  it("writes any cookie with SameSite=Lax and whole seconds, and deletes with Max-Age=0", () => {
    expect(cookieString("_ALGOLIA", "anonymous-1", 15_552_000.4, true)).toBe("_ALGOLIA=anonymous-1; Path=/; Max-Age=15552000; SameSite=Lax; Secure");
    expect(expiredCookie("_ALGOLIA", false)).toBe("_ALGOLIA=; Path=/; Max-Age=0; SameSite=Lax");
  });
});

describe("the consent hint script (ADR 31 amendment: the banner in the first paint)", () => {
  /** Runs the script against a document whose cookie string is `cookie`; whether it marked <html> to ask. */
  const asks = (cookie: string): boolean => {
    const marked = new Set<string>();
    const document = { cookie, documentElement: { setAttribute: (name: string) => marked.add(name) } };
    new Function("document", CONSENT_HINT_SCRIPT)(document);
    return marked.has(CONSENT_ASK_ATTRIBUTE);
  };

  it("asks exactly the visitors whose cookie holds no choice that parseConsent reads", () => {
    const values = ["1.necessary", "1.necessary+analytics", "0.necessary", "2.necessary", "1.analytics", "1.necessaryx", "1.", "", "1.necessary;", "x".repeat(300)];
    for (const value of values) {
      const cookie = `other=1; ${CONSENT_COOKIE}=${value}; theme=dark`;
      expect(asks(cookie), value).toBe(consentFromCookies(cookie) === undefined);
    }
    expect(asks("")).toBe(true);
    expect(asks("xvl_consent=1.necessary")).toBe(true);
    expect(asks(`${CONSENT_COOKIE}=${serializeConsent({ analytics: true })}`)).toBe(false);
    expect(asks(`${CONSENT_COOKIE}=${serializeConsent({ analytics: false })}`)).toBe(false);
  });
});
