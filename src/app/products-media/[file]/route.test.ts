import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smallCatalogDir } from "@/features/catalog/testing";
import type { RawImage } from "@/features/catalog/server";
import { GET } from "./route";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
let imageId = "";
const previous = process.env.CATALOG_DIR;

beforeAll(() => {
  const dir = smallCatalogDir();
  process.env.CATALOG_DIR = dir;
  imageId = (JSON.parse(readFileSync(path.join(dir, "images.json"), "utf8")) as RawImage[])[0]?.id ?? "";
});
afterAll(() => {
  if (previous === undefined) delete process.env.CATALOG_DIR;
  else process.env.CATALOG_DIR = previous;
});

const get = (file: string) => GET(new Request(`http://localhost/products-media/${file}`), { params: Promise.resolve({ file }) });

describe("P9 GET /products-media/{imageId}-{view}.png", () => {
  it("renders an 800x800 PNG cached for a year", async () => {
    const response = await get(`${imageId}-front.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR width and height, big-endian at bytes 16-23.
    const view = new DataView(bytes.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([800, 800]);
  });

  it("serves the same bytes again from memory, and WebP when asked", async () => {
    const [a, b] = await Promise.all([get(`${imageId}-side.png`), get(`${imageId}-side.png`)]);
    expect(Buffer.from(await a.arrayBuffer()).equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
    const webp = await get(`${imageId}-detail.webp`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await webp.arrayBuffer()).subarray(8, 12).toString("ascii")).toBe("WEBP");
  });

  it("answers 404 for unknown ids, views and file names", async () => {
    for (const file of ["no-such-image--wh-front.png", `${imageId}-top.png`, `${imageId}-front.gif`, "..%2F..%2Fpackage.json", `${imageId}.png`]) {
      const response = await get(file);
      expect(response.status, file).toBe(404);
      expect(response.headers.get("cache-control")).not.toContain("immutable");
    }
  });
});
