import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isHttpOutage } from "./outage";
import { LAST_GOOD_ENV, lastGoodConfig } from "./config";

describe("last good configuration (ADR 30)", () => {
  it("defaults: .data/snapshots, 256 MB a service, 2.5 s deadline, 30 s cool-down", () => {
    expect(lastGoodConfig({})).toMatchObject({ dir: path.resolve(".data/snapshots"), maxBytes: 256 * 1024 * 1024, deadlineMs: 2_500, coolDownMs: 30_000 });
  });

  it("reads the variables; `off` keeps answers in memory only; nonsense falls back to the default", () => {
    expect(lastGoodConfig({ SNAPSHOT_DIR: "/srv/snap", SNAPSHOT_MAX_MB: "10", UPSTREAM_DEADLINE_MS: "800" })).toMatchObject({ dir: "/srv/snap", maxBytes: 10 * 1024 * 1024, deadlineMs: 800 });
    expect(lastGoodConfig({ SNAPSHOT_DIR: "off" }).dir).toBeUndefined();
    expect(lastGoodConfig({ UPSTREAM_DEADLINE_MS: "soon", SNAPSHOT_MAX_MB: "-1" })).toMatchObject({ deadlineMs: 2_500, maxBytes: 256 * 1024 * 1024 });
  });

  it("every variable is in the README's configuration table", () => {
    const readme = readFileSync(path.resolve(__dirname, "../../../README.md"), "utf8");
    for (const { name } of LAST_GOOD_ENV) expect(readme).toContain(`| \`${name}\` |`);
  });

  it("next build waits for the CMS: no deadline while prerendering", () => {
    expect(lastGoodConfig({ NEXT_PHASE: "phase-production-build", UPSTREAM_DEADLINE_MS: "800" }).deadlineMs).toBe(0);
  });

  it("down means no answer, 5xx or a service-side 4xx; 404 and 400 are answers", () => {
    expect(isHttpOutage(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isHttpOutage({ status: 502 })).toBe(true);
    expect(isHttpOutage({ statusCode: 429 })).toBe(true);
    expect(isHttpOutage({ response: { status: 401 } })).toBe(true);
    expect(isHttpOutage({ status: 404 })).toBe(false);
    expect(isHttpOutage({ response: { status: 400 } })).toBe(false);
  });
});
