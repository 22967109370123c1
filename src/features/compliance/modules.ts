// The compliance letter forms' dynamic modules (C3) by type, for the content block registry.
import type { ComponentType } from "react";
import type { DynamicModuleProps } from "@/features/content/server";
import type { DynamicModuleType } from "@/features/content";
import { BuyAmericaModule, BuyAmericanFarModule, CertificationsModule, EnvironmentalModule } from "./components/ComplianceLetterModule";

export const COMPLIANCE_MODULES: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  BuyAmericanFarForm: BuyAmericanFarModule,
  BuyAmericaForm: BuyAmericaModule,
  CertificationsForm: CertificationsModule,
  EnvironmentalComplianceForm: EnvironmentalModule,
};
