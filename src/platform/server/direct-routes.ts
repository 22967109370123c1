// Requests the production server hands straight to their handler, without Next's request handling (issue 13, ADR 34
// amendment; issue 14, ADR 43 amendment): the forms' submissions and the lists API, small requests whose cost under
// load is mostly Next's own. The handler is the route's own function, registered from inside the app's bundle
// (src/instrumentation.ts), so there is one pipeline; server/main.ts finds it here (the two bundles share it through
// globalThis) after the request guard, the security headers, the early-answer drain and the forwarding check, exactly
// where Next would have been called. Until the handler is registered (or under `next start`), the same request reaches
// the route handler through Next; so does any request whose method or path the registration does not take.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { globalRegistry } from "./global-registry";
import { declaredBodyLength, readNodeBody } from "./node-body";

/** A route handler's function: the request, and what its path holds after the registered prefix. */
export type DirectHandler = (request: Request, rest: string) => Promise<Response>;

interface DirectRoute {
  /** The path the route's paths start with (`/api/forms/`, `/api/lists`). */
  prefix: string;
  methods: ReadonlySet<string>;
  /** Which rests of the path the handler takes; any other goes to Next, whose routes and 404/405 answer as before. */
  accepts: (rest: string) => boolean;
  handle: DirectHandler;
}

const registry = globalRegistry("voltline.direct-routes", () => new Map<string, DirectRoute>());

/** Registers (or replaces) the handler of `{methods} {prefix}{rest}` for the rests it accepts. */
export function registerDirectRoute(prefix: string, methods: readonly ("GET" | "POST")[], accepts: DirectRoute["accepts"], handle: DirectHandler): void {
  if (!prefix.startsWith("/")) throw new Error(`a direct route's prefix starts with "/", not "${prefix}"`);
  registry().set(prefix, { prefix, methods: new Set(methods), accepts, handle });
}

/** Accepts the rest of a path that is empty or plain segments (`/a/b`): nothing encoded, no empty or trailing segment. */
export const plainSegments = (rest: string): boolean => rest === "" || /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/.test(rest);

export interface DirectMatch {
  handle: DirectHandler;
  rest: string;
}

/** The registered handler of this request: its method and a path (query allowed) under a prefix, whose rest it accepts. */
export function findDirectRoute(method: string | undefined, url: string | undefined): DirectMatch | undefined {
  if (!method || !url) return undefined;
  const routes = registry();
  if (routes.size === 0) return undefined;
  const path = url.split("?", 1)[0]!;
  for (const route of routes.values()) {
    if (!route.methods.has(method) || !path.startsWith(route.prefix)) continue;
    const rest = path.slice(route.prefix.length);
    if (route.accepts(rest)) return { handle: route.handle, rest };
  }
  return undefined;
}

/**
 * Bodies declared this small are read whole before the handler runs and handed to it as bytes: a form submission or a
 * list add is a few hundred bytes, and a web stream over the socket (Readable.toWeb) costs more than the rest of its
 * reading. Larger or chunked bodies are streamed, so the handler's own byte limit still refuses them as they arrive.
 */
export const SMALL_BODY_BYTES = 16 * 1024;

/** A body whose reading failed: the handler's reader meets the failure (a 400 of its own), as with a stream. */
const failedBody = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.error(new Error("request body could not be read")) });

/**
 * The Fetch API request of a Node one: its headers as Node parsed them (the object, not the raw list, so whatever the
 * server removed before, such as an untrusted X-Forwarded-For, stays removed), its body as bytes when small and
 * declared (`bytes`, read by the caller), else streamed, read or not.
 */
export function toFetchRequest(request: IncomingMessage, bytes?: Uint8Array<ArrayBuffer> | null): Request {
  const headers = new Headers();
  // What Next's base server fills in when missing: the handler reads the client's address from X-Forwarded-For.
  const fallbacks: Record<string, string | undefined> = {
    "x-forwarded-host": request.headers.host,
    "x-forwarded-proto": (request.socket as { encrypted?: boolean }).encrypted ? "https" : "http",
    "x-forwarded-for": request.socket.remoteAddress,
  };
  for (const [name, value] of Object.entries(fallbacks)) if (request.headers[name] === undefined && value) headers.set(name, value);
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    try {
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    } catch {
      // A header the Fetch API refuses (Node's parser let it through): the handler never needs it.
    }
  }
  let url: URL;
  try {
    url = new URL(request.url ?? "/", `http://${request.headers.host ?? "localhost"}`);
  } catch {
    url = new URL(request.url ?? "/", "http://localhost");
  }
  // A GET or HEAD has no body in the Fetch API (one sent anyway is left unread, as Next leaves it).
  const bodyless = request.method === "GET" || request.method === "HEAD";
  let body: BodyInit | null = null;
  if (!bodyless && bytes !== undefined) body = bytes ?? failedBody();
  else if (!bodyless && announcesBody(request)) body = Readable.toWeb(request) as ReadableStream<Uint8Array>;
  const streamed = body instanceof ReadableStream;
  return new Request(url, { method: request.method ?? "GET", headers, body, ...(streamed ? { duplex: "half" } : {}) } as RequestInit);
}

/** Whether the request's body is read whole before its handler runs: a POST or PUT declaring a small length. */
export function takesSmallBody(request: IncomingMessage): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.headers["transfer-encoding"] !== undefined) return false;
  const length = declaredBodyLength(request.headers);
  return length !== undefined && length > 0 && length <= SMALL_BODY_BYTES;
}

/** The small body's bytes, or null when the stream failed (the handler then reads a failing body). */
async function smallBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | null> {
  const read = await readNodeBody(request, SMALL_BODY_BYTES);
  // Buffer.concat's bytes are a plain ArrayBuffer's (never a SharedArrayBuffer).
  return read.ok ? (read.bytes as Uint8Array<ArrayBuffer>) : null;
}

const announcesBody = (request: IncomingMessage) => (request.headers["content-length"] ?? "0").trim() !== "0" || request.headers["transfer-encoding"] !== undefined;

/** Writes a Fetch API response to Node's (status, headers, every Set-Cookie, body; no body for HEAD). */
export async function writeFetchResponse(answer: Response, response: ServerResponse, head = false): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const body = head || !answer.body ? undefined : Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** Serves a matched request: the handler's answer, written as Next would have written it. */
export async function serveDirectRoute(match: DirectMatch, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const bytes = takesSmallBody(request) ? await smallBody(request) : undefined;
  await writeFetchResponse(await match.handle(toFetchRequest(request, bytes), match.rest), response);
}
