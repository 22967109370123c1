// Test request bodies: a large body streamed in chunks that tells how much of it the server pulled (issue 12 limits).
/** `totalBytes` of spaces in chunks of `chunkBytes`; `pulled()` is what the reader has taken so far. */
export function countedBody(totalBytes: number, chunkBytes = 64 * 1024) {
  const chunk = new TextEncoder().encode(" ".repeat(chunkBytes));
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

/** A POST request whose body is streamed (chunked, no Content-Length unless given). */
export function streamedPost(url: string, stream: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);
}
