// Next's build output under /_next/static, made cheaper for the browser after `next build` (ADR 23):
// - every JavaScript chunk starts with V8's explicit compile hint, so Chromium compiles its functions while the script
//   streams in, off the main thread, instead of lazily on the main thread during hydration;
// - every text asset gets a Brotli copy (`.br`, quality 11) that the production server sends to browsers accepting it.
//   Other responses are compressed on the fly with gzip only (compression.ts).
import { createReadStream, promises as fs } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib } from "node:zlib";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
export const STATIC_PREFIX = "/_next/static/";
/** Where `next build` writes what it serves under STATIC_PREFIX, from the project root. */
export const STATIC_DIR = ".next/static";
const IMMUTABLE = CACHE_CONTROL.immutable;
const MIN_BYTES = 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
};

/** Idempotent: a chunk already carrying the hint is returned unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Whether an Accept-Encoding header allows Brotli (`br`, or `*`, with a non-zero quality). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  let wildcard = false;
  for (const part of value.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "br") return accepted;
    if (name === "*") wildcard = accepted;
  }
  return wildcard;
}

/**
 * The file under `staticRoot` a request path names, or undefined when it is not a static asset we precompress, or
 * would leave the folder (`..`, encoded slashes, NUL).
 */
export function staticAssetFile(urlPath: string, staticRoot: string): string | undefined {
  const pathname = urlPath.split("?")[0] ?? "";
  if (!pathname.startsWith(STATIC_PREFIX) || !(path.extname(pathname) in CONTENT_TYPES)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
  } catch {
    return undefined;
  }
  if (relative.includes("\0") || relative.includes("\\")) return undefined;
  const root = path.resolve(staticRoot);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

// The build output does not change while the server runs: its Brotli copies are listed once, on the first request,
// so a request never touches the disk to learn there is no copy, and unknown paths cost no memory.
const brotliIndexes = new Map<string, Promise<Map<string, number>>>();
function brotliIndex(staticRoot: string): Promise<Map<string, number>> {
  let index = brotliIndexes.get(staticRoot);
  if (!index) {
    index = (async () => {
      const sizes = new Map<string, number>();
      for await (const file of filesUnder(staticRoot)) {
        if (file.endsWith(".br")) sizes.set(file.slice(0, -".br".length), (await fs.stat(file)).size);
      }
      return sizes;
    })().catch(() => new Map<string, number>());
    brotliIndexes.set(staticRoot, index);
  }
  return index;
}

/**
 * Answers a GET or HEAD for a static asset with its Brotli copy when the browser accepts Brotli and the copy exists.
 * Returns false otherwise, leaving the request to Next (which also answers 404s and conditional requests).
 */
export async function servePrecompressed(request: IncomingMessage, response: ServerResponse, staticRoot: string): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!acceptsBrotli(request.headers["accept-encoding"])) return false;
  const root = path.resolve(staticRoot);
  const file = staticAssetFile(request.url ?? "/", root);
  if (!file) return false;
  const size = (await brotliIndex(root)).get(file);
  if (size === undefined) return false;
  response.writeHead(200, {
    "content-type": CONTENT_TYPES[path.extname(file)],
    "content-encoding": "br",
    "content-length": size,
    "cache-control": IMMUTABLE,
    vary: "Accept-Encoding",
  });
  if (request.method === "HEAD") {
    response.end();
    return true;
  }
  // A client that goes away mid-file, or a read error after the headers, ends the connection; nothing to retry.
  await pipeline(createReadStream(`${file}.br`), response).catch(() => response.destroy());
  return true;
}

const compress = promisify(brotliCompress);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** The build step: hints every chunk, then writes the Brotli copies. Returns what it did, for the build log. */
export async function optimizeStaticAssets(staticRoot: string): Promise<{ hinted: number; compressed: number; bytes: number; brotliBytes: number }> {
  const result = { hinted: 0, compressed: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of filesUnder(staticRoot)) {
    const ext = path.extname(file);
    if (!(ext in CONTENT_TYPES)) continue;
    let content = await fs.readFile(file);
    if (ext === ".js") {
      const source = content.toString("utf8");
      const hinted = withCompileHint(source);
      if (hinted !== source) {
        content = Buffer.from(hinted, "utf8");
        await fs.writeFile(file, content);
        result.hinted += 1;
      }
    }
    if (content.length < MIN_BYTES) continue;
    const brotli = await compress(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    await fs.writeFile(`${file}.br`, brotli);
    result.compressed += 1;
    result.bytes += content.length;
    result.brotliBytes += brotli.length;
  }
  return result;
}
