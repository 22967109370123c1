// Each form's client component by id, for the page that shows a refused no-JavaScript post again (h/fmodules adds
// the quote and warranty forms here).
import type { ComponentType } from "react";
import type { FormId } from "../model";
import type { FormComponentProps } from "./form-props";
import { ContactForm } from "./ContactForm";
import { LeadForm } from "./LeadForm";
import { SubscribeForm } from "./SubscribeForm";

export const FORM_COMPONENTS: Partial<Record<FormId, ComponentType<FormComponentProps>>> = {
  contact: ContactForm,
  subscribe: SubscribeForm,
  lead: LeadForm,
};
