// The `form-errors` messages on the server, in the locale the form was posted in (or the request's Accept-Language
// when the post names none): what API answers and drafts say.
import { localeIso, type Locale } from "@/config/locales";
import { serverTranslators } from "@/platform/i18n/server-translator";
import type { ErrorTranslator } from "../errors";
import en from "../../../../messages/en/form-errors.json";
import frCa from "../../../../messages/fr-ca/form-errors.json";
import esMx from "../../../../messages/es-mx/form-errors.json";

export const FORM_ERRORS_NAMESPACE = "form-errors";
const translators = serverTranslators({ [FORM_ERRORS_NAMESPACE]: { en, "fr-ca": frCa, "es-mx": esMx } });
const errorTranslators = new Map<Locale, ErrorTranslator>();

/** The translator of the `form-errors` namespace (field keys at its top, API messages under `api.`), with its language. */
export function formErrorTranslator(locale: Locale): ErrorTranslator {
  let t = errorTranslators.get(locale);
  if (!t) {
    const translate = translators(locale, FORM_ERRORS_NAMESPACE);
    t = Object.assign((key: string, values?: Record<string, string | number>) => translate(key, values), { locale: localeIso(locale) });
    errorTranslators.set(locale, t);
  }
  return t;
}

export { answerLocale } from "@/platform/routing/resolve-request";
