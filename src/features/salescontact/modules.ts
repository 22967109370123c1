// Find a Sales Contact's dynamic module (C3, F5) by type, for the content block registry: the CMS places it by its
// module type (`FindASalesContact`, the spec's "Find a Sales Contact").
import type { ComponentType } from "react";
import type { DynamicModuleProps } from "@/features/content/server";
import type { DynamicModuleType } from "@/features/content";
import { SalesContactModule } from "./components/SalesContactModule";

export const SALES_CONTACT_MODULES: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  FindASalesContact: SalesContactModule,
};
