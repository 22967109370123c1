import { describe, expect, it } from "vitest";
import { contextFromRawRequest, guardRequest, parserRejection, rejectionLocale, rejectionResponse, serializeResponse, type GuardVerdict } from "./request-guard";

const options = { postPrefixes: ["/api/", "/oidc/"] };
const verdict = (url: string, method = "GET") => guardRequest({ method, url }, options);
const status = (url: string, method = "GET") => {
  const v = verdict(url, method);
  return v.kind === "reject" ? v.status : v.kind;
};

describe("request guard: addresses (issue 12 items 1 and 10)", () => {
  it("lets every real address through: pages, refined listings, searches, API, provider, static files", () => {
    for (const url of [
      "/",
      "/voltline/en",
      "/voltline/fr-ca/products/wiring-devices/receptacles/gfci-receptacles/c/gfci-receptacles?f.color=white&sort=name&page=2",
      "/voltline/es-mx/search?q=apagador%20de%20contacto%20moment%C3%A1neo&tab=content",
      "/voltline/en/search?q=100%", // typed by hand: the query is read leniently
      "/voltline/en/news/news-voltline-ev-charger-launch",
      "/_next/static/chunks/1pcw6gskne7pf.js",
      "/_next/image?url=%2Fcontent%2Fimages%2Fhero-plant.jpg&w=1920&q=80",
      "/oidc/.well-known/openid-configuration",
      "/oidc/auth?client_id=voltline-site&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Foauth%2Fcallback",
      "http://localhost:3000/voltline/en", // absolute-form
      `/voltline/en/products/${"a".repeat(200)}/p/1000738`,
    ]) {
      expect(verdict(url), url).toEqual({ kind: "pass" });
    }
  });

  it("answers 400 to malformed percent-encoding anywhere in the path, static files included", () => {
    for (const url of ["/voltline/en/%zz", "/voltline/en/%c0%ae", "/voltline/en/%ed%a0%80", "/voltline/en/%e2%82", "/_next/static/%zz", "/_next/static/chunks/%c0%ae.js", "/oidc/%zz", "/%"]) {
      expect(verdict(url), url).toMatchObject({ kind: "reject", status: 400, reason: "encoding" });
    }
  });

  it("answers 400 to NUL and control characters, raw or encoded, and to dot segments", () => {
    expect(verdict("/voltline/en/a%00b")).toMatchObject({ status: 400, reason: "control-character" });
    expect(verdict("/voltline/en/%0d%0a")).toMatchObject({ status: 400, reason: "control-character" });
    expect(verdict("/voltline/en/%7F")).toMatchObject({ status: 400, reason: "control-character" });
    expect(verdict("/voltline/en/search?q=%00")).toMatchObject({ status: 400, reason: "control-character" });
    expect(verdict("/voltline/en/a\u0000b")).toMatchObject({ status: 400, reason: "character" });
    expect(verdict("/voltline/en/caf\u00e9")).toMatchObject({ status: 400, reason: "character" });
    expect(verdict("/voltline/en/a b")).toMatchObject({ status: 400, reason: "character" });
    expect(verdict("/voltline/en/%2e%2e/%2e%2e/etc/passwd")).toMatchObject({ status: 400, reason: "dot-segment" });
    expect(verdict("/_next/static/../../package.json")).toMatchObject({ status: 400, reason: "dot-segment" });
    expect(verdict("voltline/en")).toMatchObject({ status: 400, reason: "request-target" });
  });

  it("answers 414 to over-long addresses and path segments before Next names a file after them", () => {
    expect(verdict(`/voltline/en/${"a".repeat(201)}`)).toMatchObject({ status: 414, reason: "segment-too-long" });
    // Encoded multi-byte characters count as the bytes they decode to.
    expect(verdict(`/voltline/en/${"%C3%A9".repeat(101)}`)).toMatchObject({ status: 414, reason: "segment-too-long" });
    expect(verdict(`/voltline/en/${"abcdefgh/".repeat(120)}`)).toMatchObject({ status: 414, reason: "path-too-long" });
    expect(verdict(`/voltline/en/search?q=${"a".repeat(5000)}`)).toMatchObject({ status: 414, reason: "url-too-long" });
  });
});

