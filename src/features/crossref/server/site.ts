// The cross reference wired to the site's data (F4): the brand's generated file and the configured catalogue port.
import "server-only";
import type { Locale } from "@/config/locales";
import { getCatalogSource } from "@/features/catalog/server";
import { logger } from "@/platform/logging/logger";
import type { CrossRefAnswer } from "../model";
import { answerCrossReference, type AnswerDeps } from "./answer";
import { crossRefIndex } from "./dataset";

const attributeLabels = new Map<Locale, Promise<Map<string, string>>>();

export const siteAnswerDeps: AnswerDeps = {
  index: (brand) => crossRefIndex(brand),
  products: (brand, ids, locale) => getCatalogSource().getProducts(brand, ids, locale),
  attributeLabels: (locale) => {
    let labels = attributeLabels.get(locale);
    if (!labels) {
      labels = getCatalogSource()
        .getAttributes(locale)
        .then((catalog) => new Map(catalog.attributes.map((attribute) => [attribute.key, attribute.label])));
      attributeLabels.set(locale, labels);
      labels.catch(() => attributeLabels.delete(locale));
    }
    return labels;
  },
  onError: (error) => logger.error({ err: error }, "cross reference: the answer failed"),
};

/** The site's answer to these numbers for a brand, in a locale. */
export function siteCrossReference(numbers: string[], brand: string, locale: Locale): Promise<CrossRefAnswer> {
  return answerCrossReference(numbers, brand, locale, siteAnswerDeps);
}
