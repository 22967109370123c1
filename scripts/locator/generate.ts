// Writes the generated distributor network of Where to Buy (F6, issue 16) to generated/locator/branches.json: branches
// placed at the maps port's gazetteer places, stocking the catalogue's top-level product families (read through the
// catalogue's public entry, in the order the catalogue sorts them). Deterministic: run by `npm run prepare-data` after
// the catalogue, with scripts/outside-next-preload.mjs (the catalogue's server entry imports "server-only").
import fs from "node:fs";
import path from "node:path";
import { getCatalogSource } from "@/features/catalog/server";
import { BRAND_NETWORKS, DEFAULT_SEED, DEFAULT_TOTAL, generateBranches } from "@/features/locator/dataset/generate";
import { loadGazetteerData } from "@/platform/maps";

const root = path.resolve(__dirname, "../..");
const outDir = path.join(root, "generated/locator");

async function main() {
  const started = Date.now();
  const brands = [...new Set(Object.values(BRAND_NETWORKS).flatMap((network) => network.map(([brand]) => brand)))];
  const catalog = getCatalogSource();
  const trees = await Promise.all(brands.map((brand) => catalog.getCategoryTree(brand, "en")));
  const topLevel = new Map<string, number>();
  for (const tree of trees) for (const category of tree.productCategories) if (category.level === 0) topLevel.set(category.key, category.sortOrder);
  const families = [...topLevel.entries()].sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1)).map(([key]) => key);
  if (families.length === 0) throw new Error("locator: the catalogue has no product categories (run the catalogue step first)");

  const { cities, postalCodes } = await loadGazetteerData();
  const dataset = generateBranches({ cities, postalCodes, families, seed: DEFAULT_SEED, total: DEFAULT_TOTAL });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "branches.json"), JSON.stringify(dataset));
  console.log(`locator: ${dataset.branches.length} branches, ${families.length} families in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
