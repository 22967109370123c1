// The cross reference's messages outside React (F4): the POST's refusals, the CSV export's headings, in the request's
// locale; and the values each problem message takes.
import "server-only";
import type { Locale } from "@/config/locales";
import { serverTranslators, type Translate } from "@/platform/i18n/server-translator";
import en from "../../../../messages/en/crossref.json";
import frCa from "../../../../messages/fr-ca/crossref.json";
import esMx from "../../../../messages/es-mx/crossref.json";

const translators = serverTranslators({ crossref: { en, "fr-ca": frCa, "es-mx": esMx } });

export type CrossRefTranslator = Translate;

export function crossRefTranslator(locale: Locale): CrossRefTranslator {
  return translators(locale, "crossref");
}

export { answerLocale } from "@/platform/routing/resolve-request";
