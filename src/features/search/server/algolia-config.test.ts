import { describe, expect, it } from "vitest";
import { algoliaSettingsFromEnv, parseAlgoliaHosts } from "./algolia-config";

describe("Algolia configuration from the environment (S6)", () => {
  it("reads host:port lists, https unless http:// is written", () => {
    expect(parseAlgoliaHosts(undefined)).toBeUndefined();
    expect(parseAlgoliaHosts(" ")).toBeUndefined();
    expect(parseAlgoliaHosts("http://127.0.0.1:4010, search.example.com:8443,eu.example.com")).toEqual([
      { url: "127.0.0.1", port: 4010, protocol: "http", accept: "readWrite" },
      { url: "search.example.com", port: 8443, protocol: "https", accept: "readWrite" },
      { url: "eu.example.com", protocol: "https", accept: "readWrite" },
    ]);
    for (const bad of ["ftp://x:1", "host:99999", "a b:1", "host:port"]) expect(() => parseAlgoliaHosts(bad), bad).toThrow(/ALGOLIA_HOSTS/);
  });

  it("the site takes the search key, the push script the admin key, the publish webhook the write key, with the spec's timeouts", () => {
    const env = { ALGOLIA_APP_ID: " APP1 ", ALGOLIA_SEARCH_API_KEY: "search", ALGOLIA_ADMIN_API_KEY: "admin", ALGOLIA_WRITE_API_KEY: "write" };
    expect(algoliaSettingsFromEnv(env, "search")).toEqual({ appId: "APP1", apiKey: "search", timeouts: { connect: 1000, read: 2000, write: 30000 } });
    expect(algoliaSettingsFromEnv(env, "admin").apiKey).toBe("admin");
    expect(algoliaSettingsFromEnv(env, "write").apiKey).toBe("write");
    expect(() => algoliaSettingsFromEnv({ ALGOLIA_APP_ID: "APP1", ALGOLIA_ADMIN_API_KEY: "admin" }, "write")).toThrow("set ALGOLIA_WRITE_API_KEY");
    expect(() => algoliaSettingsFromEnv({ ALGOLIA_APP_ID: "APP1", ALGOLIA_SEARCH_API_KEY: "search" }, "admin")).toThrow("set ALGOLIA_ADMIN_API_KEY");
  });
});
