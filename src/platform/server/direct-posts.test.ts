// POSTs answered before Next (ADR 34 amendment): which requests match, and that the handler sees the request as a route
// handler would (headers the server dropped stay dropped, the client's address in X-Forwarded-For, the body) and
// the client gets its answer whole (status, headers, every cookie).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDirectPost, registerDirectPost, serveDirectPost } from "./direct-posts";

describe("direct POSTs", () => {
  let server: Server;
  let base = "";
  const seen: { segment: string; forwardedFor: string | null; secret: string | null; body: string }[] = [];

  beforeAll(async () => {
    registerDirectPost("/test-direct/", (segment) => segment === "known", async (request, segment) => {
      seen.push({ segment, forwardedFor: request.headers.get("x-forwarded-for"), secret: request.headers.get("x-secret"), body: await request.text() });
      const answer = Response.json({ got: segment }, { status: 201, headers: { "cache-control": "no-store" } });
      answer.headers.append("set-cookie", "a=1");
      answer.headers.append("set-cookie", "b=2");
      return answer;
    });
    server = createServer((request, response) => {
      // As server/main.ts does before: a header the server refuses to pass on.
      delete request.headers["x-secret"];
      const match = findDirectPost(request.method, request.url);
      if (match) return void serveDirectPost(match, request, response);
      response.writeHead(404).end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("matches a POST to a registered prefix and an accepted segment only", () => {
    expect(findDirectPost("POST", "/test-direct/known")).toMatchObject({ segment: "known" });
    expect(findDirectPost("POST", "/test-direct/known?x=1")).toMatchObject({ segment: "known" });
    for (const [method, url] of [
      ["GET", "/test-direct/known"],
      ["POST", "/test-direct/other"],
      ["POST", "/test-direct/"],
      ["POST", "/test-direct/known/"],
      ["POST", "/test-direct/a/known"],
      ["POST", "/elsewhere/known"],
    ]) expect(findDirectPost(method, url)).toBeUndefined();
  });

  it("hands the handler the request as Next would, and the client its whole answer", async () => {
    const response = await fetch(`${base}/test-direct/known`, { method: "POST", headers: { "content-type": "application/json", "x-secret": "forged" }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ got: "known" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(seen.at(-1)).toEqual({ segment: "known", forwardedFor: "127.0.0.1", secret: null, body: '{"a":1}' });
  });

  it("leaves other requests to Next", async () => {
    const response = await fetch(`${base}/test-direct/other`, { method: "POST", body: "x" });
    expect(await response.text()).toBe("next");
  });
});
