// Where to Buy's dynamic module (C3) by type, for the content block registry: the CMS places it by its module type.
import type { ComponentType } from "react";
import type { DynamicModuleProps } from "@/features/content/server";
import type { DynamicModuleType } from "@/features/content";
import { WhereToBuyModule } from "./components/WhereToBuyModule";

export const LOCATOR_MODULES: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  WhereToBuy: WhereToBuyModule,
};
