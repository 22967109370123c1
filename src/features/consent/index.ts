// Public entry of cookie consent (issue 12, ADR 31): the model both sides read and the browser's store of the choice.
export {
  ANALYTICS_STORAGE,
  CONSENT_ASK_ATTRIBUTE,
  CONSENT_HINT_SCRIPT,
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  DEFAULT_CHOICE,
  analyticsAllowed,
  consentCookie,
  consentFromCookies,
  cookieString,
  expiredCookie,
  parseConsent,
  serializeConsent,
  type ConsentCategory,
  type ConsentChoice,
} from "./model";
export { OPEN_PREFERENCES_ATTRIBUTE, clearAnalyticsStorage, consentSnapshot, saveConsent, subscribeConsent } from "./browser";
export { useConsent } from "./components/useConsent";
