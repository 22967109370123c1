// The first stop of every page when the CMS is down at a cold start, with no snapshot (E3, issue 12 item 9).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const snapshots = mkdtempSync(path.join(os.tmpdir(), "proxy-snapshots-"));
const saved = { ...process.env };

beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  Object.assign(process.env, { CONTENT_SOURCE: "contentful", CONTENTFUL_SPACE_ID: "vlt01", CONTENTFUL_ACCESS_TOKEN: "t", CONTENTFUL_HOST: `http://127.0.0.1:${port}`, SNAPSHOT_DIR: snapshots });
});
afterAll(() => {
  process.env = saved;
  rmSync(snapshots, { recursive: true, force: true });
});

describe("proxy with the CMS down and nothing kept", () => {
  it("answers a translated 503 page with Retry-After within 3 s, then at once", async () => {
    const { proxy } = await import("./proxy");
    const started = Date.now();
    const response = await proxy(new NextRequest("http://localhost/voltline/fr-ca/nouvelles?page=2"));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response?.status).toBe(503);
    expect(response?.headers.get("retry-after")).toBe("30");
    expect(response?.headers.get("cache-control")).toBe("no-store");
    const html = await response!.text();
    expect(html).toContain('<html lang="fr-ca">');
    expect(html).toContain("Temporairement indisponible");
    expect(html).toContain('href="/voltline/fr-ca/nouvelles?page=2"');

    const again = Date.now();
    const second = await proxy(new NextRequest("http://localhost/", { headers: { "accept-language": "es-MX,es;q=0.9" } }));
    expect(Date.now() - again).toBeLessThan(200);
    expect(second?.status).toBe(503);
    expect(await second!.text()).toContain("No disponible por el momento");
  });
});
