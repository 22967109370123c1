// Each form's client component by id, for the page that shows a refused no-JavaScript post again.
import type { ComponentType } from "react";
import type { FormId } from "../model";
import type { FormComponentProps } from "./form-props";
import { ContactForm, LeadForm, QuoteForm, SubscribeForm, WarrantyForm } from "./lazy-forms";

export const FORM_COMPONENTS: Partial<Record<FormId, ComponentType<FormComponentProps>>> = {
  contact: ContactForm,
  quote: QuoteForm,
  warranty: WarrantyForm,
  subscribe: SubscribeForm,
  lead: LeadForm,
};
