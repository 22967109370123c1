import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { createLastGood, type LastGoodOptions } from "./last-good";
import { createSnapshotStore } from "./snapshot-store";
import { trackStaleness } from "./staleness";
import { readKey, withLastGood } from "./index";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "last-good-"));
  dirs.push(dir);
  return dir;
};

function logLines() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { lines, logger };
}

const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
const notFound = Object.assign(new Error("Not Found"), { status: 404 });
const isOutage = (error: unknown) => (error as { status?: number }).status !== 404;

function keeper(overrides: Partial<LastGoodOptions> = {}) {
  const clock = { now: 1_000_000 };
  const { lines, logger } = logLines();
  const lastGood = createLastGood({
    service: "content",
    deadlineMs: 200,
    coolDownMs: 30_000,
    memory: { maxEntries: 100, maxBytes: 1_000_000 },
    isOutage,
    logger,
    now: () => clock.now,
    ...overrides,
  });
  return { lastGood, clock, lines };
}

describe("last good answers (E3)", () => {
  it("serves the last good answer when the service fails, with a warning naming its age", async () => {
    const { lastGood, clock, lines } = keeper();
    expect(await lastGood.read("home", async () => ({ title: "Home v1" }))).toEqual({ title: "Home v1" });
    clock.now += 90_000;
    expect(await lastGood.read("home", () => Promise.reject(down))).toEqual({ title: "Home v1" });
    expect(lines.map((line) => line.msg)).toEqual(["content: service down, serving last good answers", "content: serving last good answer"]);
    expect(lines[1]).toMatchObject({ level: 40, key: "home", from: "memory", ageSeconds: 90, reason: "ECONNREFUSED" });
  });

  it("each fallback is a copy: a caller changing it does not change what is kept", async () => {
    const { lastGood } = keeper();
    await lastGood.read("tree", async () => ({ items: [1, 2] }));
    const first = await lastGood.read<{ items: number[] }>("tree", () => Promise.reject(down));
    first.items.push(3);
    expect(await lastGood.read("tree", () => Promise.reject(down))).toEqual({ items: [1, 2] });
  });

  it("with nothing kept, a ServiceUnavailableError (503) without the raw error", async () => {
    const { lastGood } = keeper();
    const error = await lastGood.read("news", () => Promise.reject(down)).catch((e: unknown) => e);
    expect(isServiceUnavailableError(error)).toBe(true);
    expect(error).toMatchObject({ status: 503, service: "content", reason: "ECONNREFUSED" });
    expect((error as Error).cause).toBeUndefined();
  });

  it("an answer such as 404 passes through and is not replaced by an older answer", async () => {
    const { lastGood } = keeper();
    await lastGood.read("page", async () => ({ title: "Old" }));
    await expect(lastGood.read("page", () => Promise.reject(notFound))).rejects.toBe(notFound);
  });

  it("a service slower than the deadline: the kept answer at the deadline, and the late answer is kept", async () => {
    const { lastGood } = keeper({ deadlineMs: 50, now: Date.now });
    await lastGood.read("brands", async () => ["v1"]);
    const started = Date.now();
    const late = new Promise<string[]>((resolve) => setTimeout(() => resolve(["v2"]), 150));
    expect(await lastGood.read("brands", () => late)).toEqual(["v1"]);
    expect(Date.now() - started).toBeLessThan(140);
    await late;
    await new Promise((resolve) => setImmediate(resolve));
    expect(lastGood.state().open).toBe(false);
    expect(await lastGood.read("brands", () => Promise.reject(down))).toEqual(["v2"]);
  });

  it("cold start, service hanging: unavailable at the deadline, not after the client's own retries", async () => {
    const { lastGood } = keeper({ deadlineMs: 100, now: Date.now });
    const started = Date.now();
    await expect(lastGood.read("home", () => new Promise(() => undefined))).rejects.toSatisfy(isServiceUnavailableError);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("after a failure the service is left alone for the cool-down, then tried again once", async () => {
    const { lastGood, clock, lines } = keeper();
    await lastGood.read("a", async () => "A1");
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(down);
    };
    await lastGood.read("a", failing);
    await expect(lastGood.read("b", failing)).rejects.toSatisfy(isServiceUnavailableError);
    expect(await lastGood.read("a", failing)).toBe("A1");
    expect(calls).toBe(1);
    clock.now += 30_001;
    expect(await lastGood.read("a", async () => "A2")).toBe("A2");
    expect(lastGood.state().open).toBe(false);
    expect(lines.at(-1)).toMatchObject({ msg: "content: service answers again", servedLastGood: 2, unavailable: 1 });
  });

  it("marks a fallback as stale for a caching caller; a fresh answer is not", async () => {
    const { lastGood } = keeper();
    expect(await trackStaleness(() => lastGood.read("k", async () => 1))).toEqual({ value: 1, stale: false });
    expect(await trackStaleness(() => lastGood.read("k", () => Promise.reject(down)))).toEqual({ value: 1, stale: true });
  });

  it("memory is bounded: the least recently used answers go first", async () => {
    const { lastGood } = keeper({ memory: { maxEntries: 2, maxBytes: 1_000_000 } });
    await lastGood.read("1", async () => 1);
    await lastGood.read("2", async () => 2);
    await lastGood.read("1", async () => 1);
    await lastGood.read("3", async () => 3);
    expect(lastGood.state().kept).toBe(2);
    expect(await lastGood.read("1", () => Promise.reject(down))).toBe(1);
    await expect(lastGood.read("2", () => Promise.reject(down))).rejects.toSatisfy(isServiceUnavailableError);
  });
});

describe("snapshots on disk (E3): a restart during an outage still serves the last good answers", () => {
  it("remote answers once, then fails: the same answer from memory, and from disk after a restart", async () => {
    const dir = tempDir();
    const store = () => createSnapshotStore({ dir, maxBytes: 1_000_000, maxEntryBytes: 100_000, flushMs: 10 });
    const first = store();
    const before = keeper({ store: first });
    await before.lastGood.read("page:about", async () => ({ title: "About", blocks: ["é", "<b>"] }));
    expect(await before.lastGood.read("page:about", () => Promise.reject(down))).toEqual({ title: "About", blocks: ["é", "<b>"] });
    await first.flush();

    const after = keeper({ store: store() });
    expect(await after.lastGood.read("page:about", () => Promise.reject(down))).toEqual({ title: "About", blocks: ["é", "<b>"] });
    expect(after.lines.at(-1)).toMatchObject({ from: "disk", key: "page:about" });
    await expect(after.lastGood.read("page:other", () => Promise.reject(down))).rejects.toSatisfy(isServiceUnavailableError);
  });

  it("writes one JSON file per read, atomically (no temporary file left), naming its key and time", async () => {
    const dir = tempDir();
    const store = createSnapshotStore({ dir, maxBytes: 1_000_000, maxEntryBytes: 100_000 });
    store.write({ key: '["getPage","voltline","",{"locale":"en"}]', savedAt: Date.parse("2026-05-01T10:00:00Z"), json: '{"title":"Home"}' });
    await store.flush();
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{40}\.json$/);
    expect(JSON.parse(readFileSync(path.join(dir, files[0]!), "utf8"))).toEqual({
      v: 1,
      key: '["getPage","voltline","",{"locale":"en"}]',
      savedAt: "2026-05-01T10:00:00.000Z",
      value: { title: "Home" },
    });
  });

  it("the folder stays within its bound: oldest files removed; an answer over the entry bound is not written", async () => {
    const dir = tempDir();
    const store = createSnapshotStore({ dir, maxBytes: 2_000, maxEntryBytes: 500 });
    for (let i = 0; i < 20; i++) {
      store.write({ key: `k${i}`, savedAt: 1, json: JSON.stringify("x".repeat(200)) });
      await store.flush();
    }
    store.write({ key: "huge", savedAt: 1, json: JSON.stringify("x".repeat(600)) });
    await store.flush();
    const total = readdirSync(dir).reduce((sum, name) => sum + readFileSync(path.join(dir, name)).length, 0);
    expect(total).toBeLessThanOrEqual(2_000);
    expect(await store.read("k19")).toBeDefined();
    expect(await store.read("k0")).toBeUndefined();
    expect(await store.read("huge")).toBeUndefined();
  });

  it("a file of another key or a damaged file is not served", async () => {
    const dir = tempDir();
    const store = createSnapshotStore({ dir, maxBytes: 10_000, maxEntryBytes: 1_000 });
    store.write({ key: "a", savedAt: 1, json: "1" });
    await store.flush();
    const [file] = readdirSync(dir);
    const { writeFileSync } = await import("node:fs");
    writeFileSync(path.join(dir, file!), '{"v":1,"key":"a","savedAt":"x","value":');
    expect(await store.read("a")).toBeUndefined();
  });
});

describe("withLastGood: a port's methods through one keeper", () => {
  it("keys by method and arguments (in any key order) and leaves bypassed calls alone", async () => {
    let up = true;
    const port = {
      async getPage(slug: string, opts: { locale: string; preview?: boolean }) {
        if (!up) throw down;
        return `${slug}:${opts.locale}:${opts.preview ? "draft" : "live"}`;
      },
    };
    const { lastGood } = keeper();
    const decorated = withLastGood(port, lastGood, ["getPage"], (_method, args) => (args[1] as { preview?: boolean }).preview === true);
    expect(await decorated.getPage("about", { locale: "en", preview: false })).toBe("about:en:live");
    up = false;
    expect(await decorated.getPage("about", { preview: false, locale: "en" })).toBe("about:en:live");
    await expect(decorated.getPage("about", { locale: "fr-ca" })).rejects.toSatisfy(isServiceUnavailableError);
    await expect(decorated.getPage("about", { locale: "en", preview: true })).rejects.toBe(down);
    expect(readKey("getPage", ["about", { preview: false, locale: "en" }])).toBe('["getPage","about",{"locale":"en","preview":false}]');
  });
});
