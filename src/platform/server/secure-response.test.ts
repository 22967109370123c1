import { createHash, randomBytes } from "node:crypto";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponse } from "./compression";
import { responseSecurity } from "./secure-response";
import { securityPolicyConfig } from "./security-headers";

// Next's own compression middleware, as its router runs it inside the request handler (after this layer is applied).
const require = createRequire(import.meta.url);
const compression = require("next/dist/compiled/compression") as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const FLIGHT = `self.__next_f.push([1,"0:{\\"a\\":\\"b\\"}\\n"])`;
const INJECTED = "alert(document.cookie)";
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const filler = "<p>catalogue</p>".repeat(2_000);
const PAGE_HEAD = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body>${filler}`;
const PAGE_TAIL = `<script>${FLIGHT}</script><div><script>${INJECTED}</script></div></body></html>`;

let gate: (() => void) | undefined;
const security = responseSecurity({ config: securityPolicyConfig({}), csp: true, onUnknownScripts: (url, scripts) => unknown.push([url, scripts]) });
const unknown: [string, string[]][] = [];
const bounded = responseSecurity({ config: securityPolicyConfig({}), csp: true, maxHtmlBytes: 4_096 });
const LATE = `self.__next_f.push([1,"late"])`;
// A rewrite of complete pages (ADR 78's, in the app): here FLIGHT becomes SHORTER; "fail" makes it throw.
const SHORTER = `self.__next_f.push([1,"0:1\\n"])`;
const rewriting = responseSecurity({
  config: securityPolicyConfig({}),
  csp: true,
  maxHtmlBytes: 4_096,
  rewriteHtml: (page) => {
    const text = page.toString("utf8");
    if (text.includes("fail")) throw new Error("unexpected page");
    return text.includes(FLIGHT) ? Buffer.from(text.replace(FLIGHT, SHORTER)) : undefined;
  },
});
const SMALL_FILLER = "<p>catalogue</p>".repeat(100);
const noise = randomBytes(48 * 1024).toString("hex");

/** Routes shaped like what Next, the micro-cache and the static files do with a response. */
function app(request: IncomingMessage, response: ServerResponse): void {
  if (request.url?.startsWith("/rewrite")) {
    // As the production server layers them (ADR 78): compression under the security layer, which sees the page raw.
    compressResponse(request, response);
    rewriting.apply(request, response);
  } else {
    (request.url === "/long" ? bounded : security).apply(request, response);
    compression()(request, response, () => undefined);
  }
  const url = request.url ?? "/";
  if (url === "/page") {
    // Next's streaming path: set headers, flush them, then write chunks (flushing the compressor after each).
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "s-maxage=31536000");
    response.flushHeaders();
    response.write(PAGE_HEAD);
    (response as ServerResponse & { flush?: () => void }).flush?.();
    setTimeout(() => response.end(PAGE_TAIL), 20);
  } else if (url.startsWith("/rewrite")) {
    const page = url === "/rewrite/long" ? `<!DOCTYPE html><html><body><script>${FLIGHT}</script>${noise}</body></html>` : `<!DOCTYPE html><html><body>${url === "/rewrite/fail" ? "fail" : ""}${SMALL_FILLER}<script>${FLIGHT}</script></body></html>`;
    response.setHeader("content-type", "text/html; charset=utf-8");
    if (url === "/rewrite/sized") response.setHeader("content-length", Buffer.byteLength(page));
    // The long page in two writes: the first passes the bound.
    if (url === "/rewrite/long") response.write(page.slice(0, -14));
    response.end(url === "/rewrite/long" ? page.slice(-14) : page);
  } else if (url === "/long") {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.write(`<!DOCTYPE html><html><body><script>${FLIGHT}</script>`);
    response.write(noise);
    response.end(`<script>${LATE}</script></body></html>`);
  } else if (url === "/json") {
    response.writeHead(200, { "content-type": "application/json" });
    response.write('{"first":');
    // The rest only once the test has seen the headers: a JSON answer is not held back.
    gate = () => response.end("true}");
  } else if (url === "/not-modified") {
    response.writeHead(304, { etag: '"x"' });
    response.end();
  } else if (url === "/replay") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'self'; script-src 'self' 'sha256-stored='" });
    response.end("<!DOCTYPE html><html><body><script>stored()</script></body></html>");
  } else if (url === "/own-policy") {
    response.setHeader("content-security-policy", "default-src 'none'");
    response.setHeader("x-frame-options", "SAMEORIGIN");
    response.end("provider");
  } else {
    response.statusCode = 404;
    response.setHeader("content-type", "text/html");
    response.end(`<!DOCTYPE html><html><body>gone<script>${FLIGHT}</script></body></html>`);
  }
}

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, options: { method?: string; headers?: Record<string, string>; onHeaders?: (headers: IncomingHttpHeaders) => void } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers }, (res) => {
      options.onHeaders?.(res.headers);
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const scriptSrc = (answer: Answer) => String(answer.headers["content-security-policy"]).split("; ").find((d) => d.startsWith("script-src "));

describe("security headers on a Node response (ADR 25)", () => {
  it("give an HTML page, compressed by Next, a policy naming the hash of its own inline scripts and not of an injected one", async () => {
    const answer = await get("/page", { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString()).toBe(PAGE_HEAD + PAGE_TAIL);
    expect(scriptSrc(answer)).toBe(`script-src 'self' ${hash(FLIGHT)}`);
    expect(scriptSrc(answer)).not.toContain(hash(INJECTED));
    expect(answer.headers["cache-control"]).toBe("s-maxage=31536000");
    expect(unknown.at(-1)).toEqual(["/page", [INJECTED]]);
  });

  it("do the same for an uncompressed page and an error page", async () => {
    const plain = await get("/page");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE_HEAD + PAGE_TAIL);
    expect(scriptSrc(plain)).toBe(`script-src 'self' ${hash(FLIGHT)}`);
    const missing = await get("/missing", { headers: { "accept-encoding": "gzip" } });
    expect(missing.status).toBe(404);
    expect(scriptSrc(missing)).toBe(`script-src 'self' ${hash(FLIGHT)}`);
  });

  it("let a page past the bound stream on, with the hashes of the scripts held until then", async () => {
    const answer = await get("/long", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(answer.body).toString()).toBe(`<!DOCTYPE html><html><body><script>${FLIGHT}</script>${noise}<script>${LATE}</script></body></html>`);
    expect(scriptSrc(answer)).toBe(`script-src 'self' ${hash(FLIGHT)}`);
  });

  it("let other answers stream, with the policy of a page without inline scripts", async () => {
    let early: IncomingHttpHeaders | undefined;
    const answer = await get("/json", {
      onHeaders: (headers) => {
        early = headers;
        setTimeout(() => gate?.(), 5);
      },
    });
    expect(early?.["content-security-policy"]).toBe(security.basePolicy);
    expect(JSON.parse(answer.body.toString())).toEqual({ first: true });
    expect(scriptSrc(answer)).toBe("script-src 'self'");
  });

  it("send no policy with a 304, which would replace the one the browser stored with the page", async () => {
    const answer = await get("/not-modified");
    expect(answer.status).toBe(304);
    expect(answer.headers["content-security-policy"]).toBeUndefined();
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("keep a policy already given (a micro-cache replay, the OpenID provider's pages) and the headers the app sets", async () => {
    const replay = await get("/replay", { method: "GET" });
    expect(scriptSrc(replay)).toBe("script-src 'self' 'sha256-stored='");
    const own = await get("/own-policy");
    expect(own.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(own.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("put the other headers on every answer, HEAD included", async () => {
    for (const answer of [await get("/page", { method: "HEAD" }), await get("/json", { onHeaders: () => setTimeout(() => gate?.(), 5) }), await get("/missing")]) {
      expect(answer.headers).toMatchObject({
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "referrer-policy": "strict-origin-when-cross-origin",
        "permissions-policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
        "cross-origin-opener-policy": "same-origin",
      });
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    }
  });
});

describe("a page rewritten before it is hashed (ADR 78)", () => {
  it("goes out rewritten, compressed under the layer, with the hashes of the rewritten scripts", async () => {
    const zipped = await get("/rewrite", { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(`<!DOCTYPE html><html><body>${SMALL_FILLER}<script>${SHORTER}</script></body></html>`);
    expect(scriptSrc(zipped)).toBe(`script-src 'self' ${hash(SHORTER)}`);

    const sized = await get("/rewrite/sized");
    expect(sized.body.toString()).toBe(`<!DOCTYPE html><html><body>${SMALL_FILLER}<script>${SHORTER}</script></body></html>`);
    expect(Number(sized.headers["content-length"])).toBe(sized.body.length);
  });

  it("goes out as written when the rewrite fails, or when the page passed the bound before it ended", async () => {
    const failed = await get("/rewrite/fail", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(failed.body).toString()).toBe(`<!DOCTYPE html><html><body>fail${SMALL_FILLER}<script>${FLIGHT}</script></body></html>`);
    expect(scriptSrc(failed)).toBe(`script-src 'self' ${hash(FLIGHT)}`);
    const long = await get("/rewrite/long");
    expect(long.body.toString()).toContain(FLIGHT);
  });
});
