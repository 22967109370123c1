// Answers sent before the request's body has all arrived (issue 12 item 7 and its leftover): a 413, a 405 from the
// request guard, a 400 from the OpenID provider. Node closes such a connection as soon as the answer is written, while
// the client is still sending: the kernel then resets it, the client's write fails (EPIPE) and the answer it was sent
// is often lost with the reset. Here the rest of the body is read and dropped after the answer (a "lingering close",
// as nginx does), within a bound of time and bytes, so the client finishes sending and reads the answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface LingerLimits {
  /** Milliseconds the rest of a body is read after the answer before the connection is cut. */
  ms: number;
  /** Bytes of the rest of a body read and dropped before the connection is cut. */
  bytes: number;
}

/** Enough for any body a client sends before it reads an early answer on the loopback or a LAN; bounded either way. */
export const LINGER_LIMITS: LingerLimits = { ms: 10_000, bytes: 64 * 1024 * 1024 };

/** Whether a request announces a body (a length above zero, or chunked). */
export function announcesBody(request: Pick<IncomingMessage, "headers">): boolean {
  const length = request.headers["content-length"];
  if (length !== undefined) return length.trim() !== "0";
  return request.headers["transfer-encoding"] !== undefined;
}

/**
 * Call when a request comes in (cheap: nothing happens for a request without a body). When its answer finishes before
 * its body has been received whole, what is left of the body is read and dropped (the handler is done with it) and
 * the connection is closed only once the body has ended, or the bound is reached.
 */
export function drainBodyAfterAnswer(request: IncomingMessage, response: ServerResponse, limits: LingerLimits = LINGER_LIMITS): void {
  if (!announcesBody(request)) return;
  // "prefinish" comes before Node's own "finish" handler, which closes the connection of a `Connection: close` answer.
  response.once("prefinish", () => {
    if (request.complete || request.destroyed) return;
    const socket = request.socket as Socket & { destroySoon?: () => void };
    let received = 0;
    const cut = () => socket.destroy();
    const timer = setTimeout(cut, limits.ms);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    // Whoever read the body before (a route handler, a parser) has answered: its listeners go, the rest is dropped.
    request.removeAllListeners("data");
    request.removeAllListeners("readable");
    request.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bytes) cut();
    });
    request.once("end", () => clearTimeout(timer));
    request.resume();
    // A closing answer: Node would end and then destroy the socket once the answer is written. It is ended (the
    // client sees the answer and the end of it), but destroyed only after the body has ended, or at the bound.
    const closeSoon = socket.destroySoon;
    if (typeof closeSoon !== "function") return;
    socket.destroySoon = function lingeringClose(this: Socket) {
      socket.destroySoon = closeSoon;
      if (request.complete) return closeSoon.call(socket);
      socket.end();
      request.once("end", () => closeSoon.call(socket));
    };
  });
}
