// Who may call the publish webhook (C7, X1): our HMAC header, or Contentful's request verification signed exactly as
// Contentful documents it (the expected signatures here are built by hand from the recipe, not with the code under test).
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  authenticateWebhook,
  contentfulCanonicalPath,
  contentfulTtlSeconds,
  isValidWebhookSignature,
  signWebhookBody,
  verifyContentfulRequest,
  type SignedRequest,
} from "./signature";

const SECRET = "k1Zb7Qv0yTq3mN8xR2pL5sD9gH4jW6eC0aF3uY7iO1tE5rB8nM2vX4zK6wJ9hG3d"; // 64 characters, as Contentful requires
const TIMESTAMP = 1_767_225_600_000;
const body = JSON.stringify({ sys: { id: "news-launch", type: "Entry", contentType: { sys: { id: "newsPost" } } }, fields: { title: { "en-US": "Launch" } } });
const SIGNED = "content-type,x-contentful-signed-headers,x-contentful-timestamp,x-contentful-topic,x-contentful-webhook-name";

/** Contentful's recipe: HMAC-SHA256 (hex) of method, path, `name:value` of each signed header (sorted, `;`-joined), and body, joined by "\n". */
const expectedSignature = (secret: string, path = "/api/content-webhook", timestamp = TIMESTAMP) =>
  createHmac("sha256", secret)
    .update(
      [
        "POST",
        path,
        `content-type:application/vnd.contentful.management.v1+json;x-contentful-signed-headers:${SIGNED};x-contentful-timestamp:${timestamp};x-contentful-topic:ContentManagement.Entry.publish;x-contentful-webhook-name:Site revalidation`,
        body,
      ].join("\n"),
    )
    .digest("hex");

function contentfulRequest({ path = "/api/content-webhook", signature = expectedSignature(SECRET), timestamp = TIMESTAMP, omit = "", extra = {} as Record<string, string>, requestBody = body } = {}): SignedRequest {
  const headers = new Headers({
    "Content-Type": "application/vnd.contentful.management.v1+json",
    "X-Contentful-Topic": "ContentManagement.Entry.publish",
    "X-Contentful-Webhook-Name": " Site revalidation ",
    "X-Contentful-Signature": signature,
    "X-Contentful-Signed-Headers": SIGNED,
    "X-Contentful-Timestamp": String(timestamp),
    "X-Forwarded-For": "203.0.113.7",
    ...extra,
  });
  if (omit) headers.delete(omit);
  return { method: "POST", path, headers, body: requestBody };
}

const at = (offsetMs: number) => ({ now: TIMESTAMP + offsetMs });

describe("Contentful request verification (X1, C7)", () => {
  it("accepts a request signed as Contentful documents it; headers it did not sign may differ", () => {
    expect(verifyContentfulRequest(contentfulRequest(), SECRET, at(2_000))).toBe("valid");
    expect(verifyContentfulRequest(contentfulRequest({ extra: { "X-Forwarded-For": "198.51.100.1" } }), SECRET, at(2_000))).toBe("valid");
  });

  it("refuses a tampered body, a tampered signed header and a wrong secret", () => {
    expect(verifyContentfulRequest(contentfulRequest({ requestBody: body.replace("Launch", "Lunch") }), SECRET, at(0))).toBe("invalid");
    expect(verifyContentfulRequest(contentfulRequest({ extra: { "X-Contentful-Topic": "ContentManagement.Entry.unpublish" } }), SECRET, at(0))).toBe("invalid");
    expect(verifyContentfulRequest(contentfulRequest({ signature: expectedSignature("another-secret") }), SECRET, at(0))).toBe("invalid");
    expect(verifyContentfulRequest(contentfulRequest(), "another-secret", at(0))).toBe("invalid");
    expect(verifyContentfulRequest(contentfulRequest({ signature: "not-hex" }), SECRET, at(0))).toBe("invalid");
  });

  it("refuses a request whose signed timestamp is 30 s or more old (or ahead), and the time to live is configurable", () => {
    expect(verifyContentfulRequest(contentfulRequest(), SECRET, at(29_999))).toBe("valid");
    expect(verifyContentfulRequest(contentfulRequest(), SECRET, at(30_000))).toBe("expired");
    expect(verifyContentfulRequest(contentfulRequest(), SECRET, at(-30_000))).toBe("expired");
    expect(verifyContentfulRequest(contentfulRequest(), SECRET, { ...at(45_000), ttlSeconds: 60 })).toBe("valid");
    // a replay cannot refresh the timestamp: it is part of what is signed
    expect(verifyContentfulRequest(contentfulRequest({ timestamp: TIMESTAMP + 40_000 }), SECRET, at(40_000))).toBe("invalid");
    expect(contentfulTtlSeconds({ CONTENTFUL_WEBHOOK_TTL_SECONDS: "60" })).toBe(60);
    expect(contentfulTtlSeconds({ CONTENTFUL_WEBHOOK_TTL_SECONDS: "soon" })).toBe(30);
    expect(contentfulTtlSeconds({})).toBe(30);
  });

  it("refuses a request without the signature, the signed-header list or the timestamp, and any request when no secret is set", () => {
    expect(verifyContentfulRequest(contentfulRequest({ omit: "x-contentful-signature" }), SECRET, at(0))).toBe("missing");
    expect(verifyContentfulRequest(contentfulRequest({ omit: "x-contentful-signed-headers" }), SECRET, at(0))).toBe("missing");
    expect(verifyContentfulRequest(contentfulRequest({ omit: "x-contentful-timestamp" }), SECRET, at(0))).toBe("missing");
    expect(verifyContentfulRequest(contentfulRequest({ omit: "x-contentful-topic" }), SECRET, at(0))).toBe("invalid");
    expect(verifyContentfulRequest(contentfulRequest({ extra: { "X-Contentful-Timestamp": "yesterday" } }), SECRET, at(0))).toBe("invalid");
    expect(verifyContentfulRequest(contentfulRequest(), undefined, at(0))).toBe("missing");
    expect(verifyContentfulRequest(contentfulRequest(), "", at(0))).toBe("missing");
  });

  it("signs the path with its query escaped as one component, then URI-encoded", () => {
    expect(contentfulCanonicalPath("/api/content-webhook")).toBe("/api/content-webhook");
    expect(contentfulCanonicalPath("/api/content-webhook?brand=voltline&x=1")).toBe("/api/content-webhook?brand%253Dvoltline%2526x%253D1");
    const path = "/api/content-webhook?brand=voltline";
    const signed = contentfulRequest({ path, signature: expectedSignature(SECRET, "/api/content-webhook?brand%253Dvoltline") });
    expect(verifyContentfulRequest(signed, SECRET, at(0))).toBe("valid");
    expect(verifyContentfulRequest({ ...signed, path: "/api/content-webhook?brand=homestyle" }, SECRET, at(0))).toBe("invalid");
  });
});

