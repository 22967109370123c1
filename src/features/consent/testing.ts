// For tests: the Cookie header of a visitor who accepted analytics, and of one who chose "Necessary only".
import { CONSENT_COOKIE, serializeConsent } from "./model";

export const ANALYTICS_CONSENT_COOKIE = `${CONSENT_COOKIE}=${serializeConsent({ analytics: true })}`;
export const NECESSARY_ONLY_COOKIE = `${CONSENT_COOKIE}=${serializeConsent({ analytics: false })}`;
