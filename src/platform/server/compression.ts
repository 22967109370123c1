// Compression of what the server sends (ADR 78 amendment): the same middleware Next runs (`compress: true`), applied
// by the server itself under the security layer instead of inside Next's handler above it. An HTML page then reaches
// the security layer as Next wrote it: it is rewritten and hashed as text and compressed once, where Next compressed
// it first and the layer had to decompress it, and compress it again after a rewrite.
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const require = createRequire(import.meta.url);
const compression = (require("next/dist/compiled/compression") as () => Middleware)();
const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream") as { releaseCompressionStream: (response: ServerResponse) => void };
const noop = () => undefined;

/**
 * Compresses the response in the coding the client accepts (gzip, else deflate), when its type is compressible and it
 * is not already encoded (the precompressed scripts and styles are Brotli). Apply it before the layers that must see
 * the response uncompressed, which wrap it afterwards.
 */
export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  compression(request, response, noop);
  // As Next's router does: a client gone before the end leaves the middleware's zlib stream open, out of the garbage
  // collector's reach.
  response.once("close", () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
}
