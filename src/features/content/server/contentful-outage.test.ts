// A CMS outage (E3, issue 12 item 9): the real contentful.js client against a local fake CDA that answers, then is gone.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { ContentfulRequestError, isContentfulOutage } from "./contentful";
import { siteContentSource } from "./index";

const here = path.dirname(new URL(import.meta.url).pathname);
const recorded = (name: string) => readFileSync(path.join(here, "__fixtures__/cda", name), "utf8");
const snapshots = mkdtempSync(path.join(os.tmpdir(), "content-snapshots-"));
afterAll(() => rmSync(snapshots, { recursive: true, force: true }));

/** A fake Contentful Delivery API answering the recorded brands, news and page by content type. */
async function startFakeCda(): Promise<{ host: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const type = new URL(req.url ?? "/", "http://fake").searchParams.get("content_type");
    const body = type === "globalBrand" ? recorded("brands.fr-CA.json") : type === "newsPost" ? recorded("news.fr-CA.json") : recorded("page-about.fr-CA.json");
    res.writeHead(200, { "content-type": "application/vnd.contentful.delivery.v1+json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

/** A port nothing listens on: connections are refused, as with a CMS host that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const env = (host: string, extra: Record<string, string> = {}) => ({
  CONTENT_SOURCE: "contentful",
  CONTENTFUL_SPACE_ID: "vlt01",
  CONTENTFUL_ACCESS_TOKEN: "delivery-token",
  CONTENTFUL_HOST: host,
  SNAPSHOT_DIR: snapshots,
  ...extra,
});

describe("Contentful down (E3)", () => {
  it("answers once, then the CMS is gone: the same content from memory, and after a restart from the snapshot", async () => {
    const cms = await startFakeCda();
    const site = siteContentSource(env(cms.host));
    const brands = await site.listBrands({ locale: "fr-ca" });
    const page = await site.getPage("voltline", "about", { locale: "fr-ca" });
    const news = await site.listNews("voltline", { locale: "fr-ca", skip: 0, limit: 2 });
    expect(brands.map((b) => b.brandDirectory)).toEqual(["voltline", "homestyle"]);
    expect(page?.title).toBe("À propos");
    await cms.close();

    // the fake's port is closed now: connections are refused
    expect(await site.listBrands({ locale: "fr-ca" })).toEqual(brands);
    expect(await site.getPage("voltline", "about", { locale: "fr-ca" })).toEqual(page);

    // a new process: nothing in memory, the snapshot written by the first one is read
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const restarted = siteContentSource(env(cms.host));
    const started = Date.now();
    expect(await restarted.listBrands({ locale: "fr-ca" })).toEqual(brands);
    expect(await restarted.getPage("voltline", "about", { locale: "fr-ca" })).toEqual(page);
    expect(await restarted.listNews("voltline", { locale: "fr-ca", skip: 0, limit: 2 })).toEqual(news);
    expect(Date.now() - started).toBeLessThan(3_000);
    // C8 still holds for a single asset look-up: null, not an error page
    expect(await restarted.getAsset("never-seen", { locale: "fr-ca" })).toBeNull();
  });

  it("cold start, no snapshot, CMS refusing connections: a ServiceUnavailableError within 3 s, not after 19 s of retries", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "content-empty-"));
    try {
      const site = siteContentSource(env(`http://127.0.0.1:${await closedPort()}`, { SNAPSHOT_DIR: empty }));
      const started = Date.now();
      const error = await site.getPage("voltline", "", { locale: "en" }).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(isServiceUnavailableError(error)).toBe(true);
      expect(error).toMatchObject({ status: 503, service: "content" });
      // the next reads do not wait at all: the CMS is left alone for its cool-down
      const again = Date.now();
      await expect(site.listNews("voltline", { locale: "en", skip: 0, limit: 10 })).rejects.toSatisfy(isServiceUnavailableError);
      expect(Date.now() - again).toBeLessThan(100);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });


  it("only Contentful being down counts: a 404 is an answer, and a bug of ours (a mapper throwing) does not open the circuit", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED", isAxiosError: true });
    expect(isContentfulOutage(new ContentfulRequestError("page", refused))).toBe(true);
    expect(isContentfulOutage(new ContentfulRequestError("page", Object.assign(new Error("x"), { response: { status: 503 } })))).toBe(true);
    expect(isContentfulOutage(new ContentfulRequestError("page", Object.assign(new Error("x"), { response: { status: 404 } })))).toBe(false);
    expect(isContentfulOutage(new TypeError("Cannot read properties of undefined (reading 'fields')"))).toBe(false);
    expect(new ContentfulRequestError("page", refused).message).toBe("Contentful page request failed (ECONNREFUSED)");
  });
});
