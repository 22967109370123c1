// The cross reference's messages outside React (F4): the POST's refusals, the CSV export's headings, in the request's
// locale; and the values each problem message takes.
import "server-only";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import { localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "@/platform/i18n/compile";
import en from "../../../../messages/en/crossref.json";
import frCa from "../../../../messages/fr-ca/crossref.json";
import esMx from "../../../../messages/es-mx/crossref.json";

const SOURCES: Record<Locale, MessageTree> = { en, "fr-ca": frCa, "es-mx": esMx };

export type CrossRefTranslator = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<Locale, CrossRefTranslator>();

export function crossRefTranslator(locale: Locale): CrossRefTranslator {
  const known = translators.get(locale);
  if (known) return known;
  const messages = compileMessages({ crossref: SOURCES[locale] } as unknown as MessageTree) as unknown as AbstractIntlMessages;
  const t = createTranslator({ locale: localeIso(locale), messages, namespace: "crossref" }) as unknown as CrossRefTranslator;
  translators.set(locale, t);
  return t;
}

export { answerLocale } from "@/platform/routing/resolve-request";
