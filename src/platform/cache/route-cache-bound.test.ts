import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ROUTE_CACHE_MAX_MB, entryBytes, entryKeyOfFile, removeEntry, RouteCacheLedger, routeCacheMaxBytes, scanRouteCache } from "./route-cache-bound";

const KEY = "/route-cache/APP_PAGE/abc/$/voltline/en/about";

describe("routeCacheMaxBytes", () => {
  it("reads ROUTE_CACHE_MAX_MB as whole MiB, 0 included; anything else is the default", () => {
    expect(routeCacheMaxBytes({ ROUTE_CACHE_MAX_MB: "64" })).toBe(64 * 1024 * 1024);
    expect(routeCacheMaxBytes({ ROUTE_CACHE_MAX_MB: "0" })).toBe(0);
    for (const raw of [undefined, "", "-1", "1.5", "lots", "99999999"]) expect(routeCacheMaxBytes({ ROUTE_CACHE_MAX_MB: raw })).toBe(DEFAULT_ROUTE_CACHE_MAX_MB * 1024 * 1024);
  });
});

describe("entryKeyOfFile", () => {
  it("maps every file of an entry to its key", () => {
    for (const suffix of [".html", ".rsc", ".meta", ".body", ".json", ".segments/_tree.segment.rsc", ".segments/[brand]/locale/path/__PAGE__.segment.rsc"]) {
      expect(entryKeyOfFile(`route-cache/APP_PAGE/abc/$/voltline/en/about${suffix}`), suffix).toBe(KEY);
    }
  });

  it("keeps dots inside the path and ignores files outside route-cache", () => {
    expect(entryKeyOfFile("route-cache/APP_ROUTE/abc/$/voltline/en/megamenu.json.body")).toBe("/route-cache/APP_ROUTE/abc/$/voltline/en/megamenu.json");
    expect(entryKeyOfFile("app/voltline/en/about.html")).toBeUndefined();
    expect(entryKeyOfFile("route-cache/APP_PAGE/abc/$/voltline/en/about.txt")).toBeUndefined();
  });
});

describe("entryBytes", () => {
  it("counts the answer, its data, its segments and its headers", () => {
    const bytes = entryBytes({ kind: "APP_PAGE", html: "é".repeat(100), rscData: Buffer.alloc(1000), segmentData: new Map([["/_tree", Buffer.alloc(300)]]), headers: { a: "b" } });
    expect(bytes).toBeGreaterThanOrEqual(200 + 1000 + 300);
    expect(bytes).toBeLessThan(200 + 1000 + 300 + 1024);
    expect(entryBytes(null)).toBe(0);
  });
});

describe("RouteCacheLedger", () => {
  it("evicts the least recently used entries past its bound", () => {
    const ledger = new RouteCacheLedger(100);
    expect(ledger.add("a", 40)).toEqual([]);
    expect(ledger.add("b", 40)).toEqual([]);
    ledger.touch("a");
    expect(ledger.add("c", 40)).toEqual(["b"]);
    expect(ledger.bytes).toBe(80);
    // a rewrite replaces its bytes, it does not add them
    expect(ledger.add("c", 50)).toEqual([]);
    expect(ledger.bytes).toBe(90);
  });

  it("does not keep an entry larger than the whole bound, and a bound of 0 keeps none", () => {
    expect(new RouteCacheLedger(100).add("huge", 101)).toEqual(["huge"]);
    const none = new RouteCacheLedger(0);
    expect(none.add("a", 1)).toEqual(["a"]);
    expect(none.size).toBe(0);
  });

  it("puts entries found on disk before those written since, oldest first", () => {
    const ledger = new RouteCacheLedger(100);
    ledger.add("new", 30);
    expect(ledger.addOlder([{ key: "old-1", bytes: 30 }, { key: "old-2", bytes: 30 }, { key: "new", bytes: 5 }])).toEqual([]);
    expect(ledger.add("newer", 30)).toEqual(["old-1"]);
    expect(ledger.has("new")).toBe(true);
    expect(ledger.bytes).toBe(90);
  });
});

describe("scanRouteCache and removeEntry", () => {
  let server: string;
  beforeEach(() => {
    server = mkdtempSync(path.join(tmpdir(), "route-cache-"));
  });
  afterEach(() => rmSync(server, { recursive: true, force: true }));

  function writeEntry(key: string, modified: number) {
    const base = path.join(server, key);
    mkdirSync(`${base}.segments`, { recursive: true });
    for (const [file, bytes] of [[`${base}.html`, 100], [`${base}.rsc`, 50], [`${base}.meta`, 10], [`${base}.segments/_tree.segment.rsc`, 5]] as const) {
      writeFileSync(file, "x".repeat(bytes));
      utimesSync(file, modified, modified);
    }
  }

  it("finds a previous run's entries with their bytes, oldest first, and removes one with all its files", async () => {
    writeEntry("/route-cache/APP_PAGE/abc/$/voltline/en/new", 2_000_000_000);
    writeEntry("/route-cache/APP_PAGE/abc/$/voltline/en/old", 1_000_000_000);
    mkdirSync(path.join(server, "app"), { recursive: true });
    writeFileSync(path.join(server, "app/build.html"), "the build's");
    const found = await scanRouteCache(server);
    expect(found.map(({ key, bytes }) => ({ key, bytes }))).toEqual([
      { key: "/route-cache/APP_PAGE/abc/$/voltline/en/old", bytes: 165 },
      { key: "/route-cache/APP_PAGE/abc/$/voltline/en/new", bytes: 165 },
    ]);
    await removeEntry(server, "/route-cache/APP_PAGE/abc/$/voltline/en/old");
    expect(readdirSync(path.join(server, "route-cache/APP_PAGE/abc/$/voltline/en")).sort()).toEqual(["new.html", "new.meta", "new.rsc", "new.segments"]);
    expect(readdirSync(path.join(server, "app"))).toEqual(["build.html"]);
  });

  it("finds nothing in a server folder without a route cache", async () => {
    expect(await scanRouteCache(server)).toEqual([]);
  });
});
