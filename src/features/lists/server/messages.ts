// The lists' messages on the server, in the locale of the request (API answers, exports, share pages' metadata).
import "server-only";
// use-intl/core (the core of next-intl): no React, so scripts that run these modules outside Next load no client provider.
import { createTranslator, type AbstractIntlMessages } from "use-intl/core";
import { localeIso, type Locale } from "@/config/locales";
import { compileMessages, type MessageTree } from "@/platform/i18n/compile";
import { LIST_LIMITS, type ListErrorAnswer, type ListErrorCode } from "../model";
import en from "../../../../messages/en/lists.json";
import frCa from "../../../../messages/fr-ca/lists.json";
import esMx from "../../../../messages/es-mx/lists.json";
import enPages from "../../../../messages/en/lists-pages.json";
import frCaPages from "../../../../messages/fr-ca/lists-pages.json";
import esMxPages from "../../../../messages/es-mx/lists-pages.json";

const SOURCES: Record<Locale, { lists: MessageTree; "lists-pages": MessageTree }> = {
  en: { lists: en, "lists-pages": enPages },
  "fr-ca": { lists: frCa, "lists-pages": frCaPages },
  "es-mx": { lists: esMx, "lists-pages": esMxPages },
};

export type ListsTranslator = (key: string, values?: Record<string, string | number>) => string;

const translators = new Map<string, ListsTranslator>();

/** A translator of the `lists` (default) or `lists-pages` namespace. */
export function listsTranslator(locale: Locale, namespace: "lists" | "lists-pages" = "lists"): ListsTranslator {
  const key = `${locale}:${namespace}`;
  const known = translators.get(key);
  if (known) return known;
  const messages = compileMessages(SOURCES[locale] as unknown as MessageTree) as unknown as AbstractIntlMessages;
  const t = createTranslator({ locale: localeIso(locale), messages, namespace }) as unknown as ListsTranslator;
  translators.set(key, t);
  return t;
}

export { answerLocale } from "@/platform/routing/resolve-request";

const ERROR_VALUES: Partial<Record<ListErrorCode, Record<string, number>>> = {
  listLimit: { max: LIST_LIMITS.listsPerAccount },
  lineLimit: { max: LIST_LIMITS.linesPerList },
  nameInvalid: { max: LIST_LIMITS.nameMaxChars },
  noteInvalid: { max: LIST_LIMITS.noteMaxChars },
  quantityInvalid: { max: LIST_LIMITS.quantityMax },
};

export function errorAnswer(locale: Locale, code: ListErrorCode): ListErrorAnswer {
  return { error: code, message: listsTranslator(locale)(`errors.${code}`, ERROR_VALUES[code]) };
}

/** What a merge of the browser's list into My list says (A4, ADR 43): how many products came, how many did not fit. */
export function mergeNotice(locale: Locale, merged: number, skipped: number): string {
  const t = listsTranslator(locale);
  return [merged > 0 ? t("merged", { count: merged }) : "", skipped > 0 ? t("mergedSkipped", { skipped, max: LIST_LIMITS.linesPerList }) : ""].filter(Boolean).join(" ");
}
