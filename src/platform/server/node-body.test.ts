import { PassThrough } from "node:stream";
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { declaredBodyLength, readNodeBody } from "./node-body";

/** A request stream with headers, fed by the test. */
function request(headers: Record<string, string> = {}): PassThrough & IncomingMessage {
  return Object.assign(new PassThrough(), { headers }) as unknown as PassThrough & IncomingMessage;
}

describe("request bodies of the server's own routes (issue 12)", () => {
  it("reads the declared length", () => {
    expect(declaredBodyLength({ "content-length": "42" })).toBe(42);
    expect(declaredBodyLength({})).toBeUndefined();
    expect(declaredBodyLength({ "content-length": "4x" })).toBeNaN();
  });

  it("a declared length past the limit is refused before anything is read", async () => {
    const req = request({ "content-length": String(4 * 1024 * 1024) });
    expect(await readNodeBody(req, 1024)).toEqual({ ok: false, status: 413 });
    expect(req.listenerCount("data")).toBe(0);
  });

  it("a chunked body is refused as soon as it passes the limit, the rest left unread", async () => {
    const req = request({ "transfer-encoding": "chunked" });
    const read = readNodeBody(req, 1024);
    req.write(Buffer.alloc(1000));
    req.write(Buffer.alloc(1000));
    expect(await read).toEqual({ ok: false, status: 413 });
    expect(req.listenerCount("data")).toBe(0);
    expect(req.isPaused()).toBe(true);
  });

  it("a body within the limit is read whole", async () => {
    const req = request({ "transfer-encoding": "chunked" });
    const read = readNodeBody(req, 1024);
    req.end("grant_type=authorization_code");
    const body = await read;
    expect(body.ok && body.bytes.toString()).toBe("grant_type=authorization_code");
  });

  it("a failing stream is a 400", async () => {
    const req = request();
    const read = readNodeBody(req, 1024);
    req.destroy(new Error("reset"));
    expect(await read).toEqual({ ok: false, status: 400 });
  });
});
