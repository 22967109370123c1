// POSTs the production server hands straight to their handler, without Next's request handling (issue 13, ADR 34
// amendment): the forms' submissions, whose cost per request is mostly Next's own when many arrive at once. The
// handler is the route's own function, registered from inside the app's bundle (src/instrumentation.ts), so there is
// one pipeline; server/main.ts finds it here (the two bundles share it through globalThis) after the request guard,
// the security headers, the early-answer drain and the forwarding check, exactly where Next would have been called.
// Until the handler is registered (or under `next start`), the same POST reaches the route handler through Next.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/** A route handler's function: the request, and the path's last segment (the route's one dynamic parameter). */
export type DirectPostHandler = (request: Request, segment: string) => Promise<Response>;

interface DirectPost {
  /** The path before the segment, with its trailing slash (`/api/forms/`). */
  prefix: string;
  /** Which segments the handler takes; any other goes to Next, whose static routes and 404/405 answer as before. */
  accepts: (segment: string) => boolean;
  handle: DirectPostHandler;
}

const KEY = Symbol.for("voltline.direct-posts");
type Registry = typeof globalThis & { [KEY]?: Map<string, DirectPost> };

function registry(): Map<string, DirectPost> {
  const global = globalThis as Registry;
  global[KEY] ??= new Map();
  return global[KEY];
}

/** Registers (or replaces) the handler of `POST {prefix}{segment}`. */
export function registerDirectPost(prefix: string, accepts: DirectPost["accepts"], handle: DirectPostHandler): void {
  if (!prefix.startsWith("/") || !prefix.endsWith("/")) throw new Error(`a direct POST prefix starts and ends with "/", not "${prefix}"`);
  registry().set(prefix, { prefix, accepts, handle });
}

export interface DirectMatch {
  handle: DirectPostHandler;
  segment: string;
}

/** The registered handler of this request: a POST to `{prefix}{segment}` (query allowed) whose segment it accepts. */
export function findDirectPost(method: string | undefined, url: string | undefined): DirectMatch | undefined {
  if (method !== "POST" || !url) return undefined;
  const routes = registry();
  if (routes.size === 0) return undefined;
  const path = url.split("?", 1)[0]!;
  const slash = path.lastIndexOf("/");
  const route = routes.get(path.slice(0, slash + 1));
  const segment = path.slice(slash + 1);
  return route && segment && route.accepts(segment) ? { handle: route.handle, segment } : undefined;
}

/**
 * The Fetch API request of a Node one: its headers as Node parsed them (the object, not the raw list, so whatever the
 * server removed before, such as an untrusted X-Forwarded-For, stays removed), its body streamed, read or not.
 */
export function toFetchRequest(request: IncomingMessage): Request {
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
  const body = announcesBody(request) ? (Readable.toWeb(request) as ReadableStream<Uint8Array>) : null;
  return new Request(url, { method: request.method ?? "POST", headers, body, duplex: "half" } as RequestInit);
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
export async function serveDirectPost(match: DirectMatch, request: IncomingMessage, response: ServerResponse): Promise<void> {
  await writeFetchResponse(await match.handle(toFetchRequest(request), match.segment), response);
}
