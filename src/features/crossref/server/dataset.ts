// The generated cross-reference data of a brand (F4), read and indexed on first use and kept in a small LRU (one entry
// per brand asked for: at most CACHED_BRANDS in memory; the largest brand's is ~3 MB of JSON, ~20 MB indexed).
// generated/crossref/<brand>.json; CROSSREF_DATA names another folder. A brand without a file has no data (undefined),
// a read that fails is tried again on the next call.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { LRUCache } from "lru-cache";
import type { CrossRefFile, CrossRefMeta } from "../model";
import { createCrossRefIndex, type CrossRefIndex } from "./search";

export const CACHED_BRANDS = 8;
const BRAND_DIRECTORY = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function dataDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(process.cwd(), env.CROSSREF_DATA?.trim() || "generated/crossref");
}

const store = globalThis as typeof globalThis & {
  __voltlineCrossRef?: LRUCache<string, Promise<CrossRefIndex | undefined>>;
  __voltlineCrossRefMeta?: Map<string, Promise<CrossRefMeta | undefined>>;
};

function cache(): LRUCache<string, Promise<CrossRefIndex | undefined>> {
  return (store.__voltlineCrossRef ??= new LRUCache({ max: CACHED_BRANDS }));
}

async function load(file: string): Promise<CrossRefIndex | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as CrossRefFile;
  if (parsed.version !== 1 || !Array.isArray(parsed.entries)) throw new Error(`crossref: ${file} is not a cross-reference file`);
  return createCrossRefIndex(parsed);
}

/** The brand's indexed cross-reference data, or undefined when the brand has none. */
export function crossRefIndex(brand: string, dir: string = dataDir()): Promise<CrossRefIndex | undefined> {
  if (!BRAND_DIRECTORY.test(brand)) return Promise.resolve(undefined);
  const key = `${dir}|${brand}`;
  let entry = cache().get(key);
  if (!entry) {
    entry = load(path.join(dir, `${brand}.json`)).catch((error: unknown) => {
      cache().delete(key);
      throw error;
    });
    cache().set(key, entry);
  }
  return entry;
}

/** The small summary of every brand's data (competitors, example numbers): what the prerendered form shows. Undefined when missing. */
export function crossRefMeta(dir: string = dataDir()): Promise<CrossRefMeta | undefined> {
  store.__voltlineCrossRefMeta ??= new Map();
  let meta = store.__voltlineCrossRefMeta.get(dir);
  if (!meta) {
    meta = fs
      .readFile(path.join(dir, "meta.json"), "utf8")
      .then((text) => {
        const parsed = JSON.parse(text) as CrossRefMeta;
        return parsed.version === 1 && Array.isArray(parsed.competitors) ? parsed : undefined;
      })
      .catch(() => {
        store.__voltlineCrossRefMeta?.delete(dir);
        return undefined;
      });
    store.__voltlineCrossRefMeta.set(dir, meta);
  }
  return meta;
}
