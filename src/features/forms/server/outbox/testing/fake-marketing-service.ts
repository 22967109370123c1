// A stand-in for the marketing-form service (X11) on 127.0.0.1, for the outbox's contract test and bench/forms.ts:
// it keeps each submission once by its Idempotency-Key (a repeat gets 409 "already received"), counts every request,
// and can be told to be down, fail, hang or throttle, for a while or for its next few requests.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * up: stores and answers 201. down: 503, nothing stored. error: 500, nothing stored. refuse: closes the connection.
 * hang: stores the submission, then never answers (the worst case: received, answer lost). throttle: 429 with Retry-After.
 */
export type FakeMode = "up" | "down" | "error" | "refuse" | "hang" | "throttle";

export interface FakeRequest {
  key: string | undefined;
  status: number | "no answer";
  at: number;
}

export interface FakeMarketingService {
  /** The URL to set as MARKETING_FORMS_URL. */
  url: string;
  /** How every request after the scripted ones is answered. */
  setMode(mode: FakeMode): void;
  /** Answers for the next requests, in order, before the mode applies again. */
  script(...answers: FakeMode[]): void;
  /** Submissions stored, by Idempotency-Key (each once). */
  readonly stored: ReadonlyMap<string, unknown>;
  /** Every request, in order of arrival. */
  readonly requests: readonly FakeRequest[];
  /** Requests for a submission already stored (answered 409). */
  readonly duplicates: number;
  /** Time the last submission was first stored (ms since epoch), 0 before any. */
  readonly lastStoredAt: number;
  close(): Promise<void>;
}

export interface FakeMarketingOptions {
  /** Bearer token a request must carry (401 otherwise). */
  token?: string;
  /** Retry-After (seconds) of a throttled answer. */
  retryAfterSeconds?: number;
  mode?: FakeMode;
  /** Port on 127.0.0.1 (default: any free one). */
  port?: number;
}

const BODY_LIMIT = 1_000_000;

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", () => resolve(undefined));
    request.on("close", () => resolve(size > BODY_LIMIT ? undefined : Buffer.concat(chunks).toString("utf8")));
  });
}

export async function startFakeMarketingService({ token, retryAfterSeconds = 1, mode: initialMode = "up", port: wantedPort = 0 }: FakeMarketingOptions = {}): Promise<FakeMarketingService> {
  let mode = initialMode;
  const scripted: FakeMode[] = [];
  const stored = new Map<string, unknown>();
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let duplicates = 0;
  let lastStoredAt = 0;

  const answer = (response: ServerResponse, record: FakeRequest, status: number, body: unknown, headers: Record<string, string> = {}) => {
    record.status = status;
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const key = request.headers["idempotency-key"];
    const record: FakeRequest = { key: typeof key === "string" ? key : undefined, status: "no answer", at: Date.now() };
    requests.push(record);
    const now = scripted.shift() ?? mode;
    if (now === "refuse") {
      request.socket.destroy();
      return;
    }
    const body = await readBody(request);
    if (now === "down") return answer(response, record, 503, { error: "service unavailable" });
    if (now === "error") return answer(response, record, 500, { error: "internal error" });
    if (now === "throttle") return answer(response, record, 429, { error: "too many requests" }, { "retry-after": String(retryAfterSeconds) });
    if (request.method !== "POST") return answer(response, record, 405, { error: "POST only" });
    if (token && request.headers.authorization !== `Bearer ${token}`) return answer(response, record, 401, { error: "unauthorized" });
    if (!record.key) return answer(response, record, 400, { error: "Idempotency-Key required" });
    let payload: unknown;
    try {
      payload = JSON.parse(body ?? "");
    } catch {
      return answer(response, record, 400, { error: "invalid JSON" });
    }
    if (stored.has(record.key)) {
      duplicates++;
      return answer(response, record, 409, { status: "already received" });
    }
    stored.set(record.key, payload);
    lastStoredAt = Date.now();
    if (now === "hang") {
      hanging.add(response);
      response.on("close", () => hanging.delete(response));
      return;
    }
    answer(response, record, 201, { status: "received" });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(wantedPort, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/submissions`,
    setMode(next) {
      mode = next;
    },
    script(...answers) {
      scripted.push(...answers);
    },
    stored,
    requests,
    get duplicates() {
      return duplicates;
    },
    get lastStoredAt() {
      return lastStoredAt;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
