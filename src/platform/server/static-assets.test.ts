import { once } from "node:events";
import { mkdtempSync, promises as fs } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli, COMPILE_HINT, optimizeStaticAssets, servePrecompressed, staticAssetFile, withCompileHint } from "./static-assets";

describe("withCompileHint", () => {
  it("puts V8's magic comment on the chunk's first line, once", () => {
    const hinted = withCompileHint("(globalThis.TURBOPACK||[]).push([])");
    expect(hinted).toBe("//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])");
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe("acceptsBrotli", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br", true],
    ["BR;q=0.5", true],
    ["gzip, br;q=0", false],
    ["gzip", false],
    ["*", true],
    ["*;q=0, gzip", false],
    ["br;q=0, *", false],
    ["", false],
    [undefined, false],
  ])("%s -> %s", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });

  it("reads repeated headers", () => {
    expect(acceptsBrotli(["gzip", "br"])).toBe(true);
  });
});

describe("staticAssetFile", () => {
  const root = "/srv/app/.next/static";

  it("maps a chunk URL to its file, ignoring the query", () => {
    expect(staticAssetFile("/_next/static/chunks/abc.js?v=1", root)).toBe("/srv/app/.next/static/chunks/abc.js");
    expect(staticAssetFile("/_next/static/chunks/site.css", root)).toBe("/srv/app/.next/static/chunks/site.css");
  });

  it.each([
    "/_next/static/../../package.json",
    "/_next/static/chunks/%2e%2e/%2e%2e/%2e%2e/secret.js",
    "/_next/static/chunks/..%5c..%5csecret.js",
    "/_next/static/chunks/a%00.js",
    "/_next/static/chunks/%E0%A4%A.js",
    "/_next/static/media/photo.png",
    "/_next/image?url=/x.js",
    "/voltline/en/app.js",
  ])("refuses %s", (url) => {
    expect(staticAssetFile(url, root)).toBeUndefined();
  });
});

describe("the build step and the server's answer", () => {
  let root: string;
  let server: Server;
  let base: string;
  const chunk = `(globalThis.TURBOPACK||[]).push(["${"é".repeat(10)}", ${"1,".repeat(2000)}0]);`;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "static-assets-"));
    await fs.mkdir(path.join(root, "chunks"));
    await fs.writeFile(path.join(root, "chunks", "app.js"), chunk);
    await fs.writeFile(path.join(root, "chunks", "site.css"), `.a{color:red}`.repeat(200));
    await fs.writeFile(path.join(root, "chunks", "tiny.js"), "1");
    // Requests the Brotli copy cannot answer fall through to this stand-in for Next.
    server = createServer((request, response) => {
      servePrecompressed(request, response, root)
        .then((served) => {
          if (!served) response.writeHead(299, { "x-fallthrough": "next" }).end();
        })
        .catch(() => response.writeHead(500).end());
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it("hints every chunk and writes Brotli copies of what is worth compressing, once", async () => {
    const first = await optimizeStaticAssets(root);
    expect(first).toMatchObject({ hinted: 2, compressed: 2 });
    expect(first.brotliBytes).toBeLessThan(first.bytes);
    expect(await fs.readFile(path.join(root, "chunks", "app.js"), "utf8")).toBe(COMPILE_HINT + chunk);
    expect(await fs.readFile(path.join(root, "chunks", "tiny.js"), "utf8")).toBe(COMPILE_HINT + "1");
    const copy = brotliDecompressSync(await fs.readFile(path.join(root, "chunks", "app.js.br"))).toString("utf8");
    expect(copy).toBe(COMPILE_HINT + chunk);
    await expect(fs.stat(path.join(root, "chunks", "tiny.js.br"))).rejects.toThrow();

    const again = await optimizeStaticAssets(root);
    expect(again.hinted).toBe(0);
    expect(await fs.readFile(path.join(root, "chunks", "app.js"), "utf8")).toBe(COMPILE_HINT + chunk);
  });

  it("sends the Brotli copy to a browser that accepts it, with the chunk's type and immutable caching", async () => {
    const response = await fetch(`${base}/_next/static/chunks/app.js`, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("application/javascript; charset=UTF-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    // fetch decodes Brotli itself: the body is the hinted chunk.
    expect(await response.text()).toBe(COMPILE_HINT + chunk);
  });

  it("answers HEAD with the length and no body", async () => {
    const response = await fetch(`${base}/_next/static/chunks/site.css`, { method: "HEAD", headers: { "accept-encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/css; charset=UTF-8");
    expect(Number(response.headers.get("content-length"))).toBe((await fs.stat(path.join(root, "chunks", "site.css.br"))).size);
  });

  it.each([
    ["a browser without Brotli", "/_next/static/chunks/app.js", "gzip", "GET"],
    ["a file without a copy", "/_next/static/chunks/tiny.js", "br", "GET"],
    ["a missing file", "/_next/static/chunks/none.js", "br", "GET"],
    ["a path leaving the folder", "/_next/static/chunks/%2e%2e/%2e%2e/etc.js", "br", "GET"],
    ["a POST", "/_next/static/chunks/app.js", "br", "POST"],
  ])("leaves %s to Next", async (_, url, encoding, method) => {
    const response = await fetch(`${base}${url}`, { method, headers: { "accept-encoding": encoding } });
    expect(response.status).toBe(299);
    expect(response.headers.get("x-fallthrough")).toBe("next");
  });
});
