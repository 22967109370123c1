// The account area's messages on the server (issue 14): what its endpoints answer, in the page's locale, with the
// forms' field errors beside them.
// use-intl/core (the core of next-intl): no React, so scripts that run these modules outside Next load no client provider.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "@/platform/i18n/compile";
import type { ErrorTranslator } from "@/features/forms";
import en from "../../../../messages/en/my-account.json";
import frCa from "../../../../messages/fr-ca/my-account.json";
import esMx from "../../../../messages/es-mx/my-account.json";
import enErrors from "../../../../messages/en/form-errors.json";
import frCaErrors from "../../../../messages/fr-ca/form-errors.json";
import esMxErrors from "../../../../messages/es-mx/form-errors.json";

const SOURCES: Record<Locale, [MessageTree, MessageTree]> = { en: [en, enErrors], "fr-ca": [frCa, frCaErrors], "es-mx": [esMx, esMxErrors] };

export interface AccountTranslators {
  /** The `my-account` namespace. */
  t: ErrorTranslator;
  /** The forms' `form-errors` namespace (field errors). */
  fieldErrors: ErrorTranslator;
}

const cache = new Map<Locale, AccountTranslators>();

export function accountTranslators(locale: Locale): AccountTranslators {
  const known = cache.get(locale);
  if (known) return known;
  const [own, errors] = SOURCES[locale];
  const messages = compileMessages({ "my-account": own, "form-errors": errors }) as unknown as AbstractIntlMessages;
  const make = (namespace: string) => createTranslator({ locale: localeIso(locale), messages, namespace }) as unknown as ErrorTranslator;
  const translators = { t: make("my-account"), fieldErrors: make("form-errors") };
  cache.set(locale, translators);
  return translators;
}
