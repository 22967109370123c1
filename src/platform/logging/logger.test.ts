// Issue 12 item 8: a CMS error used to be logged whole, `Authorization: Bearer <token>` included.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createClient } from "contentful";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { redactPaths, scrubText } from "./redaction";

const TOKEN = "cda-secret-token-4f9a2c71e0";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger(stream, "info"), text: () => lines.join("") };
}

/** The error contentful.js (axios) throws for a request, through a real client against a local server or a closed port. */
async function contentfulError(status: number | "refused"): Promise<unknown> {
  const server = createServer((_req, res) => {
    res.writeHead(status === "refused" ? 500 : status, { "content-type": "application/json" });
    res.end(JSON.stringify({ sys: { type: "Error", id: "AccessTokenInvalid" }, message: "The access token you sent could not be found or is invalid.", requestId: "req-1" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  if (status === "refused") await new Promise<void>((resolve) => server.close(() => resolve()));
  const client = createClient({ space: "vlt01", accessToken: TOKEN, host: `127.0.0.1:${port}`, insecure: true, retryOnError: false, logHandler: () => undefined });
  try {
    await client.getEntries({ content_type: "page" });
    throw new Error("expected a failure");
  } catch (error) {
    return error;
  } finally {
    if (status !== "refused") await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** An axios-style error as axios builds it: the request config and the raw request and response, all carrying credentials. */
function axiosLikeError() {
  const config = {
    url: "/spaces/vlt01/environments/master/entries",
    method: "get",
    headers: { Accept: "application/json", Authorization: `Bearer ${TOKEN}`, "X-Contentful-Resource-Resolution": TOKEN },
    params: { content_type: "page", access_token: TOKEN },
  };
  const request = { _header: `GET /spaces/vlt01/entries HTTP/1.1\r\nAuthorization: Bearer ${TOKEN}\r\nCookie: vl_session=abc\r\n\r\n`, method: "GET" };
  return Object.assign(new Error("Request failed with status code 500"), {
    name: "AxiosError",
    code: "ERR_BAD_RESPONSE",
    isAxiosError: true,
    config,
    request,
    response: { status: 500, statusText: "Internal Server Error", headers: { "set-cookie": ["cf=1"] }, config, request, data: { message: "oops" } },
  });
}

describe("logs never carry credentials (issue 12 item 8)", () => {
  it.each([
    ["an HTTP error response (401)", () => contentfulError(401)],
    ["a refused connection", () => contentfulError("refused")],
    ["an axios error with config, request and response", async () => axiosLikeError()],
  ])("a Contentful failure logged whole: %s", async (_case, make) => {
    const { logger, text } = capture();
    const error = await make();
    logger.error({ err: error }, "content service request failed");
    logger.warn({ error, what: "page" }, "caught as `error`");
    logger.error({ detail: { err: error } }, "nested");
    const out = text();
    expect(out).toContain("content service request failed");
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(TOKEN.slice(-5));
    expect(out).not.toMatch(/Bearer (?!\[Redacted\])/);
  });

  it("keeps what helps an operator: message, status and the response body", async () => {
    const { logger, text } = capture();
    logger.error({ err: axiosLikeError() }, "failed");
    const line = JSON.parse(text()) as { err: Record<string, unknown> };
    expect(line.err).toMatchObject({ message: "Request failed with status code 500", code: "ERR_BAD_RESPONSE", response: { status: 500, data: { message: "oops" } } });
    expect(line.err).not.toHaveProperty("config");
    expect(line.err).not.toHaveProperty("request");
  });

  it("redacts headers, cookies, tokens and passwords in plain log objects", () => {
    const { logger, text } = capture();
    logger.info(
      {
        headers: { authorization: `Bearer ${TOKEN}`, cookie: "vl_session=abc", "x-algolia-api-key": TOKEN },
        req: { headers: { authorization: `Basic ${TOKEN}`, "set-cookie": ["vl_session=abc"] } },
        settings: { accessToken: TOKEN, apiKey: TOKEN, space: "vlt01" },
        upstream: { res: { headers: { "x-contentful-resource-resolution": TOKEN } } },
        password: "voltline-demo",
      },
      "request",
    );
    const out = text();
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain("vl_session=abc");
    expect(out).not.toContain("voltline-demo");
    expect(out).toContain('"space":"vlt01"');
  });

  it("scrubs credentials quoted in texts", () => {
    expect(scrubText(`headers: {"Authorization": "Bearer ${TOKEN}"}`)).toBe('headers: {"Authorization": "Bearer [Redacted]"}');
    expect(scrubText(`https://user:${TOKEN}@api.example/x?access_token=${TOKEN}&a=1`)).toBe("https://[Redacted]@api.example/x?access_token=[Redacted]&a=1");
    expect(scrubText(`x-algolia-api-key: ${TOKEN}`)).toBe("x-algolia-api-key: [Redacted]");
  });

  it("stays affordable: a few dozen redaction paths, not hundreds", () => {
    expect(redactPaths().length).toBeLessThanOrEqual(40);
  });
});
