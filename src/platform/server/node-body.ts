// Request bodies of the routes the site's own Node server answers outside Next (the embedded OpenID provider): read
// as a stream under a byte limit, as src/platform/http/body.ts does for route handlers. A declared length past the
// limit is refused before a byte is read; a chunked body is refused as soon as the limit is passed.
import type { IncomingMessage } from "node:http";

export type NodeBody = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 413 };

/** The declared Content-Length when it is a plain number of bytes; undefined when absent (chunked), NaN when malformed. */
export function declaredBodyLength(headers: IncomingMessage["headers"]): number | undefined {
  const header = headers["content-length"];
  if (header === undefined) return undefined;
  return /^\s*\d{1,16}\s*$/.test(header) ? Number(header) : Number.NaN;
}

/**
 * The body's bytes, or 413 once more than `maxBytes` are declared or received (the rest is left unread: the server
 * drains it after the answer, see early-answer.ts), or 400 when the stream fails.
 */
export function readNodeBody(request: IncomingMessage, maxBytes: number): Promise<NodeBody> {
  if ((declaredBodyLength(request.headers) ?? 0) > maxBytes) return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (result: NodeBody) => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        request.pause();
        finish({ ok: false, status: 413 });
      } else chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, bytes: Buffer.concat(chunks, received) });
    const onError = () => finish({ ok: false, status: 400 });
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", onError);
  });
}
