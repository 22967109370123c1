// The `documents` messages of a locale as a plain formatter: documents are built outside React, in route handlers.
import "server-only";
// use-intl/core (the core of next-intl): no React, so scripts that run these modules outside Next load no client provider.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { localeIso, type Locale } from "@/config/locales";
import { loadMessages } from "@/platform/i18n/messages";
import type { DocumentMessages } from "../document-pdf";

export function documentMessages(locale: Locale): DocumentMessages {
  // Keys are built at run time (procedure steps), so the translator is used untyped; tests cover every key.
  return createTranslator({ locale: localeIso(locale), messages: loadMessages(locale) as AbstractIntlMessages, namespace: "documents" }) as unknown as DocumentMessages;
}
