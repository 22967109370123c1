// Requests answered before Next (ADR 34, 43 amendments): which requests match, and that the handler sees the request as a route
// handler would (headers the server dropped stay dropped, the client's address in X-Forwarded-For, the body) and
// the client gets its answer whole (status, headers, every cookie).
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { findDirectRoute, plainSegments, registerDirectRoute, serveDirectRoute, SMALL_BODY_BYTES, takesSmallBody } from "./direct-routes";

describe("direct routes", () => {
  let server: Server;
  let base = "";
  const seen: { segment: string; forwardedFor: string | null; secret: string | null; body: string }[] = [];

  beforeAll(async () => {
    registerDirectRoute("/test-direct/", ["POST"], (segment) => segment === "known", async (request, segment) => {
      seen.push({ segment, forwardedFor: request.headers.get("x-forwarded-for"), secret: request.headers.get("x-secret"), body: await request.text() });
      const answer = Response.json({ got: segment }, { status: 201, headers: { "cache-control": "no-store" } });
      answer.headers.append("set-cookie", "a=1");
      answer.headers.append("set-cookie", "b=2");
      return answer;
    });
    server = createServer((request, response) => {
      // As server/main.ts does before: a header the server refuses to pass on.
      delete request.headers["x-secret"];
      const match = findDirectRoute(request.method, request.url);
      if (match) return void serveDirectRoute(match, request, response);
      response.writeHead(404).end("next");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("matches a POST to a registered prefix and an accepted segment only", () => {
    expect(findDirectRoute("POST", "/test-direct/known")).toMatchObject({ rest: "known" });
    expect(findDirectRoute("POST", "/test-direct/known?x=1")).toMatchObject({ rest: "known" });
    for (const [method, url] of [
      ["GET", "/test-direct/known"],
      ["POST", "/test-direct/other"],
      ["POST", "/test-direct/"],
      ["POST", "/test-direct/known/"],
      ["POST", "/test-direct/a/known"],
      ["POST", "/elsewhere/known"],
    ]) expect(findDirectRoute(method, url)).toBeUndefined();
  });

  it("takes the methods registered, and paths of plain segments only where asked (A4: /api/lists)", () => {
    registerDirectRoute("/test-tree", ["GET", "POST"], plainSegments, async () => new Response("tree"));
    for (const url of ["/test-tree", "/test-tree?locale=en", "/test-tree/8b0e7c3e-1f4a-4f0e-9d51-2f7d8b1c9a10/lines", "/test-tree/a.b"]) {
      expect(findDirectRoute("GET", url), url).toBeDefined();
      expect(findDirectRoute("POST", url), url).toBeDefined();
    }
    for (const [method, url] of [
      ["HEAD", "/test-tree"],
      ["DELETE", "/test-tree/x"],
      ["GET", "/test-tree/"],
      ["GET", "/test-tree//x"],
      ["GET", "/test-tree/x/"],
      ["GET", "/test-tree/%2e%2e"],
      ["GET", "/test-tree/..x"],
      ["GET", "/test-treex"],
    ]) expect(findDirectRoute(method, url), `${method} ${url}`).toBeUndefined();
  });

  it("hands the handler the request as Next would, and the client its whole answer", async () => {
    const response = await fetch(`${base}/test-direct/known`, { method: "POST", headers: { "content-type": "application/json", "x-secret": "forged" }, body: '{"a":1}' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ got: "known" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(seen.at(-1)).toEqual({ segment: "known", forwardedFor: "127.0.0.1", secret: null, body: '{"a":1}' });
  });

  it("reads a small declared body whole before the handler, and streams a chunked or larger one (issue 13)", async () => {
    const asNode = (method: string, headers: IncomingMessage["headers"]) => ({ method, headers }) as IncomingMessage;
    expect(takesSmallBody(asNode("POST", { "content-length": "512" }))).toBe(true);
    expect(takesSmallBody(asNode("POST", { "content-length": String(SMALL_BODY_BYTES) }))).toBe(true);
    expect(takesSmallBody(asNode("POST", { "content-length": String(SMALL_BODY_BYTES + 1) }))).toBe(false);
    expect(takesSmallBody(asNode("POST", { "content-length": "0" }))).toBe(false);
    expect(takesSmallBody(asNode("POST", { "transfer-encoding": "chunked" }))).toBe(false);
    expect(takesSmallBody(asNode("POST", { "content-length": "1e3" }))).toBe(false);
    expect(takesSmallBody(asNode("GET", { "content-length": "12" }))).toBe(false);

    const large = "x".repeat(SMALL_BODY_BYTES + 10);
    const streamed = await fetch(`${base}/test-direct/known`, { method: "POST", body: large });
    expect(streamed.status).toBe(201);
    expect(seen.at(-1)?.body).toBe(large);
    const chunked = await fetch(`${base}/test-direct/known`, {
      method: "POST",
      body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode("in ")), c.enqueue(new TextEncoder().encode("parts")), c.close()) }),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(201);
    expect(seen.at(-1)?.body).toBe("in parts");
  });

  it("hands the handler a failing body when the client leaves before its small body is whole", async () => {
    const failures: string[] = [];
    registerDirectRoute("/test-cut/", ["POST"], () => true, async (request) => {
      try {
        await request.text();
      } catch {
        failures.push("read failed");
      }
      return new Response(null, { status: 400 });
    });
    const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write("POST /test-cut/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nonly ten b");
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await expect.poll(() => failures).toEqual(["read failed"]);
  });

  it("leaves other requests to Next", async () => {
    const response = await fetch(`${base}/test-direct/other`, { method: "POST", body: "x" });
    expect(await response.text()).toBe("next");
  });
});
