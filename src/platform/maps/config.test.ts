import { describe, expect, it } from "vitest";
import { geocoderConfig, mapsClientConfig } from "./config";
import { contentSecurityPolicy, securityPolicyConfig } from "@/platform/server/security-headers";

describe("maps configuration (X6)", () => {
  it("runs the embedded gazetteer unless Google is asked for with a browser key", () => {
    expect(mapsClientConfig({})).toEqual({ provider: "embedded" });
    expect(mapsClientConfig({ MAPS_PROVIDER: "embedded", GOOGLE_MAPS_API_KEY: "AIzaSyTestKeyOfTwentyChars" })).toEqual({ provider: "embedded" });
    expect(mapsClientConfig({ MAPS_PROVIDER: "google", GOOGLE_MAPS_API_KEY: "AIzaSyTestKeyOfTwentyChars" })).toEqual({ provider: "google", apiKey: "AIzaSyTestKeyOfTwentyChars" });
  });

  it("refuses a provider it does not know, or Google without a usable key", () => {
    expect(() => mapsClientConfig({ MAPS_PROVIDER: "bing" })).toThrow("MAPS_PROVIDER");
    expect(() => mapsClientConfig({ MAPS_PROVIDER: "google" })).toThrow("GOOGLE_MAPS_API_KEY");
    expect(() => mapsClientConfig({ MAPS_PROVIDER: "google", GOOGLE_MAPS_API_KEY: "short" })).toThrow("GOOGLE_MAPS_API_KEY");
  });

  it("lets the browser reach Google's script, APIs and images only when Google is the provider", () => {
    const embedded = contentSecurityPolicy(securityPolicyConfig({}));
    expect(embedded).not.toContain("googleapis");
    const google = contentSecurityPolicy(securityPolicyConfig({ MAPS_PROVIDER: "google", GOOGLE_MAPS_API_KEY: "AIzaSyTestKeyOfTwentyChars" }));
    expect(google).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    expect(google).toMatch(/connect-src [^;]*https:\/\/places\.googleapis\.com/);
    expect(google).toMatch(/img-src [^;]*https:\/\/maps\.gstatic\.com/);
  });

  it("geocodes on the server with Google only with MAPS_PROVIDER=google and a server key (issue 16)", () => {
    expect(geocoderConfig({})).toEqual({ provider: "embedded" });
    expect(geocoderConfig({ GOOGLE_GEOCODING_API_KEY: "AIzaSyServerKeyOfTwentyChars" })).toEqual({ provider: "embedded" });
    expect(geocoderConfig({ MAPS_PROVIDER: "google", GOOGLE_GEOCODING_API_KEY: "AIzaSyServerKeyOfTwentyChars" })).toEqual({ provider: "google", apiKey: "AIzaSyServerKeyOfTwentyChars" });
    expect(() => geocoderConfig({ MAPS_PROVIDER: "google", GOOGLE_GEOCODING_API_KEY: "short" })).toThrow("GOOGLE_GEOCODING_API_KEY");
  });
});
