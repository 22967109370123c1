// Every form's definition by id: the one list the API route, the browser modules and the operator command read.
import type { FormDefinition, FormId } from "../model";
import { contactForm } from "./contact";
import { leadForm } from "./lead";
import { quoteForm } from "./quote";
import { subscribeForm } from "./subscribe";
import { warrantyForm } from "./warranty";

export const FORM_DEFINITIONS: Partial<Record<FormId, FormDefinition>> = {
  contact: contactForm,
  quote: quoteForm,
  warranty: warrantyForm,
  subscribe: subscribeForm,
  lead: leadForm,
};

export const formDefinition = (id: FormId): FormDefinition | undefined => FORM_DEFINITIONS[id];
