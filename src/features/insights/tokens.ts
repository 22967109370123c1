// User-token and client-option rules of the events client (S5): anonymous `_ALGOLIA` tokens, cookie lifetime, region.
import { INSIGHTS } from "@/config/constants";
import { cookieValue } from "@/platform/http/cookies";

export type InsightsRegion = (typeof INSIGHTS.regions)[number];

/** Algolia's user-token alphabet: letters, digits and `= + / - _`, 1 to 129 characters. */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9=+/_-]{1,129}$/;

export function isValidUserToken(token: unknown): token is string {
  return typeof token === "string" && USER_TOKEN_PATTERN.test(token);
}

/** Tokens the events client makes up for a visitor (kept in the `_ALGOLIA` cookie) start with `anonymous-`. */
export function isAnonymousToken(token: string): boolean {
  return token.startsWith(INSIGHTS.anonymousTokenPrefix);
}

/** Events tokens of signed-in accounts start with `account-` (the account feature makes them, from the session only). */
export const ACCOUNT_TOKEN_PREFIX = "account-";

export function isAccountToken(token: string): boolean {
  return token.startsWith(ACCOUNT_TOKEN_PREFIX);
}

export function anonymousToken(uuid: string): string {
  return `${INSIGHTS.anonymousTokenPrefix}${uuid}`;
}


/** The visitor's anonymous token from a `Cookie` header or `document.cookie`, when it has one. */
export function anonymousTokenFromCookies(cookies: string): string | undefined {
  const token = cookieValue(cookies, INSIGHTS.anonymousCookie);
  return token !== undefined && isAnonymousToken(token) && isValidUserToken(token) ? token : undefined;
}

/** The events region: `de` or `us`; anything else is a configuration error, not a silent default. */
export function insightsRegion(value: string | undefined): InsightsRegion | undefined {
  if (value === undefined || value === "") return undefined;
  const region = INSIGHTS.regions.find((r) => r === value);
  if (!region) throw new Error(`Insights region '${value}' is not supported: use one of ${INSIGHTS.regions.join(", ")}`);
  return region;
}

/** The anonymous cookie's lifetime in whole milliseconds (6 x 30 days by default); fractions are refused as the client does. */
export function cookieDuration(ms: number = INSIGHTS.cookieLifetimeMs): number {
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`cookie duration must be a positive integer of milliseconds, got ${ms}`);
  return ms;
}
