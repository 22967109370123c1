// The visitor's consent in the browser: read from and written to the `vl_consent` cookie, with change notifications
// for React (useSyncExternalStore) and a request to reopen the preferences (the footer's "Cookie preferences").
import { ANALYTICS_STORAGE, CONSENT_COOKIE, consentCookie, expiredCookie, type ConsentChoice } from "./model";
import { cookieValue } from "@/platform/http/cookies";

const CHANGE_EVENT = "voltline:consent-change";
/** Elements carrying this attribute reopen the preferences when clicked (the footer renders one on the server). */
export const OPEN_PREFERENCES_ATTRIBUTE = "data-consent-open";

const secure = () => window.location.protocol === "https:";

/** The raw cookie value, a stable snapshot for useSyncExternalStore ("" when there is none). */
export function consentSnapshot(): string {
  return cookieValue(document.cookie, CONSENT_COOKIE) ?? "";
}

export function subscribeConsent(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

/** Removes what analytics keeps in this browser: the `_ALGOLIA` cookie and the query-ID cache. */
export function clearAnalyticsStorage(): void {
  for (const name of ANALYTICS_STORAGE.cookies) {
    if (cookieValue(document.cookie, name) !== undefined) document.cookie = expiredCookie(name, secure());
  }
  try {
    for (const key of ANALYTICS_STORAGE.localStorage) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
}

/** Records a choice for 12 months; refusing or withdrawing analytics removes its storage at once. */
export function saveConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, secure());
  if (!choice.analytics) clearAnalyticsStorage();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
