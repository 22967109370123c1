// The payload the marketing-form service receives, built from the stored submission row and its uploads' metadata.
import type { FormSubmissionRow, FormUploadRow } from "@/platform/db";
import type { SubmissionPayload, SubmissionUploadInfo } from "./sink";

export type SubmissionForPayload = Pick<
  FormSubmissionRow,
  "reference" | "submissionKey" | "formId" | "brand" | "locale" | "moduleId" | "fields" | "routedTo" | "consentMarketing" | "consentTextVersion" | "consentAt" | "createdAt"
>;

export type UploadForPayload = Pick<FormUploadRow, "field" | "fileName" | "contentType" | "size" | "sha256">;

export function submissionPayload(row: SubmissionForPayload, uploads: readonly UploadForPayload[]): SubmissionPayload {
  return {
    reference: row.reference,
    submissionKey: row.submissionKey,
    formId: row.formId,
    brand: row.brand,
    locale: row.locale,
    moduleId: row.moduleId,
    fields: row.fields,
    routedTo: row.routedTo,
    consent: { marketing: row.consentMarketing, textVersion: row.consentTextVersion, at: row.consentAt?.toISOString() ?? null },
    createdAt: row.createdAt.toISOString(),
    uploads: uploads.map(({ field, fileName, contentType, size, sha256 }): SubmissionUploadInfo => ({ field, fileName, contentType, size, sha256 })),
  };
}
