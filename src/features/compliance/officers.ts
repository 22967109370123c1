// The compliance officer who signs each brand's letters (F10-F13). The brand entry of the CMS does not carry one yet:
// until it does, the officer is configured here per brand directory (title in each locale), with a default for the
// rest. No signature image is kept, so the letter prints a typeset signature line.
import type { Locale } from "@/config/locales";
import type { ComplianceOfficer } from "./letter";

interface Officer {
  name: string;
  title: Record<Locale, string>;
}

const TRADE_DIRECTOR = { en: "Director of Trade Compliance", "fr-ca": "Directrice de la conformité commerciale", "es-mx": "Directora de Cumplimiento Comercial" };

const OFFICERS: Record<string, Officer> = {
  voltline: { name: "Margaret A. Okafor", title: TRADE_DIRECTOR },
  "progress-lighting": { name: "Daniel R. Whitfield", title: { en: "Trade Compliance Manager", "fr-ca": "Directeur de la conformité commerciale", "es-mx": "Gerente de Cumplimiento Comercial" } },
  homestyle: { name: "Lucía Fernández-Ortiz", title: { en: "Product Compliance Manager", "fr-ca": "Directrice de la conformité des produits", "es-mx": "Gerente de Cumplimiento de Producto" } },
};

const DEFAULT_OFFICER: Officer = { name: "Margaret A. Okafor", title: TRADE_DIRECTOR };

export function complianceOfficer(brandDirectory: string, locale: Locale): ComplianceOfficer {
  const officer = OFFICERS[brandDirectory] ?? DEFAULT_OFFICER;
  return { name: officer.name, title: officer.title[locale] };
}
