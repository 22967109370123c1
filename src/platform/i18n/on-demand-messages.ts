// The messages of an island that load with its code, not with the page (ADR 77 option B): GET
// /api/messages/{locale}/{bundle} answers a bundle of ON_DEMAND_CLIENT_MESSAGES, compiled as the pages' are, the same
// for every visitor (an hour in caches). Anything else is a translated 404.
import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/config/locales";
import { CACHE_CONTROL } from "@/platform/cache/strategies";
import { ON_DEMAND_CLIENT_MESSAGES, pickMessages } from "./client-messages";
import { loadMessages } from "./messages";

const NOT_FOUND: Record<Locale, string> = {
  en: "These messages do not exist.",
  "fr-ca": "Ces messages n’existent pas.",
  "es-mx": "Estos mensajes no existen.",
};

export function onDemandMessagesResponse(locale: string, bundle: string): Response {
  const picks = Object.hasOwn(ON_DEMAND_CLIENT_MESSAGES, bundle) ? ON_DEMAND_CLIENT_MESSAGES[bundle] : undefined;
  if (!isLocale(locale) || !picks) {
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    return Response.json({ error: NOT_FOUND[language] }, { status: 404, headers: { "cache-control": CACHE_CONTROL.minutes, "content-language": language } });
  }
  return Response.json(pickMessages(loadMessages(locale) as Record<string, unknown>, picks), { headers: { "cache-control": CACHE_CONTROL.hour, "content-language": locale } });
}
