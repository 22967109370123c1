// Builds generated/content-pack.json (Contentful export format) from content/ and public/content/.
// Run: npx tsx scripts/content-pack/build.ts  — exits 1 with the list of problems when the sources are wrong.
import { promises as fs } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { buildContentPack, type MediaFileInfo, type PackSources } from "./pack-builder";

export { buildContentPack } from "./pack-builder";

const MEDIA_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt",
  ".pdf": "application/pdf",
};

async function listJson(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (d: string) => {
    const items = await fs.readdir(d, { withFileTypes: true }).catch(() => []);
    for (const item of items) {
      const full = path.join(d, item.name);
      if (item.isDirectory()) await walk(full);
      else if (item.name.endsWith(".json")) found.push(full);
    }
  };
  await walk(dir);
  return found.sort();
}

async function readJson(file: string, root: string): Promise<{ path: string; data: unknown; modifiedAt: string }> {
  const [text, stat] = await Promise.all([fs.readFile(file, "utf8"), fs.stat(file)]);
  const rel = path.relative(root, file);
  try {
    return { path: rel, data: JSON.parse(text), modifiedAt: stat.mtime.toISOString() };
  } catch (error) {
    return { path: rel, data: { invalidJson: String(error) }, modifiedAt: stat.mtime.toISOString() };
  }
}

async function mediaInfo(file: string): Promise<MediaFileInfo | undefined> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const contentType = MEDIA_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
  if (!contentType.startsWith("image/")) return { size: stat.size, contentType };
  const meta = await sharp(file).metadata();
  return { size: stat.size, contentType, image: { width: meta.width ?? 0, height: meta.height ?? 0 } };
}

export async function readPackSources(root: string): Promise<PackSources> {
  const [typeFiles, entryFiles, assetFiles] = await Promise.all([
    listJson(path.join(root, "content/types")).then((files) => Promise.all(files.map((f) => readJson(f, root)))),
    listJson(path.join(root, "content/entries")).then((files) => Promise.all(files.map((f) => readJson(f, root)))),
    listJson(path.join(root, "content/assets")).then((files) => Promise.all(files.map((f) => readJson(f, root)))),
  ]);
  const mediaFiles: Record<string, MediaFileInfo> = {};
  const wanted = new Set(assetFiles.flatMap((f) => (Array.isArray(f.data) ? f.data.map((a: { file?: unknown }) => a?.file) : [])));
  await Promise.all(
    [...wanted].filter((f): f is string => typeof f === "string").map(async (file) => {
      const info = await mediaInfo(path.join(root, "public/content", file));
      if (info) mediaFiles[file] = info;
    }),
  );
  return {
    contentTypes: typeFiles.map((f) => ({ path: f.path, contentType: f.data })),
    entryFiles: entryFiles.map((f) => ({ path: f.path, entries: f.data, modifiedAt: f.modifiedAt })),
    assetFiles: assetFiles.map((f) => ({ path: f.path, assets: f.data, modifiedAt: f.modifiedAt })),
    mediaFiles,
  };
}

async function main(): Promise<void> {
  const root = process.cwd();
  const started = Date.now();
  const { pack, problems } = buildContentPack(await readPackSources(root));
  if (problems.length) {
    console.error(`Content pack has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  const out = path.join(root, "generated/content-pack.json");
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, JSON.stringify(pack));
  console.log(
    `content pack: ${pack.contentTypes.length} content types, ${pack.entries.length} entries, ${pack.assets.length} assets -> ${path.relative(root, out)} (${Date.now() - started} ms)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
