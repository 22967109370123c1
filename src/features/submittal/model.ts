// The submittal package builder (F15): what a request may hold, the documents a package merges, and why a document
// may be left out. Client-safe: the form and the pages read the same limits.

/** Most products one package holds (the journeys and bench use 20). */
export const MAX_PRODUCTS = 50;
/** Longest catalogue number taken. */
export const MAX_NUMBER_LENGTH = 40;
/** Longest free-text field (project, submitted by). */
export const MAX_TEXT = 200;
/** Largest CSV file read. */
export const MAX_CSV_BYTES = 64 * 1024;
/** Largest request body: fields, pasted numbers and the CSV, multipart overhead included. */
export const MAX_BODY_BYTES = MAX_CSV_BYTES + 32 * 1024;
/** How long a build (its errors page, its download and its retry) stays available to its visitor. */
export const BUILD_TTL_HOURS = 24;
/** Hidden honeypot field: a person never fills it. */
export const HONEYPOT_FIELD = "website";
/** Cookie naming the visitor's builds (its digest is stored with each build; ADR 59). */
export const VISITOR_COOKIE = "vl_pdfb";

export const DOCUMENT_KINDS = ["specSheet", "installationInstructions", "certificate"] as const;
export type SubmittalDocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Why a product's document is not in the package (the errors page says it in the visitor's locale). */
export const FAILURE_REASONS = ["withdrawn", "missing", "unavailable", "failed"] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export interface SubmittalFailure {
  catalogNumber: string;
  productName: string;
  kind: SubmittalDocumentKind;
  /** Document id, when the product names one. */
  documentId?: string;
  /** The document's title in the locale (e.g. "UL certificate"), when known. */
  documentTitle?: string;
  reason: FailureReason;
}

/** What a visitor asked for: stored with the build, so a retry builds the same package. */
export interface SubmittalRequest {
  numbers: string[];
  projectName: string;
  submittedBy: string;
  /** ISO date (yyyy-mm-dd) printed on the cover sheet. */
  date: string;
  instructions: boolean;
  certificates: boolean;
}

/** Build ids are 128 random bits, base64url: unguessable, so a build's page reaches only who has its link and cookie. */
export const isBuildId = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{22}$/u.test(value);
