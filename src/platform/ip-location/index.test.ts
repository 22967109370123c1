// Contract of the IP look-up adapters (X10) against a local fake service: what is asked, what is understood, and that
// a slow, failing or odd service is "unknown" within the timeout.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedIpLocator, ipLocationOf, ipLocatorFromEnv, isPublicAddress } from "./index";

const asked: string[] = [];
let base = "";
const server = http.createServer((request, response) => {
  asked.push(`${request.method} ${request.url} ${request.headers.accept}`);
  const ip = decodeURIComponent(request.url!.split("/")[2] ?? "");
  if (ip === "203.0.113.9") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ ip, city: "Chicago", region_code: "IL", country_code: "US", latitude: 41.8781, longitude: -87.6298 }));
  } else if (ip === "198.51.100.7") {
    setTimeout(() => response.end("{}"), 2_000).unref();
  } else if (ip === "198.51.100.8") {
    response.writeHead(500);
    response.end("nope");
  } else {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: true, reason: "Reserved IP Address" }));
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("IP look-up (X10)", () => {
  it("embedded default: every address is unknown, and the page asks", async () => {
    expect(await embeddedIpLocator.locate("203.0.113.9")).toEqual({ status: "unknown" });
    expect(await ipLocatorFromEnv({}).locate("203.0.113.9")).toEqual({ status: "unknown" });
  });

  it("production: asks the configured service for the address and reads its answer", async () => {
    const locator = ipLocatorFromEnv({ IP_LOOKUP_URL: `${base}/v1/{ip}/json`, IP_LOOKUP_TIMEOUT_MS: "300" });
    expect(await locator.locate("203.0.113.9")).toEqual({ status: "known", lat: 41.8781, lng: -87.6298, city: "Chicago", region: "IL", country: "US" });
    expect(asked.at(-1)).toBe("GET /v1/203.0.113.9/json application/json");
  });

  it("is unknown, without waiting long, when the service is slow, fails or cannot place the address", async () => {
    const errors: unknown[] = [];
    const locator = ipLocatorFromEnv({ IP_LOOKUP_URL: `${base}/v1/{ip}/json`, IP_LOOKUP_TIMEOUT_MS: "200" }, (error) => errors.push(error));
    const started = performance.now();
    expect(await locator.locate("198.51.100.7")).toEqual({ status: "unknown" });
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(await locator.locate("198.51.100.8")).toEqual({ status: "unknown" });
    expect(await locator.locate("198.51.100.9")).toEqual({ status: "unknown" });
    expect(errors).toHaveLength(2);
    // Addresses no service can place are not sent.
    const before = asked.length;
    for (const address of ["127.0.0.1", "10.1.2.3", "192.168.0.4", "::1", "fe80::1", "not an address"]) expect(await locator.locate(address)).toEqual({ status: "unknown" });
    expect(asked.length).toBe(before);
  });

  it("understands the usual answer shapes, and nothing else", () => {
    expect(ipLocationOf({ lat: "45.5", lon: "-73.6", countryCode: "CA", regionCode: "QC", city: "Montréal" })).toEqual({ status: "known", lat: 45.5, lng: -73.6, city: "Montréal", region: "QC", country: "CA" });
    expect(ipLocationOf({ latitude: 0, longitude: 0 })).toEqual({ status: "unknown" });
    expect(ipLocationOf({ latitude: 95, longitude: 10 })).toEqual({ status: "unknown" });
    expect(ipLocationOf({ latitude: 40, longitude: -88, city: "<script>", country_code: "usa" })).toEqual({ status: "known", lat: 40, lng: -88 });
    expect(ipLocationOf("Chicago")).toEqual({ status: "unknown" });
    expect(isPublicAddress("203.0.113.9")).toBe(true);
  });

  it("refuses a configuration it cannot use", () => {
    expect(() => ipLocatorFromEnv({ IP_LOOKUP_URL: "geo.example/{ip}" })).toThrow("IP_LOOKUP_URL");
    expect(() => ipLocatorFromEnv({ IP_LOOKUP_URL: "ftp://geo.example/{ip}" })).toThrow("IP_LOOKUP_URL");
    expect(() => ipLocatorFromEnv({ IP_LOOKUP_URL: "https://geo.example/{ip}", IP_LOOKUP_TIMEOUT_MS: "5s" })).toThrow("IP_LOOKUP_TIMEOUT_MS");
  });
});
