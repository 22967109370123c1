// Issue 13 integration: submissions accepted by POST /api/forms/contact reach the marketing-form service through the
// outbox worker (X11), on PGlite and PostgreSQL; the service is down for a while, then up: each delivered exactly once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startOutboxWorker, type OutboxWorker } from "@/features/forms/server";
import { startFakeMarketingService, type FakeMarketingService } from "@/features/forms/testing";
import { formOutbox, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { envelope, FAST_FORMS_ENV, formPoster, withFormsEnv } from "./testing";
import { withFixtureContentPack } from "@/features/content/testing";

withFormsEnv({ SESSION_SECRET: "a-test-secret-of-at-least-thirty-two-characters", ...FAST_FORMS_ENV, MARKETING_FORMS_TIMEOUT_MS: "1000", OUTBOX_POLL_MS: "100", MARKETING_FORMS_URL: "" });
let fake: FakeMarketingService;

const { postJson } = formPoster();

async function submit(locale: string, firstName: string): Promise<{ status: number; reference: string; submissionKey: string }> {
  const body = { ...(await envelope({ locale })), topic: "sales", firstName, lastName: "Lee", email: "ann@example.com", country: "CA", message: "Pricing for 40 GFCI receptacles, please." };
  const response = await postJson(body);
  const answer = (await response.json()) as { reference: string };
  return { status: response.status, reference: answer.reference, submissionKey: body.submissionKey };
}

// The brands and modules come from the content pack fixture: no generated data needed.
withFixtureContentPack();

describe.each(testDatabaseKinds())("submissions forwarded through the outbox on %s (issue 13, X11)", (kind) => {
  useTestDatabase(kind, "forms_outbox_delivery");
  let worker: OutboxWorker | undefined;
  beforeEach(async () => {
    fake = await startFakeMarketingService({ mode: "down" });
    process.env.MARKETING_FORMS_URL = fake.url;
  });
  afterEach(async () => {
    await worker?.stop();
    await fake.close();
  });

  it("delivers every accepted submission once, after the service comes back", async () => {
    worker = startOutboxWorker();
    const sent = [];
    for (const [i, locale] of ["en", "fr-ca", "es-mx", "en", "fr-ca", "es-mx"].entries()) sent.push(await submit(locale, `Ann${i}`));
    expect(sent.map((s) => s.status)).toEqual(Array(6).fill(201));
    // Down: the service refused what it was sent, nothing was stored there, and the rows wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.stored.size).toBe(0);
    const db = await getDb();
    expect((await db.select({ status: formOutbox.status }).from(formOutbox)).every((row) => row.status === "pending")).toBe(true);

    fake.setMode("up");
    const started = Date.now();
    while (fake.stored.size < sent.length && Date.now() - started < 30_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...fake.stored.keys()].sort()).toEqual(sent.map((s) => s.submissionKey).sort());
    for (const s of sent) expect(fake.stored.get(s.submissionKey)).toMatchObject({ reference: s.reference, formId: "contact", brand: "voltline", fields: { topic: "sales" } });
    // The service has them all; the worker marks each row after the service's answer, so the last marks may trail.
    const statuses = async () => (await db.select({ status: formOutbox.status }).from(formOutbox)).map((row) => row.status);
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(Array(6).fill("delivered"));
  }, 60_000);
});
