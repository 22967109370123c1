// The `submittal` messages of a locale as a plain formatter: packages are built in route handlers and the worker,
// outside React.
import "server-only";
import type { Locale } from "@/config/locales";
import { serverTranslators, type Translate } from "@/platform/i18n/server-translator";
import en from "../../../../messages/en/submittal.json";
import frCa from "../../../../messages/fr-ca/submittal.json";
import esMx from "../../../../messages/es-mx/submittal.json";

export type SubmittalMessages = Translate;

const translators = serverTranslators({ submittal: { en, "fr-ca": frCa, "es-mx": esMx } });

export function submittalMessages(locale: Locale): SubmittalMessages {
  return translators(locale, "submittal");
}
