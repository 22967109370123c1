// Guarded shells (A4, A7; ADR 43): which requests the server asks a page's guard about.
import { describe, expect, it } from "vitest";
import { findGuardedShell, registerGuardedShell, shellCacheKey } from "./guarded-shells";

describe("guarded shells", () => {
  registerGuardedShell("test", (pathname) => /^\/test-guarded\/[a-z]+$/.test(pathname), async () => "/test-guarded-shell");

  it("asks the guard of a GET or HEAD of a registered page, by its path without the query", () => {
    expect(findGuardedShell("GET", "/test-guarded/abc?x=1")).toMatchObject({ pathname: "/test-guarded/abc" });
    expect(findGuardedShell("HEAD", "/test-guarded/abc")).toBeDefined();
  });

  it("leaves other methods and pages alone", () => {
    expect(findGuardedShell("POST", "/test-guarded/abc")).toBeUndefined();
    expect(findGuardedShell("GET", "/test-guarded/abc/x")).toBeUndefined();
    expect(findGuardedShell("GET", "/elsewhere")).toBeUndefined();
    expect(findGuardedShell(undefined, "/test-guarded/abc")).toBeUndefined();
  });

  it("keeps a shell under a key no client address can have", () => {
    expect(shellCacheKey("gzip localhost /a")).not.toMatch(/^(gzip|identity) /);
  });
});
