// Storing submissions that arrive together (issue 13, ADR 34 amendment: group commit): each is answered with its own
// stored row and outbox rows; a repeated key among them is a duplicate with the first one's reference; nothing is
// answered "stored" that is not in the database. On PGlite and, with DATABASE_URL, PostgreSQL.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formOutbox, formSubmissions, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { storeSubmission, type SubmissionInput } from "./store";

const submission = (submissionKey = randomUUID()): SubmissionInput => ({
  submissionKey,
  formId: "contact",
  brand: "voltline",
  locale: "en",
  moduleId: null,
  fields: { email: "a@example.com", message: "hello" },
  routedTo: ["sales@voltline.example"],
  consentMarketing: false,
  consentTextVersion: null,
  consentAt: null,
  subject: null,
  clientHash: null,
});

describe.each(testDatabaseKinds())("submissions stored together on %s", (kind) => {
  useTestDatabase(kind, "forms-store");

  it("answers each of a burst with its own committed row and its outbox rows", async () => {
    const inputs = Array.from({ length: 30 }, () => submission());
    const results = await Promise.all(inputs.map((input) => storeSubmission(input, [], ["marketing"])));
    expect(results.every((result) => result.kind === "stored")).toBe(true);
    expect(new Set(results.map((result) => result.reference)).size).toBe(30);
    const db = await getDb();
    const rows = await db.select().from(formSubmissions).where(inArray(formSubmissions.submissionKey, inputs.map((input) => input.submissionKey)));
    expect(rows).toHaveLength(30);
    for (const [index, result] of results.entries()) {
      const row = rows.find((r) => r.submissionKey === inputs[index]!.submissionKey)!;
      expect(result).toMatchObject({ kind: "stored", reference: row.reference, id: row.id });
      expect(await db.select().from(formOutbox).where(eq(formOutbox.submissionId, row.id))).toHaveLength(1);
    }
  });

  it("stores a key sent twice in one burst once, and answers the repeat with its reference", async () => {
    const key = randomUUID();
    const results = await Promise.all([storeSubmission(submission(key), [], ["marketing"]), storeSubmission(submission(key), [], ["marketing"]), storeSubmission(submission(), [], [])]);
    expect(results.map((result) => result.kind).sort()).toEqual(["duplicate", "stored", "stored"]);
    expect(results[0]!.reference).toBe(results[1]!.reference);
    const db = await getDb();
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.submissionKey, key));
    expect(await db.select().from(formOutbox).where(eq(formOutbox.submissionId, row!.id))).toHaveLength(1);
  });
});
