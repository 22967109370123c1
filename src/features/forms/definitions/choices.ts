// What the forms' fields offer and their limits, without their schemas (issue 15 §1, ADR 75). The forms' client
// components read these to draw their fields and load a form's schema, and zod with it, only when the visitor starts
// on the form (ClientFormDefinition in ../model); the schemas (./contact, ./lead ...) build on the same lists, so the
// browser's fields and the server's checks cannot differ. Pure, and free of zod.
import type { FormDefinition } from "../model";

/** F1 Contact Us: the topics (the module's settings route each to an address list). */
export const CONTACT_TOPICS = ["sales", "technical-support", "customer-service", "media"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** F9 Subscribe: what a subscriber can ask to hear about (labels: messages subscribe.interests.<interest>). */
export const SUBSCRIBE_INTERESTS = ["product-news", "training-webinars", "code-updates", "promotions", "events"] as const;
export type SubscribeInterest = (typeof SUBSCRIBE_INTERESTS)[number];

/** F3 Warranty: who installed the device. */
export const WARRANTY_INSTALLERS = ["self", "electrician"] as const;
export type WarrantyInstaller = (typeof WARRANTY_INSTALLERS)[number];

/**
 * F3 Warranty: the proof-of-purchase upload, a PDF or a photo of the receipt, at most 5 MB, optional (registering a
 * product needs no receipt; a claim does). HEIC is left out: browsers hand a photo picked from an iPhone over as JPEG.
 */
export const PROOF_OF_PURCHASE_FIELD = "proofOfPurchase";
export const PROOF_OF_PURCHASE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const PROOF_OF_PURCHASE_MAX_BYTES = 5 * 1024 * 1024;
/** The warranty form's file fields, checked by the server from the bytes (FormDefinition.files). */
export const WARRANTY_FILES: NonNullable<FormDefinition["files"]> = {
  [PROOF_OF_PURCHASE_FIELD]: { maxBytes: PROOF_OF_PURCHASE_MAX_BYTES, types: PROOF_OF_PURCHASE_TYPES, required: false },
};

/** F14 Lead: the fields a CMS module may add to name and e-mail. */
export const LEAD_OPTIONAL_FIELDS = ["company", "phone", "role", "message", "postalCode"] as const;
export type LeadOptionalField = (typeof LEAD_OPTIONAL_FIELDS)[number];

/** F14 Lead: labels the CMS can give the message field (messages subscribe.lead.messageLabels.<key>). */
export const LEAD_MESSAGE_LABELS = ["message", "partNumbers", "project"] as const;
export type LeadMessageLabel = (typeof LEAD_MESSAGE_LABELS)[number];

export interface LeadSettings {
  fields: LeadOptionalField[];
  required: LeadOptionalField[];
  messageLabel: LeadMessageLabel;
  interest: string;
  campaign: string;
}

export type RawLeadSettings = Record<string, unknown> | undefined;

const list = (value: unknown): LeadOptionalField[] =>
  typeof value === "string"
    ? [...new Set(value.split(",").map((item) => item.trim()))].filter((item): item is LeadOptionalField => (LEAD_OPTIONAL_FIELDS as readonly string[]).includes(item))
    : [];

const label = (value: unknown): string => (typeof value === "string" ? value.trim().slice(0, 80) : "");

/** A lead module's settings as the lead form reads them; anything unknown or malformed is left out. Pure. */
export function leadSettings(settings: RawLeadSettings): LeadSettings {
  const fields = list(settings?.fields);
  const messageLabel = settings?.messageLabel;
  return {
    fields,
    required: list(settings?.required).filter((field) => fields.includes(field)),
    messageLabel: (LEAD_MESSAGE_LABELS as readonly unknown[]).includes(messageLabel) ? (messageLabel as LeadMessageLabel) : "message",
    interest: label(settings?.interest),
    campaign: label(settings?.campaign),
  };
}
