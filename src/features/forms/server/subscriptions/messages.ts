// The `subscribe` messages on the server (mails and the confirm/unsubscribe pages' answers), in a given locale.
// use-intl/core (the core of next-intl): no React, so scripts that run these modules outside Next load no client provider.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "@/platform/i18n/compile";
import en from "../../../../../messages/en/subscribe.json";
import frCa from "../../../../../messages/fr-ca/subscribe.json";
import esMx from "../../../../../messages/es-mx/subscribe.json";

export type SubscribeTranslator = (key: string, values?: Record<string, string | number>) => string;
const SOURCES: Record<Locale, MessageTree> = { en, "fr-ca": frCa, "es-mx": esMx };
const translators = new Map<Locale, SubscribeTranslator>();

export function subscribeTranslator(locale: Locale): SubscribeTranslator {
  const known = translators.get(locale);
  if (known) return known;
  const messages = compileMessages({ subscribe: SOURCES[locale] }) as unknown as AbstractIntlMessages;
  const t = createTranslator({ locale: localeIso(locale), messages, namespace: "subscribe" }) as unknown as SubscribeTranslator;
  translators.set(locale, t);
  return t;
}
