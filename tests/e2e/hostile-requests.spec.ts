import { connect } from "node:net";
import { expect, test } from "@playwright/test";

// Issue 12 items 1 and 10: addresses and methods no browser sends get a short translated 4xx from the production
// server at once (request-guard.ts), not a 500 from Next, a 200 page, a closed connection or a stack trace.
// Raw sockets: an HTTP client library would fix up the very bytes under test.

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function raw(baseURL: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error("no answer in 30 s")));
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // One response is all we read: stop at the end of its body (Content-Length) or of its headers (204, 304).
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      if (split < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, split))?.[1];
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      const bodyBytes = Buffer.byteLength(text.slice(split + 4));
      if ((length !== undefined && bodyBytes >= Number(length)) || status === 204 || status === 304 || request.startsWith("HEAD ")) socket.end();
    });
    let failure: Error | undefined;
    // The server may answer and close before a long request is written whole: the answer is what counts.
    socket.on("error", (error) => (failure = error));
    socket.on("close", () => {
      if (chunks.length === 0) return reject(failure ?? new Error("closed without an answer"));
      const text = Buffer.concat(chunks).toString("utf8");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, split < 0 ? text.length : split).split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: split < 0 ? "" : text.slice(split + 4) });
    });
    socket.write(request);
  });
}

const get = (target: string, method = "GET", extra = "") => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n${extra}Connection: close\r\n\r\n`;
const STACK = /\n\s+at \S+|Error: .*\/(?:node_modules|\.next|src)\//;

test.describe("hostile requests at the production server", () => {
  test("malformed percent-encoding, NUL and control characters in any path answer 400, in the path's language", async ({ baseURL }) => {
    for (const target of [
      "/voltline/en/%zz",
      "/voltline/en/%c0%ae",
      "/voltline/en/%ed%a0%80",
      "/voltline/en/a%00b",
      "/voltline/en/%0d%0a",
      "/voltline/en/search?q=%00",
      "/_next/static/%zz",
      "/_next/static/chunks/%c0%ae.js",
      "/api/search/%zz",
      "/products-media/%zz",
      "/voltline/en/documents/%zz",
      "/oidc/%zz",
      "/voltline/en/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const answer = await raw(baseURL!, get(target));
      expect(answer.status, target).toBe(400);
      expect(answer.headers["content-type"], target).toBe("text/html; charset=utf-8");
      expect(answer.headers["x-content-type-options"], target).toBe("nosniff");
      expect(answer.body, target).not.toMatch(STACK);
    }
    const french = await raw(baseURL!, get("/voltline/fr-ca/%zz"));
    expect(french.body).toContain('lang="fr-CA"');
    expect(french.body).toContain("Requête invalide");
    const spanish = await raw(baseURL!, get("/%c0%ae", "GET", "Accept-Language: es-MX,es;q=0.9\r\n"));
    expect(spanish.body).toContain("Solicitud no válida");
  });

  test("over-long addresses, path segments and headers answer 414 and 431", async ({ baseURL }) => {
    expect((await raw(baseURL!, get(`/voltline/en/${"a".repeat(300)}`))).status).toBe(414);
    expect((await raw(baseURL!, get(`/voltline/en/search?q=${"a".repeat(6_000)}`))).status).toBe(414);
    expect((await raw(baseURL!, get(`/voltline/en/${"a".repeat(20_000)}`))).status).toBe(414);
    const cookies = await raw(baseURL!, get("/voltline/en", "GET", `Cookie: x=${"a".repeat(20_000)}\r\n`));
    expect(cookies.status).toBe(431);
    expect(cookies.body).toContain("Request headers too large");
  });

  test("TRACE, TRACK, CONNECT, WebDAV and unknown methods answer 405 with Allow; pages take no POST; OPTIONS names the methods", async ({ baseURL }) => {
    for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "PROPFIND", "FOO"]) {
      const page = await raw(baseURL!, get("/voltline/en", method));
      expect(page.status, method).toBe(405);
      expect(page.headers.allow, method).toBe("GET, HEAD, OPTIONS");
      expect(page.body, method).toContain("Method not allowed");
      const api = await raw(baseURL!, get("/api/search/1/indexes/products_en/queries", method));
      expect(api.status, method).toBe(405);
      expect(api.headers.allow, method).toBe("GET, HEAD, POST, OPTIONS");
    }
    const tunnel = await raw(baseURL!, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(tunnel.status).toBe(405);
    const post = await raw(baseURL!, get("/voltline/en", "POST", "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\n").replace(/\r\n\r\n$/, "\r\n\r\nx=1"));
    expect(post.status).toBe(405);
    const options = await raw(baseURL!, get("/voltline/en", "OPTIONS"));
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
  });

  test("the same pages still answer as before", async ({ baseURL }) => {
    expect((await raw(baseURL!, get("/voltline/en"))).status).toBe(200);
    expect((await raw(baseURL!, get("/voltline/en/search?q=100%25"))).status).toBe(200);
    expect((await raw(baseURL!, get("/voltline/en", "HEAD"))).status).toBe(200);
    expect((await raw(baseURL!, get("/oidc/.well-known/openid-configuration"))).status).toBe(200);
  });
});
