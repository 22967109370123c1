// dynamicModule entry -> DynamicModuleRef (F1-F15); an unknown module name yields undefined.
import type { DynamicModuleRef, DynamicModuleType } from "@/features/content/model";
import { text, type CfEntry } from "./entry-shape";

export const DYNAMIC_MODULE_TYPES: readonly DynamicModuleType[] = [
  "ContactUsForm", "QuoteRequestForm", "WarrantyRegistrationForm", "CompetitorCrossReference", "FindASalesContact",
  "WhereToBuy", "WhereToBuyV2", "NewsCarousel", "SubscribeForm", "BuyAmericanFarForm", "BuyAmericaForm",
  "CertificationsForm", "EnvironmentalComplianceForm", "LeadForm",
];

export function mapDynamicModuleRef(entry: CfEntry): DynamicModuleRef | undefined {
  const f = entry.fields;
  const moduleRef = DYNAMIC_MODULE_TYPES.find((m) => m === f.module);
  if (!moduleRef) return undefined;
  const settings: DynamicModuleRef["settings"] = {};
  if (typeof f.settings === "object" && f.settings !== null && !Array.isArray(f.settings)) {
    for (const [key, value] of Object.entries(f.settings)) {
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") settings[key] = value;
    }
  }
  const ref: DynamicModuleRef = { id: entry.sys.id, module: moduleRef, settings };
  const title = text(f, "title");
  if (title) ref.title = title;
  return ref;
}
