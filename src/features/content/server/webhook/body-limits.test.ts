// The publish webhook's body (issue 12): an unsigned caller is refused before its body is read, a signed one within 4 MB.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { countedBody, streamedPost } from "@/platform/http/testing";
import { handleContentWebhook as POST } from "./handle";

vi.mock("next/cache", () => ({ revalidateTag: () => {} }));

const URL = "http://localhost/api/content-webhook";
const saved = { relay: process.env.CONTENT_WEBHOOK_SECRET, contentful: process.env.CONTENTFUL_WEBHOOK_SIGNING_SECRET };

beforeAll(() => {
  process.env.CONTENT_WEBHOOK_SECRET = "relay-secret";
  delete process.env.CONTENTFUL_WEBHOOK_SIGNING_SECRET;
});
afterAll(() => {
  for (const [name, value] of [["CONTENT_WEBHOOK_SECRET", saved.relay], ["CONTENTFUL_WEBHOOK_SIGNING_SECRET", saved.contentful]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe("publish webhook bodies (issue 12)", () => {
  it.each([
    ["no signature at all", {}],
    ["Contentful's headers while only the relay's secret is set", { "x-contentful-signature": "ab", "x-contentful-signed-headers": "x", "x-contentful-timestamp": "1" }],
  ])("answers 401 to %s without reading the body", async (_case, headers) => {
    const body = countedBody(50 * 1024 * 1024);
    const response = await POST(streamedPost(URL, body.stream, headers));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "invalid signature" });
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("answers 413 to a signed body past 4 MB as soon as it passes", async () => {
    const body = countedBody(50 * 1024 * 1024);
    const response = await POST(streamedPost(URL, body.stream, { "x-voltline-signature": "0".repeat(64) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Request body larger than 4194304 bytes" });
    expect(body.pulled()).toBeLessThan(5 * 1024 * 1024);
  });
});
