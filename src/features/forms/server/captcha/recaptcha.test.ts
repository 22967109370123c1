// Contract test of the reCAPTCHA v3 adapter against a local fake of site-verify (X9): the request Google expects, and
// what each of its answers (or its silence) makes of a submission.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recaptchaVerifier } from "./recaptcha";

let server: Server;
let url: string;
let requests: { method?: string; contentType?: string; body: URLSearchParams }[] = [];
let answer: (request: IncomingMessage) => { status: number; body: unknown; delayMs?: number } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests.push({ method: request.method, contentType: request.headers["content-type"], body: new URLSearchParams(Buffer.concat(chunks).toString("utf8")) });
      const { status, body, delayMs = 0 } = answer(request);
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { "content-type": "application/json" });
        response.end(typeof body === "string" ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
});

const context = { clientAddress: "203.0.113.9", action: "form_contact" };
const verifier = (timeoutMs = 3_000) => recaptchaVerifier({ secret: "s3cret", verifyUrl: url, minScore: 0.5, timeoutMs });

describe("X9: reCAPTCHA v3 site-verify", () => {
  it("posts the secret, the token and the client's address form-encoded, and accepts a good score for the action", async () => {
    answer = () => ({ status: 200, body: { success: true, score: 0.9, action: "form_contact", hostname: "localhost", challenge_ts: new Date().toISOString() } });
    expect(await verifier().verify("token-abc", context)).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", contentType: "application/x-www-form-urlencoded" });
    expect(Object.fromEntries(requests[0]!.body)).toEqual({ secret: "s3cret", response: "token-abc", remoteip: "203.0.113.9" });
  });

  it("refuses a low score, another action, an unsuccessful token, and asks nothing for a missing token", async () => {
    answer = () => ({ status: 200, body: { success: true, score: 0.3, action: "form_contact" } });
    expect(await verifier().verify("t", context)).toEqual({ ok: false, reason: "refused" });
    answer = () => ({ status: 200, body: { success: true, score: 0.9, action: "login" } });
    expect(await verifier().verify("t", context)).toEqual({ ok: false, reason: "refused" });
    answer = () => ({ status: 200, body: { success: false, "error-codes": ["timeout-or-duplicate"] } });
    expect(await verifier().verify("t", context)).toEqual({ ok: false, reason: "refused" });
    requests = [];
    expect(await verifier().verify(undefined, context)).toEqual({ ok: false, reason: "missing" });
    expect(requests).toHaveLength(0);
  });

  it("says unavailable (try again), never throws, when the service answers 500, garbage, or too late", async () => {
    answer = () => ({ status: 500, body: "oops" });
    expect(await verifier().verify("t", context)).toEqual({ ok: false, reason: "unavailable" });
    answer = () => ({ status: 200, body: "<html>" });
    expect(await verifier().verify("t", context)).toEqual({ ok: false, reason: "unavailable" });
    answer = () => ({ status: 200, body: { success: true, score: 0.9, action: "form_contact" }, delayMs: 1_000 });
    const started = Date.now();
    expect(await verifier(200).verify("t", context)).toEqual({ ok: false, reason: "unavailable" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("says unavailable when nothing listens", async () => {
    const closed = recaptchaVerifier({ secret: "s", verifyUrl: "http://127.0.0.1:9/siteverify" });
    expect(await closed.verify("t", context)).toEqual({ ok: false, reason: "unavailable" });
  });
});
