// The `where-to-buy-v2` messages for the routes (no page request context there), compiled once per locale.
import type { Locale } from "@/config/locales";
import { serverTranslators, type Translate } from "@/platform/i18n/server-translator";
import en from "../../../../messages/en/where-to-buy-v2.json";
import frCa from "../../../../messages/fr-ca/where-to-buy-v2.json";
import esMx from "../../../../messages/es-mx/where-to-buy-v2.json";

export const NAMESPACE = "where-to-buy-v2";
const translators = serverTranslators({ [NAMESPACE]: { en, "fr-ca": frCa, "es-mx": esMx } });

export type { Translate };

export function translator(locale: Locale): Translate {
  return translators(locale, NAMESPACE);
}
