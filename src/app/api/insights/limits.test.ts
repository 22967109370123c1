// Insights bodies (issue 12): refused while they stream past 1 MB, and JSON nested too deep refused before it is parsed.
import { describe, expect, it } from "vitest";
import { countedBody, streamedPost } from "@/platform/http/testing";
import { ANALYTICS_CONSENT_COOKIE } from "@/features/consent/testing";
import { POST } from "./1/events/route";

const URL = "http://localhost/api/insights/1/events";

describe("POST /api/insights/1/events bodies (issue 12)", () => {
  it("stops reading a chunked body as soon as it passes 1 MB", async () => {
    const body = countedBody(50 * 1024 * 1024);
    const response = await POST(streamedPost(URL, body.stream, { "content-type": "text/plain", cookie: ANALYTICS_CONSENT_COOKIE }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 413, message: "Request body larger than 1048576 bytes" });
    expect(body.pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it("answers a value nested 20,000 levels deep with 400", async () => {
    const deep = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    const response = await POST(new Request(URL, { method: "POST", headers: { cookie: ANALYTICS_CONSENT_COOKIE }, body: `{"events":${deep}}` }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, message: "Request body nests deeper than 32 levels" });
  });
});
