import { describe, expect, it } from "vitest";
import { isSiblingMessage, workerCount } from "./cluster";

const db = { DATABASE_URL: "postgres://db/site" };

describe("workerCount (WEB_CONCURRENCY, ADR 76)", () => {
  it("is one process unless asked", () => {
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: " " }, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: "1" }, 8)).toBe(1);
  });

  it("takes a whole number up to 64, or one per core with auto", () => {
    expect(workerCount({ ...db, WEB_CONCURRENCY: "2" }, 8)).toBe(2);
    expect(workerCount({ ...db, WEB_CONCURRENCY: "64" }, 8)).toBe(64);
    expect(workerCount({ ...db, WEB_CONCURRENCY: "auto" }, 4)).toBe(4);
    expect(workerCount({ ...db, WEB_CONCURRENCY: "auto" }, 256)).toBe(64);
    expect(workerCount({ WEB_CONCURRENCY: "auto" }, 1)).toBe(1);
  });

  it("refuses anything else with the accepted values", () => {
    for (const value of ["0", "65", "-1", "2.5", "two", "1e2", "999"]) {
      expect(() => workerCount({ ...db, WEB_CONCURRENCY: value }, 8), value).toThrow(/WEB_CONCURRENCY '.*' is not supported: use a whole number from 1 to 64, or auto/);
    }
  });

  it("refuses more than one worker on PGlite, which is one process per folder", () => {
    expect(() => workerCount({ WEB_CONCURRENCY: "2" }, 8)).toThrow("WEB_CONCURRENCY=2 needs DATABASE_URL");
    expect(() => workerCount({ WEB_CONCURRENCY: "auto", DATABASE_URL: "" }, 2)).toThrow("WEB_CONCURRENCY=auto needs DATABASE_URL");
  });
});

describe("isSiblingMessage", () => {
  it("knows the site's messages from anything else on the channel", () => {
    expect(isSiblingMessage({ voltline: "siblings", topic: "micro-cache", payload: {} })).toBe(true);
    expect(isSiblingMessage({ voltline: "siblings", topic: "cache-tags", replay: true })).toBe(true);
    for (const other of [null, "siblings", { topic: "x" }, { voltline: "other", topic: "x" }, { voltline: "siblings", topic: 3 }]) expect(isSiblingMessage(other)).toBe(false);
  });
});
