// Test helper: a small HTTP server speaking Algolia's REST API for the calls this project makes (search, facet-value search,
// settings, batch of saves and deletions, copy/move, task status). The real algoliasearch client is pointed at it through ALGOLIA_HOSTS-style hosts,
// so its request building, credentials headers and response parsing are exercised. Searches are answered by a SearchService
// (the embedded engine); writes are kept in memory for assertions.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { isSearchInputError, type SearchService } from "../../model";

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: unknown;
}

export interface FakeIndex {
  settings: Record<string, unknown>;
  records: Map<string, Record<string, unknown>>;
}

type Fault = { kind: "status"; status: number; message: string } | { kind: "hang"; ms: number };

export interface FakeAlgolia {
  /** `http://127.0.0.1:{port}`, the value for ALGOLIA_HOSTS. */
  host: string;
  requests: RecordedRequest[];
  indices: Map<string, FakeIndex>;
  /** The next `times` requests fail this way (Algolia's JSON error body, or no answer for `ms`). */
  failNext(fault: Fault, times?: number): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let buffer = Buffer.concat(chunks);
  if (req.headers["content-encoding"] === "gzip") buffer = gunzipSync(buffer);
  const text = buffer.toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeAlgolia(options: { appId: string; apiKeys: string[]; search?: SearchService }): Promise<FakeAlgolia> {
  const requests: RecordedRequest[] = [];
  const indices = new Map<string, FakeIndex>();
  const faults: Fault[] = [];
  let taskID = 1000;

  const indexOf = (name: string) => {
    let index = indices.get(name);
    if (!index) indices.set(name, (index = { settings: {}, records: new Map() }));
    return index;
  };
  const task = () => ({ taskID: ++taskID, updatedAt: new Date().toISOString() });

  async function route(req: IncomingMessage, res: ServerResponse, recorded: RecordedRequest): Promise<void> {
    const body = recorded.body as Record<string, unknown> | undefined;
    const parts = recorded.path.split("/").filter(Boolean).map(decodeURIComponent);
    if (parts[0] === "1" && parts[1] === "answers" && parts[3] === "prediction" && parts.length === 4 && req.method === "POST") {
      if (!options.search) return json(res, 500, { message: "no search backend", status: 500 });
      return json(res, 200, await options.search.predict({ ...(body as object), indexName: parts[2]! } as never));
    }
    if (parts[0] !== "1" || parts[1] !== "indexes") return json(res, 404, { message: "Not found", status: 404 });
    const [, , name, action, ...rest] = parts;

    if (req.method === "POST" && name === "*" && action === "queries") {
      if (!options.search) return json(res, 500, { message: "no search backend", status: 500 });
      return json(res, 200, await options.search.search({ requests: (body?.requests ?? []) as never }));
    }
    if (!name) return json(res, 404, { message: "Not found", status: 404 });
    if (req.method === "POST" && action === "query" && rest.length === 0) {
      if (!options.search) return json(res, 500, { message: "no search backend", status: 500 });
      return json(res, 200, (await options.search.search({ requests: [{ ...(body as object), indexName: name }] })).results[0]);
    }
    if (req.method === "POST" && action === "facets" && rest[1] === "query") {
      if (!options.search) return json(res, 500, { message: "no search backend", status: 500 });
      const params = typeof body?.params === "string" ? { params: body.params } : {};
      return json(res, 200, await options.search.searchForFacetValues({ indexName: name, facetName: rest[0]!, facetQuery: body?.facetQuery as string, maxFacetHits: body?.maxFacetHits as number | undefined, params }));
    }
    if (req.method === "PUT" && action === "settings") {
      const index = indexOf(name);
      index.settings = { ...index.settings, ...body };
      for (const replica of (body?.replicas as string[] | undefined) ?? []) indexOf(replica).settings.primary = name;
      return json(res, 200, task());
    }
    if (req.method === "GET" && action === "settings") return json(res, 200, indexOf(name).settings);
    if (req.method === "POST" && action === "batch") {
      const index = indexOf(name);
      const list = (body?.requests ?? []) as { action: string; body: Record<string, unknown> }[];
      const supported = new Set(["addObject", "updateObject", "deleteObject"]);
      const unsupported = list.find((request) => !supported.has(request.action));
      if (unsupported) return json(res, 400, { message: `unsupported action ${unsupported.action}`, status: 400 });
      for (const request of list) {
        if (request.action === "deleteObject") index.records.delete(String(request.body.objectID));
        else index.records.set(String(request.body.objectID), request.body);
      }
      return json(res, 200, { ...task(), objectIDs: list.map((r) => String(r.body.objectID)) });
    }
    if (req.method === "POST" && action === "operation") {
      const { operation, destination, scope } = (body ?? {}) as { operation: string; destination: string; scope?: string[] };
      const source = indexOf(name);
      if (operation === "copy") {
        const target = indexOf(destination);
        const copied = Object.fromEntries(Object.entries(source.settings).filter(([key]) => key !== "replicas" && key !== "primary"));
        if (!scope || scope.includes("settings")) target.settings = copied;
        if (!scope) target.records = new Map(source.records);
      } else if (operation === "move") {
        // As Algolia: the destination keeps its replicas (and its place as a replica's primary).
        const kept = indices.get(destination)?.settings;
        const keep = Object.fromEntries(Object.entries(kept ?? {}).filter(([key]) => key === "replicas" || key === "primary"));
        indices.set(destination, { settings: { ...source.settings, ...keep }, records: source.records });
        indices.delete(name);
      } else return json(res, 400, { message: `unknown operation ${operation}`, status: 400 });
      return json(res, 200, task());
    }
    if (req.method === "POST" && action === "browse") {
      // Two records a page, so a client must follow the cursor (the cursor is the offset of the next page).
      const all = [...indexOf(name).records.values()];
      const from = Number(body?.cursor ?? 0);
      const hits = all.slice(from, from + 2).map((record) => ({ objectID: record.objectID }));
      return json(res, 200, { hits, nbHits: all.length, ...(from + 2 < all.length ? { cursor: String(from + 2) } : {}) });
    }
    if (req.method === "GET" && action === "task") return json(res, 200, { status: "published", pendingTask: false });
    if (req.method === "DELETE" && action === undefined) {
      indices.delete(name);
      return json(res, 200, { taskID: ++taskID, deletedAt: new Date().toISOString() });
    }
    return json(res, 404, { message: `${req.method} ${recorded.path} is not faked`, status: 404 });
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const recorded: RecordedRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body: undefined };
      try {
        recorded.body = await readBody(req);
      } catch {
        return json(res, 400, { message: "Invalid JSON", status: 400 });
      }
      requests.push(recorded);
      const fault = faults.shift();
      if (fault?.kind === "hang") {
        setTimeout(() => { if (!res.writableEnded) json(res, 200, {}); }, fault.ms).unref();
        return;
      }
      if (fault?.kind === "status") return json(res, fault.status, { message: fault.message, status: fault.status });
      const appId = req.headers["x-algolia-application-id"] ?? url.searchParams.get("x-algolia-application-id");
      const apiKey = req.headers["x-algolia-api-key"] ?? url.searchParams.get("x-algolia-api-key");
      if (appId !== options.appId || !options.apiKeys.includes(String(apiKey))) return json(res, 403, { message: "Invalid Application-ID or API key", status: 403 });
      try {
        await route(req, res, recorded);
      } catch (error) {
        if (isSearchInputError(error)) {
          const status = error.code === "unknown_index" ? 404 : 400;
          return json(res, status, { message: error.message, status });
        }
        json(res, 500, { message: "Internal error", status: 500 });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: `http://127.0.0.1:${port}`,
    requests,
    indices,
    failNext(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** The error a call throws; fails the test when it does not throw. */
export async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}
