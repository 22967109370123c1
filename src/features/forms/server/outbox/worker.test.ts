// The outbox end to end (X11): stored submissions reach the fake marketing-form service exactly once through failures,
// timeouts, throttling and restarts, on PGlite and PostgreSQL.
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { formOutbox, getDb } from "@/platform/db";
import { testDatabaseKinds, useTestDatabase } from "@/platform/db/testing";
import { createHttpSink } from "./http-sink";
import { claimDueRows, settleRow } from "./store";
import { startFakeMarketingService, type FakeMarketingService } from "./testing/fake-marketing-service";
import { storeSubmission } from "./testing/stored-submissions";
import { createOutboxWorker, type RunningOutboxWorker } from "./worker";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
// The lease outlives any delivery here even on a loaded machine (5 s did not: a delivery slower than its lease is taken
// again by the other worker, which the exact request counts below would see).
const fastConfig = { maxAttempts: 12, pollMs: 50, concurrency: 4, leaseMs: 30_000, backoffBaseMs: 20, backoffCapMs: 200 };

async function outboxRows() {
  const db = await getDb();
  return db.select().from(formOutbox).orderBy(formOutbox.id);
}

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting for the outbox");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const settled = async () => (await outboxRows()).every((row) => row.status !== "pending");

describe.each(testDatabaseKinds())("outbox worker on %s (X11)", (kind) => {
  useTestDatabase(kind, "forms_outbox_worker");
  let fake: FakeMarketingService | undefined;
  let workers: RunningOutboxWorker[] = [];
  const start = (options: Partial<typeof fastConfig> = {}, timeoutMs = 300) => {
    const worker = createOutboxWorker({ getDb, sinks: [createHttpSink({ url: fake!.url, timeoutMs })], config: { ...fastConfig, ...options }, logger: quiet, stopGraceMs: 200 });
    workers.push(worker);
    return worker;
  };
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    workers = [];
    await fake?.close();
    const db = await getDb();
    await db.delete(formOutbox);
  });

  it("delivers every submission exactly once while the service fails, times out, throttles, then recovers", async () => {
    fake = await startFakeMarketingService({ retryAfterSeconds: 1 });
    fake.setMode("error");
    const db = await getDb();
    const submissions = [];
    for (let i = 0; i < 10; i++) submissions.push(await storeSubmission(db, { upload: i === 0 }));
    const worker = start();
    await until(async () => fake!.requests.length >= 10);
    fake.script("hang", "hang", "throttle", "refuse");
    fake.setMode("up");
    worker.wake();
    await until(settled);

    const rows = await outboxRows();
    expect(rows.map((row) => row.status)).toEqual(Array(10).fill("delivered"));
    expect(rows.every((row) => row.deliveredAt && row.lockedUntil === null && row.lastError === null)).toBe(true);
    expect(fake.stored.size).toBe(10);
    expect([...fake.stored.keys()].sort()).toEqual(submissions.map((row) => row.submissionKey).sort());
    // The answers lost to the timeout came back as "already received": stored once, recognised on the retry.
    expect(fake.duplicates).toBeGreaterThanOrEqual(1);
    expect(fake.requests.filter((request) => request.status === 409)).toHaveLength(fake.duplicates);
    expect(Math.max(...rows.map((row) => row.attempts))).toBeGreaterThan(1);
    expect(fake.stored.get(submissions[0]!.submissionKey)).toMatchObject({ reference: submissions[0]!.reference, uploads: [{ fileName: "receipt.pdf", size: 4 }] });
  }, 60_000);

  it("leaves a failing service alone, then probes it with one row at a time: the outage costs the other rows nothing", async () => {
    fake = await startFakeMarketingService({ mode: "down" });
    const db = await getDb();
    for (let i = 0; i < 10; i++) await storeSubmission(db);
    start({ backoffBaseMs: 100, backoffCapMs: 400 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const whileDown = fake.requests.length;
    // The first claim (4 rows at once) fails, then one probe after each pause (100 ms, doubling, at most 400 ms).
    expect(whileDown).toBeGreaterThanOrEqual(5);
    expect(whileDown).toBeLessThanOrEqual(10);
    fake.setMode("up");
    await until(settled);
    const rows = await outboxRows();
    expect(rows.map((row) => row.status)).toEqual(Array(10).fill("delivered"));
    expect(rows.filter((row) => row.attempts === 1).length).toBeGreaterThanOrEqual(4);
    expect(fake.stored.size).toBe(10);
  }, 30_000);

  it("honours Retry-After: a throttled row waits the service's delay, not the shorter backoff", async () => {
    fake = await startFakeMarketingService({ retryAfterSeconds: 1 });
    fake.script("throttle");
    await storeSubmission(await getDb());
    start();
    await until(settled);
    const [first, second] = fake.requests;
    expect(first!.status).toBe(429);
    expect(second!.status).toBe(201);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  }, 30_000);

  it("marks a row failed with its last error after the last attempt", async () => {
    fake = await startFakeMarketingService({ mode: "error" });
    const db = await getDb();
    await storeSubmission(db);
    start({ maxAttempts: 3 });
    await until(settled);
    expect(await outboxRows()).toMatchObject([{ status: "failed", attempts: 3, lastError: 'HTTP 500: {"error":"internal error"} (gave up after 3 attempts)', lockedUntil: null }]);
    expect(fake.requests).toHaveLength(3);
    expect(fake.stored.size).toBe(0);
  }, 30_000);

  it("marks a refused row failed after one attempt (a wrong token is not retried)", async () => {
    fake = await startFakeMarketingService({ token: "the-right-one" });
    await storeSubmission(await getDb());
    start();
    await until(settled);
    expect(await outboxRows()).toMatchObject([{ status: "failed", attempts: 1, lastError: 'HTTP 401: {"error":"unauthorized"}' }]);
    expect(fake.requests).toHaveLength(1);
  }, 30_000);

  it("picks up after a restart: rows a stopped worker leased are delivered by the next one, once", async () => {
    fake = await startFakeMarketingService({ mode: "hang" });
    const db = await getDb();
    for (let i = 0; i < 3; i++) await storeSubmission(db);
    // A worker that dies mid-delivery (its lease still held): the next claim does not take its rows until the lease ends.
    await claimDueRows(db, { sinks: ["marketing"], limit: 10, leaseMs: 400 });
    expect(await claimDueRows(db, { sinks: ["marketing"], limit: 10, leaseMs: 400 })).toEqual([]);
    fake.setMode("up");
    start();
    await until(settled);
    expect((await outboxRows()).map((row) => row.status)).toEqual(["delivered", "delivered", "delivered"]);
    expect(fake.stored.size).toBe(3);
  }, 30_000);

  it("a worker whose lease ran out cannot overwrite the row's new claim", async () => {
    fake = await startFakeMarketingService();
    const db = await getDb();
    await storeSubmission(db);
    const [stale] = await claimDueRows(db, { sinks: ["marketing"], limit: 1, leaseMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [fresh] = await claimDueRows(db, { sinks: ["marketing"], limit: 1, leaseMs: 60_000 });
    expect(fresh).toMatchObject({ id: stale!.id, attempts: 2 });
    await settleRow(db, stale!, { status: "failed", error: "late answer" });
    expect(await outboxRows()).toMatchObject([{ status: "pending", lastError: null }]);
    await settleRow(db, fresh!, { status: "delivered" });
    expect(await outboxRows()).toMatchObject([{ status: "delivered" }]);
  }, 30_000);

  it("stop() gives an interrupted delivery back; another worker delivers it once", async () => {
    fake = await startFakeMarketingService({ mode: "hang" });
    const db = await getDb();
    const submission = await storeSubmission(db);
    const first = start({}, 10_000);
    await until(async () => fake!.requests.length === 1);
    await first.stop();
    expect(await outboxRows()).toMatchObject([{ status: "pending", lockedUntil: null, attempts: 0 }]);
    fake.setMode("up");
    start();
    await until(settled);
    expect(fake.stored.size).toBe(1);
    expect(fake.requests.at(-1)).toMatchObject({ key: submission.submissionKey, status: 409 });
  }, 30_000);

  it("two workers share the rows without taking the same one (SKIP LOCKED)", async () => {
    fake = await startFakeMarketingService();
    const db = await getDb();
    for (let i = 0; i < 20; i++) await storeSubmission(db);
    const [a, b] = await Promise.all([claimDueRows(db, { sinks: ["marketing"], limit: 12, leaseMs: 60_000 }), claimDueRows(db, { sinks: ["marketing"], limit: 12, leaseMs: 60_000 })]);
    const ids = [...a!, ...b!].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(20);
    await db.update(formOutbox).set({ lockedUntil: null });
    start();
    start();
    await until(settled);
    expect(fake.stored.size).toBe(20);
    expect(fake.requests).toHaveLength(20);
  }, 30_000);

  it("leaves rows of a sink this process does not deliver to alone (kept locally)", async () => {
    fake = await startFakeMarketingService();
    const db = await getDb();
    const other = await storeSubmission(db, { sinks: ["crm"] });
    const worker = start();
    await worker.idle();
    expect(await db.select({ status: formOutbox.status }).from(formOutbox).where(eq(formOutbox.submissionId, other.id))).toEqual([{ status: "pending" }]);
    expect(fake.requests).toHaveLength(0);
  }, 30_000);
});
