// Every form's definition by id: the one list the API route, the browser modules and the operator command read.
import type { FormDefinition, FormId } from "../model";
import { contactForm } from "./contact";
import { leadForm } from "./lead";
import { subscribeForm } from "./subscribe";

export const FORM_DEFINITIONS: Partial<Record<FormId, FormDefinition>> = { contact: contactForm, subscribe: subscribeForm, lead: leadForm };

export const formDefinition = (id: FormId): FormDefinition | undefined => FORM_DEFINITIONS[id];
