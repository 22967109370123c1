// Product drawings as raster files (P9): SVG rendered by sharp at 800x800, memoized in a small LRU.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { CATALOG_FILES, type RawImage } from "../../server/catalog-files";
import { productDrawingSvg } from "../drawing";
import { DRAWING_SIZE, parseProductMediaFile } from "../views";

export const MEDIA_CACHE_CAPACITY = 200;

/** Least recently used cache: a Map keeps insertion order, so the first key is the oldest. */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }
  delete(key: string): void {
    this.entries.delete(key);
  }
  get size(): number {
    return this.entries.size;
  }
}

// One parse and one cache per process even when Next bundles this module into several chunks.
const store = globalThis as typeof globalThis & { __voltlineImageSpecs?: Map<string, Map<string, RawImage>>; __voltlineMedia?: LruCache<Promise<Buffer>> };

/** The drawing specs of a generated catalogue folder (the local adapter's; pages get media through the CatalogSource). */
export function imageSpecs(dir: string): Map<string, RawImage> {
  store.__voltlineImageSpecs ??= new Map();
  let specs = store.__voltlineImageSpecs.get(dir);
  if (!specs) {
    const list = JSON.parse(readFileSync(path.join(dir, CATALOG_FILES.images), "utf8")) as RawImage[];
    specs = new Map(list.map((image) => [image.id, image]));
    store.__voltlineImageSpecs.set(dir, specs);
  }
  return specs;
}

export interface ProductMedia {
  body: Buffer;
  contentType: "image/png" | "image/webp";
}

/** The raster of a media file name (`{imageId}-{view}.png|webp`); undefined for unknown ids or views. */
export async function productMedia(file: string, dir: string): Promise<ProductMedia | undefined> {
  const parsed = parseProductMediaFile(file);
  const spec = parsed && imageSpecs(dir).get(parsed.imageId);
  if (!parsed || !spec) return undefined;
  store.__voltlineMedia ??= new LruCache(MEDIA_CACHE_CAPACITY);
  const cache = store.__voltlineMedia;
  const key = `${dir}|${file}`;
  let pending = cache.get(key);
  if (!pending) {
    const image = sharp(Buffer.from(productDrawingSvg(spec, parsed.view))).resize(DRAWING_SIZE, DRAWING_SIZE);
    pending = (parsed.format === "webp" ? image.webp({ quality: 80 }) : image.png({ compressionLevel: 9, palette: true })).toBuffer();
    cache.set(key, pending);
    // A failed render is not kept, so the next request tries again.
    pending.catch(() => cache.delete(key));
  }
  return { body: await pending, contentType: parsed.format === "webp" ? "image/webp" : "image/png" };
}
