// The forms' dynamic modules (C3) by type, for the content block registry: the CMS places a form by its module type.
import type { ComponentType } from "react";
import type { DynamicModuleProps } from "@/features/content/server";
import type { DynamicModuleType } from "@/features/content";
import { ContactUsModule } from "./components/ContactUsModule";
import { QuoteRequestModule, WarrantyRegistrationModule } from "./components/CatalogFormModules";
import { LeadModule } from "./components/LeadModule";
import { SubscribeModule } from "./components/SubscribeModule";

export const FORM_MODULES: Partial<Record<DynamicModuleType, ComponentType<DynamicModuleProps>>> = {
  ContactUsForm: ContactUsModule,
  QuoteRequestForm: QuoteRequestModule,
  WarrantyRegistrationForm: WarrantyRegistrationModule,
  SubscribeForm: SubscribeModule,
  LeadForm: LeadModule,
};
