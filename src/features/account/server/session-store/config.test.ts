import { describe, expect, it } from "vitest";
import { sessionStoreConfig } from "./config";

describe("which SessionStore runs (A1, issue 12)", () => {
  it("keeps sessions in the database unless Redis is configured", () => {
    expect(sessionStoreConfig({})).toEqual({ kind: "database" });
    expect(sessionStoreConfig({ SESSION_STORE: "database", REDIS_URL: "redis://cache:6379" })).toEqual({ kind: "database" });
  });

  it("uses Redis when REDIS_URL is set or SESSION_STORE=redis asks for it", () => {
    expect(sessionStoreConfig({ REDIS_URL: "redis://cache:6379" })).toEqual({ kind: "redis", url: "redis://cache:6379", keyPrefix: "voltline:" });
    expect(sessionStoreConfig({ SESSION_STORE: "redis", REDIS_URL: " rediss://cache:6380 ", REDIS_KEY_PREFIX: "site-b:" })).toEqual({ kind: "redis", url: "rediss://cache:6380", keyPrefix: "site-b:" });
  });

  it("refuses a configuration it cannot honour, naming the variable", () => {
    expect(() => sessionStoreConfig({ SESSION_STORE: "redis" })).toThrow(/REDIS_URL/);
    expect(() => sessionStoreConfig({ SESSION_STORE: "memcached" })).toThrow(/SESSION_STORE/);
    expect(() => sessionStoreConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL/);
  });
});