describe("publish webhook authentication: either scheme, each with its own secret", () => {
  const env = { CONTENT_WEBHOOK_SECRET: "relay-secret", CONTENTFUL_WEBHOOK_SIGNING_SECRET: SECRET };
  const relayed = (secret: string): SignedRequest => ({ method: "POST", path: "/api/content-webhook", headers: new Headers({ "x-voltline-signature": signWebhookBody(body, secret) }), body });

  it("accepts our relay's header or Contentful's signature", () => {
    expect(authenticateWebhook(relayed("relay-secret"), env, TIMESTAMP)).toEqual({ ok: true, scheme: "voltline" });
    expect(authenticateWebhook(contentfulRequest(), env, TIMESTAMP + 1_000)).toEqual({ ok: true, scheme: "contentful" });
  });

  it("does not let one scheme's secret pass for the other's, and names an expired request", () => {
    expect(authenticateWebhook(relayed(SECRET), env, TIMESTAMP)).toEqual({ ok: false, reason: "invalid signature" });
    expect(authenticateWebhook(contentfulRequest({ signature: expectedSignature("relay-secret") }), env, TIMESTAMP)).toEqual({ ok: false, reason: "invalid signature" });
    expect(authenticateWebhook(contentfulRequest(), { CONTENT_WEBHOOK_SECRET: "relay-secret" }, TIMESTAMP)).toEqual({ ok: false, reason: "invalid signature" });
    expect(authenticateWebhook(contentfulRequest(), env, TIMESTAMP + 31_000)).toEqual({ ok: false, reason: "request expired" });
    expect(authenticateWebhook(contentfulRequest(), { ...env, CONTENTFUL_WEBHOOK_TTL_SECONDS: "120" }, TIMESTAMP + 31_000)).toEqual({ ok: true, scheme: "contentful" });
  });
});

describe("publish webhook relay signature (C7)", () => {
  it("accepts the HMAC-SHA256 of the raw body and nothing else", () => {
    const signature = signWebhookBody(body, "s3cret");
    expect(isValidWebhookSignature(body, signature, "s3cret")).toBe(true);
    expect(isValidWebhookSignature(body, `sha256=${signature}`, "s3cret")).toBe(true);
    expect(isValidWebhookSignature(`${body} `, signature, "s3cret")).toBe(false);
    expect(isValidWebhookSignature(body, signature, "other")).toBe(false);
    expect(isValidWebhookSignature(body, "zz", "s3cret")).toBe(false);
    expect(isValidWebhookSignature(body, null, "s3cret")).toBe(false);
    expect(isValidWebhookSignature(body, signature, undefined)).toBe(false);
  });
});
