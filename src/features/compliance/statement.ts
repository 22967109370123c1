// What the site states of a product's compliance (F10-F13, P5), in words: the letters' table rows and the product
// page's compliance table are both written here, from the catalogue's compliance facts through `productStatus`, so
// a page never says what a letter would not.
import type { Locale } from "@/config/locales";
import { countryName } from "@/features/forms";
import type { Product } from "@/features/catalog";
import type { FarClause, LetterForm } from "./model";
import { fill, letterMessages } from "./messages";
import { productStatus } from "./status";

type ComplianceFacts = Product["compliance"];

const ROHS: Record<Locale, Record<ComplianceFacts["rohs"], string>> = {
  en: { compliant: "compliant", compliantWithExemption: "compliant with exemption", notInScope: "not in scope" },
  "fr-ca": { compliant: "conforme", compliantWithExemption: "conforme avec exemption", notInScope: "hors champ" },
  "es-mx": { compliant: "cumple", compliantWithExemption: "cumple con exención", notInScope: "fuera de alcance" },
};
const NO_WARNING: Record<Locale, string> = { en: "no warning required", "fr-ca": "aucune mise en garde requise", "es-mx": "no requiere advertencia" };
const NO_SVHC: Record<Locale, string> = { en: "no SVHC above 0.1%", "fr-ca": "aucune SVHC au-delà de 0,1 %", "es-mx": "sin SEP por encima de 0.1 %" };
const WARNING: Record<Locale, string> = { en: "warning ({chemicals})", "fr-ca": "mise en garde ({chemicals})", "es-mx": "advertencia ({chemicals})" };
const SVHC: Record<Locale, string> = { en: "SVHC above 0.1%: {substances}", "fr-ca": "SVHC au-delà de 0,1 % : {substances}", "es-mx": "SEP por encima de 0.1 %: {substances}" };

/** Prop 65, RoHS and REACH in words. */
export function environmentalTexts(facts: ComplianceFacts, locale: Locale): { prop65: string; rohs: string; reach: string } {
  return {
    prop65: facts.prop65.warningRequired ? fill(WARNING[locale], { chemicals: facts.prop65.chemicals.join(", ") }) : NO_WARNING[locale],
    rohs: ROHS[locale][facts.rohs],
    reach: facts.reach.svhcAboveThreshold ? fill(SVHC[locale], { substances: facts.reach.substances.join(", ") }) : NO_SVHC[locale],
  };
}

/** The product's status under a letter's regulation, in words; `listed` when the letter's table holds it. */
export function complianceStatusText(form: LetterForm, facts: ComplianceFacts, locale: Locale, farClause?: FarClause): { listed: boolean; text: string } {
  const status = productStatus(form, facts, { farClause });
  const values: Record<string, string> = { ...status.values };
  if (values.country) values.country = countryName(values.country, locale);
  if (status.key === "environmental") Object.assign(values, environmentalTexts(facts, locale));
  return { listed: status.listed, text: fill(letterMessages(locale).status[status.key], values) };
}

export const originText = (facts: ComplianceFacts, locale: Locale): string => countryName(facts.countryOfOrigin, locale);
export const plantText = (facts: ComplianceFacts): string => `${facts.plant.city} (${facts.plant.code})`;

export interface ComplianceRow {
  key: keyof ReturnType<typeof letterMessages>["summary"];
  label: string;
  value: string;
}

/** The product page's compliance table: origin, plant and each regulation's status, as the letters state them. */
export function productComplianceRows(facts: ComplianceFacts, locale: Locale): { heading: string; rows: ComplianceRow[] } {
  const t = letterMessages(locale).summary;
  const environmental = environmentalTexts(facts, locale);
  const row = (key: ComplianceRow["key"], value: string): ComplianceRow => ({ key, label: t[key], value });
  return {
    heading: t.heading,
    rows: [
      row("origin", originText(facts, locale)),
      row("plant", plantText(facts)),
      row("buyAmerican", complianceStatusText("buy-american-far", facts, locale, "52.225-1").text),
      row("taa", complianceStatusText("buy-american-far", facts, locale, "52.225-5").text),
      row("baba", complianceStatusText("buy-america", facts, locale).text),
      row("usmca", complianceStatusText("certifications", facts, locale).text),
      row("prop65", environmental.prop65),
      row("rohs", environmental.rohs),
      row("reach", environmental.reach),
    ],
  };
}
