// Dynamic modules (forms and tools, spec §1) by type; the features that build them register here.
import type { ComponentType } from "react";
import type { DynamicModuleRef, DynamicModuleType } from "@/features/content/model";
import { FORM_MODULES } from "@/features/forms/server";
import { LOCATOR_MODULES } from "@/features/locator/server";
import { SALES_CONTACT_MODULES } from "@/features/salescontact/server";
import { WHERE_TO_BUY_V2_MODULES } from "@/features/where-to-buy-v2/server";
import { CROSSREF_MODULES } from "@/features/crossref/server";
import { COMPLIANCE_MODULES } from "@/features/compliance/server";
import type { BlockContext } from "../types";
import { NewsCarousel } from "./NewsCarousel/Component";

export interface DynamicModuleProps {
  module: DynamicModuleRef;
  context: BlockContext;
}

/** A type without an entry is not rendered at all. */
export const dynamicModuleRegistry: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  ...FORM_MODULES,
  ...LOCATOR_MODULES,
  ...SALES_CONTACT_MODULES,
  ...WHERE_TO_BUY_V2_MODULES,
  ...CROSSREF_MODULES,
  ...COMPLIANCE_MODULES,
  NewsCarousel,
};
