// Who is signed in (A1), in the shapes the browser and the server share: the session's public part, its cookies, and
// the events token an account's activity is recorded under (S5). No secrets here: the session itself is kept on the
// server (server/session.ts, the SessionStore) and its cookie is never readable by scripts.
import { LOCALE_INFO, isLocale, type Locale } from "@/config/locales";
import { isValidUserToken } from "@/features/insights";
import { cookieValue } from "@/platform/http/cookies";
import { sameSitePath } from "@/platform/navigation/safe-target";

export const SESSION_COOKIE = "vl_session";
/**
 * Readable by scripts: the signed-in account's events token (a pseudonym), so cached pages know at once that someone is
 * signed in and events carry the account's token from the first one (S5). It grants nothing: the server takes an
 * account's token only from the session (issue 12).
 */
export const ACCOUNT_TOKEN_COOKIE = "vl_account";
/** The sign-in transaction (PKCE verifier, state, nonce, return path) between leaving for the provider and coming back. */
export const SIGN_IN_TRANSACTION_COOKIE = "vl_sign_in";

export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
export const SIGN_IN_TRANSACTION_SECONDS = 10 * 60;

/** What the browser may know of the signed-in account. */
export interface AccountSummary {
  name: string;
  email: string;
  /** The events token of this account (Algolia's authenticatedUserToken). */
  userToken: string;
}

export type SessionState = { signedIn: false } | ({ signedIn: true } & AccountSummary);

/**
 * What the embedded provider's account tokens derive from instead of its issuer URL, which holds the port: the same
 * demo account keeps its events and recommendations when the site moves to another port or host.
 */
export const EMBEDDED_TOKEN_NAMESPACE = "voltline:embedded-provider";

/** The page to come back to after sign-in or sign-out: a same-site path, else the locale's home, else `/`. */
export function returnPathOrHome(candidate: string | null | undefined, origin: string, fallback = "/"): string {
  if (!candidate || !candidate.startsWith("/")) return fallback;
  return sameSitePath(candidate, origin) ?? fallback;
}

/** The provider's UI language for a site locale (`en`, `fr`, `es`); anything unknown gets English. */
export function providerUiLocale(locale: string | null | undefined): string {
  return isLocale(locale) ? LOCALE_INFO[locale as Locale].authCode : LOCALE_INFO.en.authCode;
}

/** The site locale a path is in (`/{brand}/{locale}/...`), for the provider's UI language. */
export function localeOfPath(path: string): Locale | undefined {
  const segment = path.split("?")[0]?.split("/")[2];
  return isLocale(segment) ? segment : undefined;
}

/** Query parameter the sign-in routes add to the return path when sign-in could not happen; the header reads it once. */
export const SIGN_IN_NOTICE_PARAM = "signin";
export type SignInNotice = "failed" | "unavailable";

export function withSignInNotice(path: string, notice: SignInNotice): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set(SIGN_IN_NOTICE_PARAM, notice);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The account token from a `Cookie` header or `document.cookie`, when someone is signed in. */
export function accountTokenFromCookies(cookies: string): string | undefined {
  const token = cookieValue(cookies, ACCOUNT_TOKEN_COOKIE);
  return isValidUserToken(token) ? token : undefined;
}

/** The attribute of `<html>` that says, before any script of the app runs, that the account cookie is there. */
export const ACCOUNT_HINT_ATTRIBUTE = "data-account";

/**
 * Inline script run in `<head>` before the header paints: marks `<html>` when the account cookie is present, so the
 * header can keep "Sign in" hidden while it asks whose name to show instead of flashing it (AccountMenu).
 */
export const ACCOUNT_HINT_SCRIPT = `if(/(?:^|;\\s*)${ACCOUNT_TOKEN_COOKIE}=account-/.test(document.cookie))document.documentElement.setAttribute("${ACCOUNT_HINT_ATTRIBUTE}","")`;
