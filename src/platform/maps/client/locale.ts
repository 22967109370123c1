// The language and region Google is asked in, per page locale (Places and the map: issue 14, issue 16).
export const GOOGLE_LANGUAGE: Record<string, string> = { en: "en", "fr-ca": "fr-CA", "es-mx": "es-MX" };
export const GOOGLE_REGION: Record<string, string> = { en: "us", "fr-ca": "ca", "es-mx": "mx" };
