// Test helper: builds a content pack from the real content types and the small fixture entries here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildContentPack, type PackSources } from "../../../../../scripts/content-pack/pack-builder";
import type { ContentPack } from "../pack";

const here = path.dirname(new URL(import.meta.url).pathname);
const typesDir = path.resolve(here, "../../../../../content/types");

export function contentTypeSources(): PackSources["contentTypes"] {
  return readdirSync(typesDir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ path: `content/types/${f}`, contentType: JSON.parse(readFileSync(path.join(typesDir, f), "utf8")) }));
}

export function fixtureSources(): PackSources {
  return {
    contentTypes: contentTypeSources(),
    entryFiles: [{ path: "fixtures/entries.json", entries: JSON.parse(readFileSync(path.join(here, "entries.json"), "utf8")), modifiedAt: "2026-01-15T00:00:00.000Z" }],
    assetFiles: [{ path: "fixtures/assets.json", assets: JSON.parse(readFileSync(path.join(here, "assets.json"), "utf8")), modifiedAt: "2026-01-15T00:00:00.000Z" }],
    mediaFiles: {
      "images/logo.png": { size: 2048, contentType: "image/png", image: { width: 240, height: 60 } },
      "images/hero.jpg": { size: 120_000, contentType: "image/jpeg", image: { width: 1920, height: 800 } },
      "videos/gfci.mp4": { size: 3_000_000, contentType: "video/mp4" },
    },
  };
}

export function fixturePack(): ContentPack {
  const { pack, problems } = buildContentPack(fixtureSources());
  if (problems.length) throw new Error(`fixture pack problems:\n${problems.join("\n")}`);
  return pack;
}
