// GET /api/locator/ip-location (X10): the visitor's address to the look-up, a rounded answer, never cached, never a 5xx.
import { describe, expect, it } from "vitest";
import type { IpLocator } from "@/platform/ip-location";
import { ipLocationResponse } from "./ip-location-route";

const request = (forwardedFor?: string) => new Request("http://localhost/api/locator/ip-location", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

describe("IP location endpoint (X10)", () => {
  it("answers unknown on the embedded default, privately", async () => {
    const response = await ipLocationResponse(request("203.0.113.9"), { locate: async () => ({ status: "unknown" }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ status: "unknown" });
  });

  it("asks the look-up for the visitor's address and answers a rounded place", async () => {
    const asked: string[] = [];
    const locator: IpLocator = {
      locate: async (address) => {
        asked.push(address);
        return { status: "known", lat: 41.878113, lng: -87.629799, city: "Chicago", region: "IL", country: "US" };
      },
    };
    expect(await (await ipLocationResponse(request("203.0.113.9"), locator)).json()).toEqual({ status: "known", lat: 41.878, lng: -87.63, label: "Chicago, IL" });
    expect(asked).toEqual(["203.0.113.9"]);
  });

  it("is unknown, not a 5xx, when the look-up throws", async () => {
    const response = await ipLocationResponse(request(), { locate: async () => Promise.reject(new Error("boom")) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "unknown" });
  });
});
