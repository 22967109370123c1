import { afterEach, describe, expect, it, vi } from "vitest";

const KEY = "voltline.test-registry";

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(KEY)];
  vi.resetModules();
});

describe("a registry shared by the app's bundle and the server's (ADR 34, ADR 43 amendments)", () => {
  it("two copies of the module (two bundles) reach the same value, created once by the first to ask", async () => {
    let created = 0;
    const app = (await import("./global-registry")).globalRegistry(KEY, () => (created++, new Map<string, number>()));
    vi.resetModules();
    const server = (await import("./global-registry")).globalRegistry(KEY, () => (created++, new Map<string, number>()));
    app().set("/api/lists", 1);
    expect(server().get("/api/lists")).toBe(1);
    expect(created).toBe(1);
  });

  it("other keys are other registries", async () => {
    const { globalRegistry } = await import("./global-registry");
    const one = globalRegistry(KEY, () => new Set<string>());
    const other = globalRegistry(`${KEY}.other`, () => new Set<string>());
    one().add("a");
    expect(other().has("a")).toBe(false);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(`${KEY}.other`)];
  });
});
