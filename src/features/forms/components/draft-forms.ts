// Each form's client component by id, for the page that shows a refused no-JavaScript post again.
import type { ComponentType } from "react";
import type { FormId } from "../model";
import type { FormComponentProps } from "./form-props";
import { ContactForm } from "./ContactForm";
import { LeadForm } from "./LeadForm";
import { QuoteForm } from "./QuoteForm";
import { SubscribeForm } from "./SubscribeForm";
import { WarrantyForm } from "./WarrantyForm";

export const FORM_COMPONENTS: Partial<Record<FormId, ComponentType<FormComponentProps>>> = {
  contact: ContactForm,
  quote: QuoteForm,
  warranty: WarrantyForm,
  subscribe: SubscribeForm,
  lead: LeadForm,
};
