// The `documents` messages of a locale as a plain formatter: documents are built outside React, in route handlers.
import "server-only";
import type { Locale } from "@/config/locales";
import { serverTranslators } from "@/platform/i18n/server-translator";
import type { DocumentMessages } from "../document-pdf";
import en from "../../../../../messages/en/documents.json";
import frCa from "../../../../../messages/fr-ca/documents.json";
import esMx from "../../../../../messages/es-mx/documents.json";

const translators = serverTranslators({ documents: { en, "fr-ca": frCa, "es-mx": esMx } });

export function documentMessages(locale: Locale): DocumentMessages {
  // Keys are built at run time (procedure steps), so the translator is used untyped; tests cover every key.
  return translators(locale, "documents") as DocumentMessages;
}
