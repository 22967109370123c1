import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_MAJOR, runtimeProblem } from "./runtime";

const pkg = JSON.parse(readFileSync(path.join(__dirname, "../package.json"), "utf8")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

describe("runtime: the project brings its own Node (ADR 32)", () => {
  it("runs the tests on the project's Node, not the system's", () => {
    expect(runtimeProblem(process.version)).toBeUndefined();
    expect(major(process.version)).toBe(NODE_MAJOR);
  });

  it("gives every `node` a script spawns by name, as npm scripts and Playwright's web server do, the same Node", () => {
    const spawned = execFileSync("node", ["-p", "process.version"], { encoding: "utf8" }).trim();
    expect(major(spawned)).toBe(NODE_MAJOR);
  });

  it("keeps engines, the node dependency and the approval of its install script in step", () => {
    expect(pkg.engines.node).toBe(`>=${NODE_MAJOR}`);
    expect(major(pkg.dependencies.node ?? "")).toBe(NODE_MAJOR);
    expect(pkg.allowScripts?.node).toBe(true);
  });

  it("names the fix when an older Node runs a script", () => {
    expect(runtimeProblem("v20.20.2")).toMatch(/Node v20\.20\.2 .*Node 24.*npm ci/);
    expect(runtimeProblem("v24.21.0")).toBeUndefined();
    expect(runtimeProblem("v26.1.0")).toBeUndefined();
  });
});
