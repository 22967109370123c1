// The competitor cross reference's dynamic module (C3) by type, for the content block registry: the CMS places it by
// its module type (`CompetitorCrossReference`, spec §1).
import type { ComponentType } from "react";
import type { DynamicModuleProps } from "@/features/content/server";
import type { DynamicModuleType } from "@/features/content";
import { CrossReferenceModule } from "./components/CrossReferenceModule";

export const CROSSREF_MODULES: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  CompetitorCrossReference: CrossReferenceModule,
};
