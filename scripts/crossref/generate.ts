// Writes the competitor cross-reference data of F4 (issue 16) to generated/crossref/<brand>.json, one file per brand,
// and generated/crossref/meta.json. The catalogue is read through its port (`@/features/catalog/server`): each brand's
// products, their classes and attribute values with the values' labels in every locale; brands from the CMS.
// Deterministic: run by `npm run prepare-data` after the catalogue; run with scripts/outside-next-preload.mjs (the
// catalogue's server entry imports "server-only").
import fs from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@/config/locales";
import { listBrands } from "@/features/brand/server";
import { getCatalogSource } from "@/features/catalog/server";
import { DEFAULT_SEED, exampleNumbers, generateCrossReference, valueKey, type CatalogueItem } from "@/features/crossref/dataset/generate";

const root = path.resolve(__dirname, "../..");
const outDir = path.join(root, "generated/crossref");
const CHUNK = 2_000;

async function main() {
  const started = Date.now();
  const catalog = getCatalogSource();
  const brands = (await listBrands("en")).map((brand) => brand.brandDirectory).sort();
  const { classes } = await catalog.getAttributes("en");
  const items = new Map<string, CatalogueItem>();
  const labels = new Map<string, Record<Locale, string>>();

  for (const brand of brands) {
    const tree = await catalog.getCategoryTree(brand, "en");
    const byKey = new Map(tree.productCategories.map((category) => [category.key, category]));
    const topOf = (key: string): string => {
      let category = byKey.get(key);
      for (let depth = 0; category?.parentKey && depth < 5; depth++) category = byKey.get(category.parentKey);
      return category?.key ?? key;
    };
    const ids = await catalog.getCategoryProductIds(brand);
    for (const id of ids) items.get(id)?.brands.push(brand);
    const fresh = ids.filter((id) => !items.has(id));
    for (let from = 0; from < fresh.length; from += CHUNK) {
      const chunk = fresh.slice(from, from + CHUNK);
      for (const locale of LOCALES) {
        for (const product of await catalog.getProducts(brand, chunk, locale)) {
          if (locale === "en") {
            const values: Record<string, string> = {};
            for (const attribute of product.attributes) values[attribute.key] = JSON.stringify(attribute.raw);
            items.set(product.id, { id: product.id, catalogNumber: product.catalogNumber, classKey: product.categoryKey, group: topOf(product.categoryKey), familyId: product.familyId, values, brands: [brand] });
          }
          for (const attribute of product.attributes) {
            const id = valueKey(attribute.key, JSON.stringify(attribute.raw));
            const entry = labels.get(id) ?? ({} as Record<Locale, string>);
            entry[locale] = attribute.value;
            labels.set(id, entry);
          }
        }
      }
    }
  }
  if (items.size === 0) throw new Error("crossref: the catalogue sells nothing (run the catalogue and content steps first)");

  const files = generateCrossReference({ items: [...items.values()], classKeys: classes, labels, brands, seed: DEFAULT_SEED });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const stats: Record<string, { entries: number; withEquivalent: number; exact: number; close: number; functional: number; bytes: number; examples: string[] }> = {};
  for (const [brand, file] of Object.entries(files)) {
    const text = JSON.stringify(file);
    fs.writeFileSync(path.join(outDir, `${brand}.json`), text);
    const best = file.entries.map((entry) => entry[2][0]?.[1]);
    stats[brand] = {
      entries: file.entries.length,
      withEquivalent: best.filter((q) => q !== undefined).length,
      exact: best.filter((q) => q === 0).length,
      close: best.filter((q) => q === 1).length,
      functional: best.filter((q) => q === 2).length,
      bytes: Buffer.byteLength(text),
      examples: exampleNumbers(file),
    };
  }
  const competitors = Object.values(files)[0]?.competitors ?? [];
  fs.writeFileSync(path.join(outDir, "meta.json"), JSON.stringify({ version: 1, seed: DEFAULT_SEED, products: items.size, competitors, brands: stats }, null, 2));
  console.log(`crossref: ${items.size} products, ${Object.values(stats)[0]?.entries ?? 0} competitor numbers, ${brands.length} brands in ${Date.now() - started} ms`);
  for (const [brand, s] of Object.entries(stats)) console.log(`  ${brand}: ${s.withEquivalent} with an equivalent (${s.exact} exact, ${s.close} close, ${s.functional} functional), ${(s.bytes / 1e6).toFixed(1)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