describe("request guard: methods", () => {
  it("answers 405 with Allow to TRACE, CONNECT, WebDAV and every method no route takes", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PUT", "DELETE", "PATCH", "PROPFIND", "FOO"]) {
      expect(verdict("/voltline/en", method), method).toEqual({ kind: "reject", status: 405, reason: "method", allow: "GET, HEAD, OPTIONS" });
      expect(verdict("/api/search/1/indexes/x/queries", method), method).toEqual({ kind: "reject", status: 405, reason: "method", allow: "GET, HEAD, POST, OPTIONS" });
    }
  });

  it("takes POST only where a route handler or the provider reads it; pages have no server actions", () => {
    expect(status("/api/insights/1/events", "POST")).toBe("pass");
    expect(status("/oidc/token", "POST")).toBe("pass");
    expect(status("/voltline/en", "POST")).toBe(405);
    expect(status("/voltline/en", "HEAD")).toBe("pass");
  });

  it("answers OPTIONS itself with the methods of the address", () => {
    expect(verdict("/voltline/en", "OPTIONS")).toEqual({ kind: "options", allow: "GET, HEAD, OPTIONS" });
    expect(verdict("/api/search/1/indexes/x/queries", "OPTIONS")).toEqual({ kind: "options", allow: "GET, HEAD, POST, OPTIONS" });
    expect(verdict("*", "OPTIONS")).toEqual({ kind: "options", allow: "GET, HEAD, POST, OPTIONS" });
    expect(status("*", "GET")).toBe(400);
  });
});

describe("request guard: the answer", () => {
  const rejected = (url: string, method = "GET") => verdict(url, method) as Extract<GuardVerdict, { kind: "reject" }>;

  it("is in the language of the path's locale, else of Accept-Language, else English", () => {
    expect(rejectionLocale({ url: "/voltline/fr-ca/%zz" })).toBe("fr-ca");
    expect(rejectionLocale({ url: "/voltline/es-mx/%c0%ae", acceptLanguage: "fr-CA" })).toBe("es-mx");
    expect(rejectionLocale({ url: "/%zz", acceptLanguage: "es-MX,es;q=0.9" })).toBe("es-mx");
    expect(rejectionLocale({ url: "/%zz", acceptLanguage: "de" })).toBe("en");
  });

  it("is a short HTML page for browsers and plain text for other clients, never a stack trace", () => {
    const page = rejectionResponse(rejected("/voltline/fr-ca/%zz"), { url: "/voltline/fr-ca/%zz", accept: "text/html,application/xhtml+xml" });
    expect(page.status).toBe(400);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain("Requête invalide");
    expect(page.body).not.toContain("%zz");
    expect(Number(page.headers["content-length"])).toBe(Buffer.byteLength(page.body));

    const text = rejectionResponse(rejected("/voltline/es-mx/x", "TRACE"), { url: "/voltline/es-mx/x", accept: "*/*" });
    expect(text.status).toBe(405);
    expect(text.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe("Método no permitido. Esta dirección no acepta este tipo de solicitud.\n");

    const long = rejectionResponse(rejected(`/voltline/en/${"a".repeat(300)}`), { url: "/voltline/en/" });
    expect(long.body).toMatch(/^Address too long\./);
    for (const response of [page, text, long]) expect(response.body).not.toMatch(/\bat \S+ \(|Error:/);
  });

  it("can be written to a socket whole, for methods Node's parser refuses before any response object exists", () => {
    const context = contextFromRawRequest(Buffer.from("TRACK /voltline/fr-ca/x HTTP/1.1\r\nHost: a\r\nAccept-Language: es-MX\r\n\r\n"));
    expect(context).toMatchObject({ method: "TRACK", url: "/voltline/fr-ca/x", acceptLanguage: "es-MX" });
    const bytes = serializeResponse(rejectionResponse({ status: 405, allow: "GET, HEAD, OPTIONS" }, context), { "x-content-type-options": "nosniff" });
    expect(bytes).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(bytes).toContain("\r\nallow: GET, HEAD, OPTIONS\r\n");
    expect(bytes).toContain("\r\nx-content-type-options: nosniff\r\n");
    expect(bytes).toContain("\r\nconnection: close\r\n\r\nMéthode non autorisée.");
  });
});

describe("request guard: what Node's parser refuses", () => {
  const raw = (text: string) => Buffer.from(text, "latin1");
  it("answers 405 with Allow to methods the parser does not know, 414/431 past its bounds, 400 otherwise", () => {
    expect(parserRejection("HPE_INVALID_METHOD", raw("TRACK /api/x HTTP/1.1\r\nHost: a\r\n\r\n"), options)).toMatchObject({ status: 405, method: "TRACK", headers: { allow: "GET, HEAD, POST, OPTIONS" } });
    expect(parserRejection("HPE_HEADER_OVERFLOW", raw(`GET /${"a".repeat(5000)}`), options)?.status).toBe(414);
    expect(parserRejection("HPE_HEADER_OVERFLOW", raw(`GET / HTTP/1.1\r\nCookie: ${"a".repeat(5000)}`), options)).toMatchObject({ status: 431, body: expect.stringMatching(/^Request headers too large\./) });
    expect(parserRejection("HPE_INVALID_HEADER_TOKEN", raw("GET / HTTP/1.1\r\nBad Header: x\r\n\r\n"), options)?.status).toBe(400);
    expect(parserRejection("ERR_HTTP_REQUEST_TIMEOUT", undefined, options)).toBeUndefined();
  });
});
