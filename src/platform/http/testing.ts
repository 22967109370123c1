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

export interface FormDataPostOptions {
  /** A CSV file sent as the `csv` field. */
  csv?: { bytes: Uint8Array; name: string };
  /** A fetch client's post (Accept: application/json) rather than a browser's. */
  json?: boolean;
  /** The client's address (X-Forwarded-For). */
  ip?: string;
  cookie?: string;
  /** More headers (e.g. a content-type that is not multipart). */
  headers?: Record<string, string>;
  /** A body of the test's own instead of the fields' multipart form. */
  body?: BodyInit;
}

/** A POST of `fields` as a multipart form (letters F10-F13, submittal packages F15), as a browser or a fetch client sends it. */
export function formDataPost(url: string, fields: Record<string, string>, options: FormDataPostOptions = {}): Request {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (options.csv) data.append("csv", new Blob([new Uint8Array(options.csv.bytes)], { type: "text/csv" }), options.csv.name);
  const headers: Record<string, string> = {
    "x-forwarded-for": options.ip ?? "192.0.2.1",
    ...(options.json ? { accept: "application/json" } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return new Request(url, { method: "POST", body: options.body ?? data, headers });
}
