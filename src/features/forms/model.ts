// The forms platform's shared model (issue 13, F1-F3, F9, F14): what the browser and the server both know about a
// form. Pure: no React, no database. Each form is a definition (./definitions) whose zod schema validates the same
// fields in the browser (react-hook-form) and on the server (POST /api/forms/{formId}).
import type { z } from "@/platform/validation/zod";
import type { DynamicModuleType } from "@/features/content";

export const FORM_IDS = ["contact", "quote", "warranty", "subscribe", "lead"] as const;
export type FormId = (typeof FORM_IDS)[number];

export const isFormId = (value: unknown): value is FormId => typeof value === "string" && (FORM_IDS as readonly string[]).includes(value);

/** The dynamic module (C3) that places each form on a CMS page. */
export const FORM_OF_MODULE: Partial<Record<DynamicModuleType, FormId>> = {
  ContactUsForm: "contact",
  QuoteRequestForm: "quote",
  WarrantyRegistrationForm: "warranty",
  SubscribeForm: "subscribe",
  LeadForm: "lead",
};

/** Confirmation pages of the spec, under /{brand}/{locale}/ (forms without one confirm in place). */
export const CONFIRMATION_PATH: Partial<Record<FormId, string>> = {
  contact: "contact-us/confirmation",
  quote: "request-quote/confirmation",
  warranty: "warranty-registration/confirmation",
};

/** First letter of a reference number (`Q-7K3M-9QXA`), so a reference says which form it came from. */
export const REFERENCE_PREFIX: Record<FormId, string> = { contact: "C", quote: "Q", warranty: "W", subscribe: "S", lead: "L" };
export const REFERENCE_PATTERN = /^[CQWSL]-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * Fields every form posts besides its own (the envelope), read and checked by the server before the schema runs.
 * They are not part of any form's schema.
 */
export const ENVELOPE_FIELDS = {
  brand: "brand",
  locale: "locale",
  /** The CMS dynamic module entry id the form was placed with. */
  moduleId: "moduleId",
  /** One random UUID per filled form: the idempotency key of the submission. */
  submissionKey: "submissionKey",
  /** The page the form is on (a same-site path), where a browser without JavaScript is sent back on errors. */
  returnTo: "returnTo",
  /** Honeypot: a field people never see or fill; anything in it refuses the submission. */
  honeypot: "website",
  /** Captcha answer: ALTCHA's payload (embedded) or reCAPTCHA v3's token (production), or the no-JavaScript check's token. */
  captcha: "captcha",
  /** What a visitor without JavaScript typed as the answer of the no-JavaScript check (server/noscript-check.ts). */
  captchaAnswer: "captchaAnswer",
} as const;

/**
 * Error messages are keys of the `form-errors` messages (messages/{locale}/form-errors.json), set as the zod issue's
 * message (`z.string().min(1, "required")`); the browser and the server translate them with the issue's own parameters
 * (`maximum`, `minimum`) through translateIssues (./errors.ts). A key never reaches a visitor untranslated.
 */
export type FormErrorKey =
  | "required"
  | "tooLong"
  | "tooShort"
  | "email"
  | "phone"
  | "postalCode"
  | "country"
  | "region"
  | "choice"
  | "date"
  | "dateInFuture"
  | "dateInPast"
  | "catalogNumber"
  | "unknownProduct"
  | "quantity"
  | "tooManyLines"
  | "file"
  | "fileType"
  | "fileTooLarge"
  | "consent"
  | "unknownField";

/** Field errors as the API answers them and the form shows them: the field's path (`lines.2.quantity`) -> translated text. */
export type FieldErrors = Record<string, string>;

/** JSON answers of POST /api/forms/{formId}. */
export type SubmitAnswer =
  | { status: 201 | 200; reference: string; confirmationUrl: string; message: string }
  | { status: 400 | 403 | 404 | 413 | 415 | 422 | 429 | 503; message: string; fieldErrors?: FieldErrors };

/** What a form definition is (./definitions/<form>.ts). */
export interface FormDefinition<Schema extends z.ZodType = z.ZodType> {
  id: FormId;
  /** The fields' schema, strict (unknown fields are an error), shared by the browser and the server. */
  schema: Schema;
  /** Fields that carry files (multipart only), with their limits; checked by the server from the bytes. */
  files?: Record<string, { maxBytes: number; types: readonly string[]; required: boolean }>;
  /** Whether the marketing opt-in is part of the form (unticked by default; the row records its text version). */
  marketingConsent: boolean;
  /**
   * Forms whose fields the CMS module chooses (F14 lead): the schema for the module's settings. The server validates a
   * post with the schema of the module it names (`moduleId`); `schema` is the one for a post without a known module.
   */
  schemaFor?: (settings: Record<string, unknown> | undefined) => z.ZodType;
  /** Values stored with the fields that come from the module's settings, never from the post (a lead's campaign). */
  hiddenFields?: (settings: Record<string, unknown> | undefined) => Record<string, string>;
}

/**
 * A form's definition as its client component holds it (ADR 75): the schema is a loader, so zod and the form's
 * checks reach the browser when the visitor starts on the form (the first focus in it), not with the page.
 */
export interface ClientFormDefinition {
  id: FormId;
  files?: FormDefinition["files"];
  /** The schema `FormDefinition.schema` is (or `schemaFor` makes): the same checks as the server's. */
  schema: () => Promise<z.ZodType>;
}

/** Id of the element a form without a confirmation page shows its "sent" message in (`#subscribe-sent`). */
export const sentAnchor = (formId: FormId) => `${formId}-sent`;

/** Version of the marketing consent text (messages forms.consent.marketing): stored with every opt-in. */
export const CONSENT_TEXT_VERSION = "2026-11-marketing-v1";
