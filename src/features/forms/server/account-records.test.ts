// A6 / A7: an account's requests as the account area reads them, on PGlite and PostgreSQL: only its own, on this
// brand, quote requests and warranty registrations only, with their status from the outbox.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formOutbox, formSubmissions, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { findAccountRequest, listAccountRequests, requestContents } from "./account-records";

let n = 0;
const reference = (prefix: string) => `${prefix}-${String(++n).padStart(4, "0")}-${randomUUID().replace(/[^0-9]/g, "").slice(0, 4).padEnd(4, "0")}`;

async function submit(subject: string | null, formId: "quote" | "warranty" | "contact", brand = "voltline", fields: Record<string, unknown> = {}, createdAt = new Date()) {
  const db = await getDb();
  const ref = reference(formId === "quote" ? "Q" : formId === "warranty" ? "W" : "C");
  const [row] = await db.insert(formSubmissions).values({ reference: ref, submissionKey: randomUUID(), formId, brand, locale: "en", fields, subject, createdAt }).returning({ id: formSubmissions.id });
  return { id: row!.id, reference: ref };
}

describe.each(testDatabaseKinds())("account requests on %s (A6, A7)", (kind) => {
  useTestDatabase(kind, "account_records");

  it("lists the account's quote requests and warranty registrations on the brand, newest first, with status and contents", async () => {
    const me = `acct-${randomUUID()}`;
    const old = await submit(me, "quote", "voltline", { projectName: "Tower", neededBy: "2027-01-02", lines: [{ catalogNumber: "VL-1", quantity: 5, note: "asap" }, { catalogNumber: "VL-2", quantity: "2" }] }, new Date("2026-01-01T00:00:00Z"));
    const warranty = await submit(me, "warranty", "voltline", { catalogNumber: "VL-9", dateCode: "2545", purchaseDate: "2026-05-01", installer: "self" }, new Date("2026-02-01T00:00:00Z"));
    await submit(me, "contact", "voltline");
    await submit(me, "quote", "voltline-canada");
    await submit(`acct-${randomUUID()}`, "quote", "voltline");
    await submit(null, "quote", "voltline");
    const db = await getDb();
    await db.insert(formOutbox).values({ submissionId: warranty.id, sink: "marketing", status: "delivered" });
    await db.insert(formOutbox).values({ submissionId: old.id, sink: "marketing", status: "failed" });

    const requests = await listAccountRequests(me, "voltline");
    expect(requests.map((r) => [r.reference, r.formId, r.status])).toEqual([
      [warranty.reference, "warranty", "forwarded"],
      [old.reference, "quote", "received"],
    ]);
    expect(requests[1]).toMatchObject({ lines: [{ catalogNumber: "VL-1", quantity: 5, note: "asap" }, { catalogNumber: "VL-2", quantity: 2, note: "" }], details: { projectName: "Tower", neededBy: "2027-01-02" } });
    expect(requests[0]).toMatchObject({ lines: [{ catalogNumber: "VL-9", quantity: 1, note: "" }], details: { dateCode: "2545", purchaseDate: "2026-05-01", installer: "self" } });
  });

  it("finds one of them by reference; another account's, another brand's, a contact message or a malformed reference is none", async () => {
    const me = `acct-${randomUUID()}`;
    const someone = `acct-${randomUUID()}`;
    const mine = await submit(me, "quote");
    const theirs = await submit(someone, "quote");
    const elsewhere = await submit(me, "quote", "voltline-canada");
    const message = await submit(me, "contact");
    expect((await findAccountRequest(me, "voltline", mine.reference))?.reference).toBe(mine.reference);
    expect(await findAccountRequest(me, "voltline", theirs.reference)).toBeUndefined();
    expect(await findAccountRequest(someone, "voltline", mine.reference)).toBeUndefined();
    expect(await findAccountRequest(me, "voltline", elsewhere.reference)).toBeUndefined();
    expect(await findAccountRequest(me, "voltline", message.reference)).toBeUndefined();
    for (const bad of ["", "Q-", "q-0001-0000' or 1=1", "x".repeat(500)]) expect(await findAccountRequest(me, "voltline", bad)).toBeUndefined();
  });
});

describe("request contents", () => {
  it("reads whatever was stored without failing", () => {
    expect(requestContents("quote", null)).toEqual({ lines: [], details: {} });
    expect(requestContents("quote", { lines: "nope", projectName: 42 })).toEqual({ lines: [], details: { projectName: "42" } });
    expect(requestContents("warranty", { catalogNumber: "" })).toEqual({ lines: [], details: {} });
  });
});
