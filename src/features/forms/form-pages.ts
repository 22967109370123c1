// Where each form lives on a brand's site (the CMS page it is placed on), for the links back from its confirmation.

export type ConfirmedForm = "contact" | "quote" | "warranty";

export const FORM_PAGE_SLUG: Record<ConfirmedForm, string> = { contact: "contact", quote: "request-quote", warranty: "warranty" };
