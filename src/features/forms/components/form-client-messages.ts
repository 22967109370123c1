// Which messages a form's client components are given (issue 15 §1): the namespaces that form reads, less the groups
// only the server reads. They travel in the page's RSC payload, inlined in the HTML, so a group no field reads is bytes
// every visitor of a page with a form downloads for nothing (the home page's subscribe form carried the confirmation
// and draft pages' words, the API's refusals and the subscription e-mails', about 6 KB).
import { pickMessages, type MessagePicks } from "@/platform/i18n/client-messages";
import type { FormId } from "../model";

type Messages = Record<string, unknown>;

/**
 * Groups the server alone reads, by namespace: the confirmation and draft pages and the contact module's heading
 * (`forms`); the API's refusals, which its answers carry translated (`api`); the subscription's e-mails, pages and
 * module heading, and the lead form's group, which the lead form is given on its own (`subscribe`).
 */
const SERVER_ONLY: Readonly<Record<string, readonly string[]>> = {
  forms: ["confirmation", "draft", "contact"],
  "form-errors": ["api"],
  "forms-products": ["api"],
  subscribe: ["confirm", "mail", "unsubscribe", "title", "intro", "lead"],
};

/** The namespaces each form reads beside `forms` and `form-errors`; `lead` reads one group of `subscribe`. */
const OWN: Partial<Record<FormId, MessagePicks>> = {
  quote: { "forms-products": true },
  warranty: { "forms-products": true },
  subscribe: { subscribe: true },
  lead: { subscribe: ["lead"] },
};

/** Every group of a namespace but those only the server reads. */
function clientGroups(messages: Messages, namespace: string): readonly string[] {
  const value = messages[namespace];
  const serverOnly = SERVER_ONLY[namespace] ?? [];
  return value && typeof value === "object" ? Object.keys(value).filter((group) => !serverOnly.includes(group)) : [];
}

/** The messages of `formId`'s client components, picked from a locale's messages. */
export function formClientMessages(messages: Messages, formId: FormId): Messages {
  const picks: Record<string, true | readonly string[]> = { forms: clientGroups(messages, "forms"), "form-errors": clientGroups(messages, "form-errors") };
  for (const [namespace, pick] of Object.entries(OWN[formId] ?? {})) picks[namespace] = pick === true ? clientGroups(messages, namespace) : pick;
  return pickMessages(messages, picks);
}
