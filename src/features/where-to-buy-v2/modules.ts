// Where to Buy V2's dynamic module (C3) by type, for the content block registry: the CMS places it by its module type.
import type { ComponentType } from "react";
import type { DynamicModuleProps } from "@/features/content/server";
import type { DynamicModuleType } from "@/features/content";
import { WhereToBuyV2Module } from "./components/WhereToBuyV2Module";

export const WHERE_TO_BUY_V2_MODULES: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  WhereToBuyV2: WhereToBuyV2Module,
};
