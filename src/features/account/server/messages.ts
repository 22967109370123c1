// The account area's messages on the server (issue 14): what its endpoints answer, in the page's locale, with the
// forms' field errors beside them.
import type { Locale } from "@/config/locales";
import { serverTranslators } from "@/platform/i18n/server-translator";
import type { ErrorTranslator } from "@/features/forms";
import en from "../../../../messages/en/my-account.json";
import frCa from "../../../../messages/fr-ca/my-account.json";
import esMx from "../../../../messages/es-mx/my-account.json";
import enErrors from "../../../../messages/en/form-errors.json";
import frCaErrors from "../../../../messages/fr-ca/form-errors.json";
import esMxErrors from "../../../../messages/es-mx/form-errors.json";

const translators = serverTranslators({
  "my-account": { en, "fr-ca": frCa, "es-mx": esMx },
  "form-errors": { en: enErrors, "fr-ca": frCaErrors, "es-mx": esMxErrors },
});

export interface AccountTranslators {
  /** The `my-account` namespace. */
  t: ErrorTranslator;
  /** The forms' `form-errors` namespace (field errors). */
  fieldErrors: ErrorTranslator;
}

export function accountTranslators(locale: Locale): AccountTranslators {
  return { t: translators(locale, "my-account"), fieldErrors: translators(locale, "form-errors") };
}
