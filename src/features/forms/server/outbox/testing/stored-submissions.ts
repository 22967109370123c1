// Test helper: accepted submissions written as the submission store writes them (the row and one outbox row per sink,
// in one transaction), for the outbox's and the operator command's tests.
import { randomUUID } from "node:crypto";
import { formOutbox, formSubmissions, formUploads, type Database } from "@/platform/db";
import type { FormId } from "../../../model";

let counter = 0;
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A reference in the contract's format, unique in this process. */
export function testReference(formId: FormId = "contact"): string {
  const n = (process.pid * 7919 + ++counter) % 32 ** 8;
  const digits = Array.from({ length: 8 }, (_, i) => CROCKFORD[Math.floor(n / 32 ** (7 - i)) % 32]).join("");
  return `${{ contact: "C", quote: "Q", warranty: "W", subscribe: "S", lead: "L" }[formId]}-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export interface StoredSubmissionInput {
  formId?: FormId;
  fields?: Record<string, unknown>;
  sinks?: readonly string[];
  createdAt?: Date;
  upload?: boolean;
}

export async function storeSubmission(db: Database, { formId = "contact", fields, sinks = ["marketing"], createdAt, upload = false }: StoredSubmissionInput = {}) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        reference: testReference(formId),
        submissionKey: randomUUID(),
        formId,
        brand: "voltline",
        locale: "en",
        fields: fields ?? { topic: "sales", firstName: "Dana", lastName: "Whitfield", email: "dana@example.com", country: "US", message: "Please call me about GFCI receptacles." },
        routedTo: ["sales@voltline.example"],
        consentMarketing: true,
        consentTextVersion: "2026-11-marketing-v1",
        consentAt: createdAt ?? new Date(),
        ...(createdAt ? { createdAt } : {}),
      })
      .returning();
    if (upload) await tx.insert(formUploads).values({ submissionId: row!.id, field: "proofOfPurchase", fileName: "receipt.pdf", contentType: "application/pdf", size: 4, sha256: "0".repeat(64), data: Buffer.from("%PDF") });
    if (sinks.length) await tx.insert(formOutbox).values(sinks.map((sink) => ({ submissionId: row!.id, sink })));
    return row!;
  });
}
