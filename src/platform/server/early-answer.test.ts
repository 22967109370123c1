// A refusal sent before the body has arrived (413, 405) reaches the client whole: the rest of the body is drained
// after the answer, within bounds, instead of the connection being reset under the client's write.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { announcesBody, drainBodyAfterAnswer, type LingerLimits } from "./early-answer";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** Refuses at once with 413 and Connection: close, the body unread (as the request guard and the provider do). */
const refuseAtOnce: Handler = (_request, response) => {
  response.writeHead(413, { connection: "close", "content-type": "text/plain", "content-length": "9" });
  response.end("too large");
};

/** Reads 64 KiB of the body, then refuses (as a route reading under a byte limit does). */
const refuseAfterReading: Handler = (request, response) => {
  let seen = 0;
  request.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > 64 * 1024 && !response.headersSent) {
      request.pause();
      refuseAtOnce(request, response);
    }
  });
};

async function serve(handler: Handler, drain: boolean, limits?: LingerLimits): Promise<number> {
  const server = createServer((request, response) => {
    if (drain) drainBodyAfterAnswer(request, response, limits);
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

interface Outcome {
  status: number;
  body: string;
  writeError?: string;
  sentWhole: boolean;
}

/** Posts `size` bytes on a raw socket (a length or chunked), as fast as the socket takes them, and reads the answer. */
function post(port: number, size: number, { chunked = false, close = true, stopAfter }: { chunked?: boolean; close?: boolean; stopAfter?: number } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    // allowHalfOpen: like curl, the client goes on sending after the server has said its last word.
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let writeError: string | undefined;
    let answered = false;
    let sent = false;
    // The client ends its side once it has sent everything and read the answer (the server may have ended its own
    // side long before: it half-closes after its answer and goes on reading).
    const endWhenDone = () => answered && sent && socket.end();
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      answered = true;
      endWhenDone();
    });
    // Cut off by the server (its bound): nothing more to send.
    socket.on("end", () => stopAfter !== undefined && socket.end());
    socket.on("error", (error: NodeJS.ErrnoException) => (writeError ??= error.code ?? error.message));
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf("\r\n\r\n") + 4), writeError, sentWhole: socket.bytesWritten > size });
    });
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on("connect", async () => {
      socket.write(`POST /x HTTP/1.1\r\nHost: 127.0.0.1\r\n${close ? "Connection: close\r\n" : ""}Content-Type: application/json\r\n${chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${size}`}\r\n\r\n`);
      const limit = stopAfter ?? size;
      for (let at = 0; at < limit && !socket.destroyed; at += 64 * 1024) {
        const piece = Buffer.alloc(Math.min(64 * 1024, limit - at), 0x5b);
        const ok = chunked ? socket.write(`${piece.length.toString(16)}\r\n`) && socket.write(piece) && socket.write("\r\n") : socket.write(piece);
        if (!ok) await new Promise((next) => socket.once("drain", next).once("close", next));
      }
      if (stopAfter !== undefined || socket.destroyed) return;
      if (chunked) socket.write("0\r\n\r\n");
      sent = true;
      endWhenDone();
    });
  });
}

const FOUR_MB = 4 * 1024 * 1024;

describe("answers sent before the body arrived (issue 12)", () => {
  it("knows which requests carry a body", () => {
    expect(announcesBody({ headers: { "content-length": "10" } })).toBe(true);
    expect(announcesBody({ headers: { "transfer-encoding": "chunked" } })).toBe(true);
    expect(announcesBody({ headers: { "content-length": "0" } })).toBe(false);
    expect(announcesBody({ headers: {} })).toBe(false);
  });

  it("without draining, a 4 MB body refused at once ends in a failed write and often no answer (the defect)", async () => {
    const port = await serve(refuseAtOnce, false);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => post(port, FOUR_MB)));
    expect(outcomes.some((o) => o.writeError !== undefined || o.status === 0)).toBe(true);
  });

  for (const [name, handler] of [["refused at once", refuseAtOnce], ["refused after 64 KiB were read", refuseAfterReading]] as const) {
    for (const chunked of [false, true]) {
      for (const close of [true, false]) {
        it(`a 4 MB ${chunked ? "chunked " : ""}body ${name} (${close ? "Connection: close" : "keep-alive"}): the client sends it all and reads 413`, async () => {
          const port = await serve(handler, true);
          for (const outcome of await Promise.all(Array.from({ length: 3 }, () => post(port, FOUR_MB, { chunked, close })))) {
            expect(outcome).toMatchObject({ status: 413, body: "too large", writeError: undefined, sentWhole: true });
          }
        });
      }
    }
  }

  it("the drain is bounded in bytes: a body past the bound is cut off after the answer", async () => {
    const port = await serve(refuseAtOnce, true, { ms: 10_000, bytes: 1024 * 1024 });
    const outcome = await post(port, 16 * 1024 * 1024);
    expect(outcome.status).toBe(413);
    expect(outcome.sentWhole).toBe(false);
  });

  it("the drain is bounded in time: a client that stops sending is cut off", async () => {
    const port = await serve(refuseAtOnce, true, { ms: 300, bytes: 64 * 1024 * 1024 });
    const started = Date.now();
    const outcome = await post(port, FOUR_MB, { stopAfter: 128 * 1024 });
    expect(outcome.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a request read whole, or without a body, is answered and closed as before", async () => {
    const port = await serve((request, response) => {
      request.resume();
      request.on("end", () => response.writeHead(200, { connection: "close", "content-length": "2" }).end("ok"));
    }, true);
    expect(await post(port, 1024)).toMatchObject({ status: 200, body: "ok", writeError: undefined });
    expect(await post(port, 0)).toMatchObject({ status: 200, body: "ok", writeError: undefined });
  });
});
