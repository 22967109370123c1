// The `subscribe` messages on the server (mails and the confirm/unsubscribe pages' answers), in a given locale.
import type { Locale } from "@/config/locales";
import { serverTranslators, type Translate } from "@/platform/i18n/server-translator";
import en from "../../../../../messages/en/subscribe.json";
import frCa from "../../../../../messages/fr-ca/subscribe.json";
import esMx from "../../../../../messages/es-mx/subscribe.json";

export type SubscribeTranslator = Translate;
const translators = serverTranslators({ subscribe: { en, "fr-ca": frCa, "es-mx": esMx } });

export function subscribeTranslator(locale: Locale): SubscribeTranslator {
  return translators(locale, "subscribe");
}
