// The `where-to-buy-v2` messages for the routes (no page request context there), compiled once per locale.
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "@/platform/i18n/compile";
import en from "../../../../messages/en/where-to-buy-v2.json";
import frCa from "../../../../messages/fr-ca/where-to-buy-v2.json";
import esMx from "../../../../messages/es-mx/where-to-buy-v2.json";

export const NAMESPACE = "where-to-buy-v2";
const SOURCES: Record<Locale, MessageTree> = { en, "fr-ca": frCa, "es-mx": esMx };

export type Translate = (key: string, values?: Record<string, string | number>) => string;
const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  const known = translators.get(locale);
  if (known) return known;
  const messages = compileMessages({ [NAMESPACE]: SOURCES[locale] }) as unknown as AbstractIntlMessages;
  const translate = createTranslator({ locale: localeIso(locale), messages, namespace: NAMESPACE }) as unknown as Translate;
  const t: Translate = (key, values) => translate(key, values);
  translators.set(locale, t);
  return t;
}
