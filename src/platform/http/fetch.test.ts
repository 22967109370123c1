// Integration: the wrapper against a real local HTTP server (L3, E2).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFetch, isHeaderExcluded } from "./fetch";

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let baseURL: string;
let received: Received[] = [];
const failuresLeft = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    const [path = "", query = ""] = (req.url ?? "").split("?");
    const status = Number(new URLSearchParams(query).get("status") ?? 0);
    const left = failuresLeft.get(path) ?? 0;
    if (status && left > 0) {
      failuresLeft.set(path, left - 1);
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ status }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true, path }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  failuresLeft.clear();
});

function wrapper() {
  return createFetch({ locale: "fr-ca", brandDirectory: "voltline-canada", baseURL, excludedUrls: [/\/insights-probe$/] });
}

describe("L3 E2 fetch wrapper against a local server", () => {
  it("E2 retries a GET once on 503 and then succeeds", async () => {
    failuresLeft.set("/flaky", 1);
    const body = await wrapper()<{ ok: boolean }>("/flaky?status=503");
    expect(body.ok).toBe(true);
    expect(received.map((r) => r.method)).toEqual(["GET", "GET"]);
  });

  it("E2 gives up after one retry when a GET keeps failing", async () => {
    failuresLeft.set("/down", 5);
    await expect(wrapper()("/down?status=503")).rejects.toMatchObject({ status: 503 });
    expect(received).toHaveLength(2);
  });

  it("E2 never retries a POST", async () => {
    failuresLeft.set("/submit", 1);
    await expect(wrapper()("/submit?status=503", { method: "POST", body: { a: 1 } })).rejects.toMatchObject({
      status: 503,
    });
    expect(received.map((r) => r.method)).toEqual(["POST"]);
  });

  it("E2 throws on 404 without retrying", async () => {
    failuresLeft.set("/missing", 1);
    await expect(wrapper()("/missing?status=404")).rejects.toMatchObject({ status: 404 });
    expect(received).toHaveLength(1);
  });

  it("L3 sends Accept-Language (locale iso) and Store (brand directory) on every attempt", async () => {
    failuresLeft.set("/tree", 1);
    await wrapper()("/tree?status=429");
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request.headers["accept-language"]).toBe("fr-CA");
      expect(request.headers["store"]).toBe("voltline-canada");
    }
  });

  it("L3 keeps a header the caller set explicitly", async () => {
    await wrapper()("/tree", { headers: { "Accept-Language": "en-US" } });
    expect(received[0]?.headers["accept-language"]).toBe("en-US");
    expect(received[0]?.headers["store"]).toBe("voltline-canada");
  });

  it("L3 sends no Store or Accept-Language header to an excluded URL", async () => {
    await wrapper()("/insights-probe", { method: "POST", body: { events: [] } });
    expect(received[0]?.headers["store"]).toBeUndefined();
    // Node's own fetch sends `accept-language: *`; what matters is that ours is absent.
    expect(received[0]?.headers["accept-language"]).not.toBe("fr-CA");
  });
});

describe("L3 excluded URLs", () => {
  it("L3 excludes the Algolia Insights and reCAPTCHA site-verify endpoints only", () => {
    expect(isHeaderExcluded("https://insights.algolia.io/1/events")).toBe(true);
    expect(isHeaderExcluded("https://insights.de.algolia.io/1/events")).toBe(true);
    expect(isHeaderExcluded("https://www.google.com/recaptcha/api/siteverify")).toBe(true);
    expect(isHeaderExcluded("https://www.recaptcha.net/recaptcha/api/siteverify?secret=x")).toBe(true);
    expect(isHeaderExcluded("https://services.voltline.example/products-api-proxy/rest/v1/categories/voltline/tree")).toBe(false);
    expect(isHeaderExcluded("https://ABC-dsn.algolia.net/1/indexes/*/queries")).toBe(false);
  });
});
