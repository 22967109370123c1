// Which per-request pages the proxy lets the server's micro-cache share (ADR 8): the search page and filtered or sorted
// listings, whose HTML depends on path and query alone; nothing else is marked.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { withFixtureContentPack } from "@/features/content/testing";
import { SHAREABLE_HEADER } from "@/platform/cache/micro-cache";

withFixtureContentPack();

const mark = async (url: string) => {
  const { proxy } = await import("./proxy");
  const response = await proxy(new NextRequest(`http://localhost${url}`));
  return { status: response?.status, shared: response?.headers.get(SHAREABLE_HEADER) ?? null };
};

const route = async (url: string, headers: Record<string, string> = {}) => {
  const { proxy } = await import("./proxy");
  const response = await proxy(new NextRequest(`http://localhost${url}`, { headers }));
  return { status: response?.status, rewrite: response?.headers.get("x-middleware-rewrite") ?? null, location: response?.headers.get("location") ?? null };
};

describe("proxy: shareable per-request pages", () => {
  it("marks the search page with a query and a filtered or sorted listing for a minute", async () => {
    expect(await mark("/voltline/en/search?q=receptacle")).toEqual({ status: 200, shared: "60" });
    expect(await mark("/voltline/fr-ca/products/wiring-devices/c/wiring-devices?f.colour=White")).toMatchObject({ shared: "60" });
    expect(await mark("/voltline/fr-ca/products/wiring-devices/c/wiring-devices?sort=name")).toMatchObject({ shared: "60" });
  });

  it("leaves prerendered pages, default listings and redirects unmarked", async () => {
    for (const url of ["/voltline/en/about", "/voltline/en/products/wiring-devices/c/wiring-devices", "/voltline/en/products/wiring-devices/c/wiring-devices?page=2", "/voltline"]) {
      expect((await mark(url)).shared, url).toBeNull();
    }
  });

  it("sends a page with a where-to-buy query to the per-request tools route, shared for a minute (issue 16, F6)", async () => {
    expect(await mark("/voltline/en/where-to-buy?q=60601&radius=25")).toMatchObject({ shared: "60" });
    expect((await route("/voltline/en/where-to-buy?q=60601&radius=25")).rewrite).toBe("http://localhost/voltline/en/tools/where-to-buy?q=60601&radius=25");
    expect((await route("/voltline/en/where-to-buy")).rewrite).toBeNull();
    // The internal address asked for from outside goes to the public one.
    const outside = await route("/voltline/en/tools/where-to-buy?q=60601");
    expect(outside.status).toBe(301);
    expect(outside.location).toMatch(/\/voltline\/en\/where-to-buy\?q=60601$/);
  });
});
