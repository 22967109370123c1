// Request bodies read as a stream under a byte limit (issue 12): a body known to be too large, from its Content-Length or
// while it arrives, is refused with 413 at once, and nothing past the limit is read or kept; JSON is parsed only when
// its nesting stays shallow, so no deep value reaches code that recurses over it.
/** JSON nesting any route of the site accepts: Algolia and Insights requests need under ten levels. */
export const MAX_JSON_DEPTH = 32;

export type BodyFailure = { ok: false; status: 400 | 413; message: string };
export type BodyText = { ok: true; text: string } | BodyFailure;
export type JsonBody = { ok: true; value: unknown } | BodyFailure;

/** Headers of a refusal sent before the body was read: the connection closes, so the rest of the body is never read. */
export const REFUSED_BODY_HEADERS = { connection: "close" } as const;

const tooLarge = (maxBytes: number): BodyFailure => ({ ok: false, status: 413, message: `Request body larger than ${maxBytes} bytes` });

/** The declared length when the header is a plain number of bytes. */
function declaredLength(request: Request): number | undefined {
  const header = request.headers.get("content-length")?.trim();
  return header && /^\d{1,16}$/.test(header) ? Number(header) : undefined;
}

export type BodyBytes = { ok: true; bytes: Buffer } | BodyFailure;

/** The body's bytes, or 413 as soon as more than `maxBytes` are declared or received (400 when the stream fails). */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BodyBytes> {
  if ((declaredLength(request) ?? 0) > maxBytes) return tooLarge(maxBytes);
  if (!request.body) return { ok: true, bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // The stream is left unread rather than cancelled: cancelling it would reset the connection before the 413 is sent.
      if (received > maxBytes) return tooLarge(maxBytes);
      chunks.push(value);
    }
  } catch {
    return { ok: false, status: 400, message: "Request body could not be read" };
  } finally {
    reader.releaseLock();
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** The body as UTF-8 text, or 413 as soon as more than `maxBytes` are declared or received (400 when the stream fails). */
export async function readBodyText(request: Request, maxBytes: number): Promise<BodyText> {
  const body = await readBodyBytes(request, maxBytes);
  return body.ok ? { ok: true, text: new TextDecoder().decode(body.bytes) } : body;
}

/** Whether arrays and objects in the JSON text nest deeper than `maxDepth` (brackets inside strings do not count). */
export function jsonNestsDeeper(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** JSON text parsed, refused (400) when it is not JSON or nests deeper than `maxDepth`. */
export function parseJsonText(text: string, maxDepth: number = MAX_JSON_DEPTH): JsonBody {
  if (jsonNestsDeeper(text, maxDepth)) return { ok: false, status: 400, message: `Request body nests deeper than ${maxDepth} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: "Request body is not valid JSON" };
  }
}

/** The body read under `maxBytes` and parsed as JSON of at most `maxDepth` levels; `empty` stands for a body with no text. */
export async function readJsonBody(request: Request, { maxBytes, maxDepth = MAX_JSON_DEPTH, empty }: { maxBytes: number; maxDepth?: number; empty?: unknown }): Promise<JsonBody> {
  const body = await readBodyText(request, maxBytes);
  if (!body.ok) return body;
  if (empty !== undefined && body.text.trim() === "") return { ok: true, value: empty };
  return parseJsonText(body.text, maxDepth);
}

/** A form's text fields (the first value of each name) and its one non-empty file of the field `fileField`. */
export type FormFields = { values: Record<string, string>; file: File | undefined };

/**
 * The read bytes of a multipart or URL-encoded form (letters F10-F13, submittal packages F15) parsed into its fields;
 * undefined when they do not parse as the content type says.
 */
export async function parseFormFields(bytes: Uint8Array, contentType: string, fileField: string): Promise<FormFields | undefined> {
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    return undefined;
  }
  const values: Record<string, string> = {};
  let file: File | undefined;
  for (const [name, value] of data.entries()) {
    if (typeof value === "string") {
      if (!(name in values)) values[name] = value;
    } else if (name === fileField && value.size > 0) file = value;
  }
  return { values, file };
}
