// Contract of the HTTP sink (X11) against the fake marketing-form service: request shape and how each answer counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpSink } from "./http-sink";
import { submissionPayload } from "./payload";
import { startFakeMarketingService, type FakeMarketingService } from "./testing/fake-marketing-service";

const payload = submissionPayload(
  {
    reference: "C-7K3M-9QXA",
    submissionKey: "0c6f7c55-2f55-4f0e-9d4a-6f1f3f5b2a10",
    formId: "warranty",
    brand: "voltline",
    locale: "fr-ca",
    moduleId: "module-warranty",
    fields: { catalogNumber: "GFR-15", purchaseDate: "2026-10-02" },
    routedTo: ["warranty@voltline.example"],
    consentMarketing: false,
    consentTextVersion: null,
    consentAt: null,
    createdAt: new Date("2026-11-26T12:00:00Z"),
  },
  [{ field: "proofOfPurchase", fileName: "receipt.pdf", contentType: "application/pdf", size: 1234, sha256: "ab".repeat(32) }],
);
const options = () => ({ idempotencyKey: payload.submissionKey, signal: new AbortController().signal });

describe("HTTP sink against the marketing-form service (X11)", () => {
  let fake: FakeMarketingService;
  beforeAll(async () => {
    fake = await startFakeMarketingService({ token: "s3cret", retryAfterSeconds: 7 });
  });
  afterAll(() => fake.close());

  it("POSTs the submission as JSON with its key as Idempotency-Key and the bearer token; uploads as metadata only", async () => {
    const sink = createHttpSink({ url: fake.url, token: "s3cret", timeoutMs: 2_000 });
    expect(await sink.deliver(payload, options())).toEqual({ kind: "delivered" });
    expect(fake.stored.get(payload.submissionKey)).toEqual({
      reference: "C-7K3M-9QXA",
      submissionKey: payload.submissionKey,
      formId: "warranty",
      brand: "voltline",
      locale: "fr-ca",
      moduleId: "module-warranty",
      fields: { catalogNumber: "GFR-15", purchaseDate: "2026-10-02" },
      routedTo: ["warranty@voltline.example"],
      consent: { marketing: false, textVersion: null, at: null },
      createdAt: "2026-11-26T12:00:00.000Z",
      uploads: [{ field: "proofOfPurchase", fileName: "receipt.pdf", contentType: "application/pdf", size: 1234, sha256: "ab".repeat(32) }],
    });
    // The same submission again: the service answers 409 "already received", which counts as delivered.
    expect(await sink.deliver(payload, options())).toEqual({ kind: "delivered" });
    expect(fake.duplicates).toBe(1);
    expect(fake.requests.at(-1)).toMatchObject({ key: payload.submissionKey, status: 409 });
  });

  it("retries a failing, throttled, unreachable or silent service, and honours Retry-After", async () => {
    const sink = createHttpSink({ url: fake.url, token: "s3cret", timeoutMs: 300 });
    const other = { ...payload, submissionKey: "7d0e3b8e-7a36-4d2e-8d6c-1f0a9c2b4e55" };
    const send = () => sink.deliver(other, { idempotencyKey: other.submissionKey, signal: new AbortController().signal });
    fake.script("error", "down", "throttle", "refuse", "hang");
    expect(await send()).toMatchObject({ kind: "retryable", error: expect.stringMatching(/^HTTP 500/) });
    expect(await send()).toMatchObject({ kind: "retryable", error: expect.stringMatching(/^HTTP 503/) });
    expect(await send()).toMatchObject({ kind: "retryable", error: expect.stringMatching(/^HTTP 429/), retryAfterMs: 7_000 });
    expect(await send()).toMatchObject({ kind: "retryable", error: expect.stringMatching(/^network error/) });
    // The silent service stored it before going quiet: the retry is recognised and not stored twice.
    expect(await send()).toEqual({ kind: "retryable", error: "timed out waiting for the marketing-form service" });
    expect(await send()).toEqual({ kind: "delivered" });
    expect([...fake.stored.keys()].filter((key) => key === other.submissionKey)).toHaveLength(1);
  });

  it("gives a refusal to an operator: a wrong token is not retried", async () => {
    const sink = createHttpSink({ url: fake.url, token: "wrong", timeoutMs: 2_000 });
    expect(await sink.deliver(payload, options())).toEqual({ kind: "permanent", error: 'HTTP 401: {"error":"unauthorized"}' });
  });

  it("stops waiting when the worker stops", async () => {
    const sink = createHttpSink({ url: fake.url, token: "s3cret", timeoutMs: 10_000 });
    fake.script("hang");
    const stop = new AbortController();
    const pending = sink.deliver({ ...payload, submissionKey: "e1b9a1f2-5c3d-4e6f-8a7b-9c0d1e2f3a4b" }, { idempotencyKey: "e1b9a1f2-5c3d-4e6f-8a7b-9c0d1e2f3a4b", signal: stop.signal });
    setTimeout(() => stop.abort(), 50);
    expect(await pending).toEqual({ kind: "retryable", error: "delivery interrupted: the worker stopped" });
  });

  it("reports an unreachable host as retryable", async () => {
    const sink = createHttpSink({ url: "http://127.0.0.1:9/submissions", timeoutMs: 1_000 });
    expect(await sink.deliver(payload, options())).toMatchObject({ kind: "retryable", error: expect.stringMatching(/^network error/) });
  });
});
