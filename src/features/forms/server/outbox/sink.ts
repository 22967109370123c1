// The SubmissionSink port (ARCHITECTURE: forms): where the outbox forwards an accepted submission, and what it sends.
import type { FormId } from "../../model";
import type { DeliveryOutcome } from "./policy";

/** A file sent with the submission: its metadata only, never the bytes (they stay in form_uploads). */
export interface SubmissionUploadInfo {
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** What the marketing-form service receives for one submission (JSON). */
export interface SubmissionPayload {
  reference: string;
  /** The idempotency key of the submission (also sent as the `Idempotency-Key` header). */
  submissionKey: string;
  formId: FormId;
  brand: string;
  locale: string;
  moduleId: string | null;
  fields: unknown;
  routedTo: string[];
  consent: { marketing: boolean; textVersion: string | null; at: string | null };
  createdAt: string;
  uploads: SubmissionUploadInfo[];
}

export interface DeliveryOptions {
  /** The same for every attempt of one submission: a service that already has it answers "already received". */
  idempotencyKey: string;
  /** Aborted when the worker stops. */
  signal: AbortSignal;
}

export interface SubmissionSink {
  /** The name in form_outbox.sink. */
  readonly name: string;
  /** Never throws: every failure is an outcome. */
  deliver(payload: SubmissionPayload, options: DeliveryOptions): Promise<DeliveryOutcome>;
}
