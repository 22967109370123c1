// The `form-errors` messages on the server, in the locale the form was posted in (or the request's Accept-Language
// when the post names none): what API answers and drafts say.
// use-intl/core (the core of next-intl): no React, so scripts that run these modules outside Next load no client provider.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "@/platform/i18n/compile";
import type { ErrorTranslator } from "../errors";
import en from "../../../../messages/en/form-errors.json";
import frCa from "../../../../messages/fr-ca/form-errors.json";
import esMx from "../../../../messages/es-mx/form-errors.json";

export const FORM_ERRORS_NAMESPACE = "form-errors";
const SOURCES: Record<Locale, MessageTree> = { en, "fr-ca": frCa, "es-mx": esMx };
const translators = new Map<Locale, ErrorTranslator>();

/** The translator of the `form-errors` namespace (field keys at its top, API messages under `api.`). */
export function formErrorTranslator(locale: Locale): ErrorTranslator {
  const known = translators.get(locale);
  if (known) return known;
  const messages = compileMessages({ [FORM_ERRORS_NAMESPACE]: SOURCES[locale] }) as unknown as AbstractIntlMessages;
  const translate = createTranslator({ locale: localeIso(locale), messages, namespace: FORM_ERRORS_NAMESPACE }) as unknown as ErrorTranslator;
  const t: ErrorTranslator = Object.assign((key: string, values?: Record<string, string | number>) => translate(key, values), { locale: localeIso(locale) });
  translators.set(locale, t);
  return t;
}

export { answerLocale } from "@/platform/routing/resolve-request";
