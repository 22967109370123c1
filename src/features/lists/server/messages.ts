// The lists' messages on the server, in the locale of the request (API answers, exports, share pages' metadata).
import "server-only";
import type { Locale } from "@/config/locales";
import { serverTranslators, type Translate } from "@/platform/i18n/server-translator";
import { LIST_LIMITS, type ListErrorAnswer, type ListErrorCode } from "../model";
import en from "../../../../messages/en/lists.json";
import frCa from "../../../../messages/fr-ca/lists.json";
import esMx from "../../../../messages/es-mx/lists.json";
import enPages from "../../../../messages/en/lists-pages.json";
import frCaPages from "../../../../messages/fr-ca/lists-pages.json";
import esMxPages from "../../../../messages/es-mx/lists-pages.json";

const translators = serverTranslators({
  lists: { en, "fr-ca": frCa, "es-mx": esMx },
  "lists-pages": { en: enPages, "fr-ca": frCaPages, "es-mx": esMxPages },
});

export type ListsTranslator = Translate;

/** A translator of the `lists` (default) or `lists-pages` namespace. */
export function listsTranslator(locale: Locale, namespace: "lists" | "lists-pages" = "lists"): ListsTranslator {
  return translators(locale, namespace);
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
