// The invariant suite over the whole generated catalogue (P5, P9; issue 18): the files the site serves, as Vitest's
// global set-up (prepare-data --data-only) generates them from the current generator.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND_ASSORTMENTS } from "../../src/features/catalog/__fixtures__/brand-assortments";
import type { RawProduct } from "../../src/features/catalog/server/catalog-files";
import { checkCatalog, INVARIANT_RULES, readCatalogDir, summarize, type CatalogData, type InvariantRule } from "./invariants";

// CATALOG_DIR points the suite at another generated folder (e.g. one the old generator made).
const catalog = readCatalogDir(path.resolve(process.env.CATALOG_DIR ?? "generated/catalog"));
const violations = checkCatalog(catalog, BRAND_ASSORTMENTS);
const summary = summarize(violations, 5);


describe("generated catalogue invariants (P5, P9)", () => {
  it.each(INVARIANT_RULES.filter((rule) => rule !== "reachableFromBrandTree"))("keeps %s over every product", (rule: InvariantRule) => {
    expect(summary[rule].examples, `${summary[rule].count} violations`).toEqual([]);
  });

  // B6: the brand trees are derived from the assortments; if this fails after an assortment change, the brand's
  // category tree (h/assort18's part of issue 18) no longer reaches what the brand sells.
  it("B6 reaches every product a brand sells from that brand's category tree (reachableFromBrandTree)", () => {
    expect(Object.keys(BRAND_ASSORTMENTS).length).toBeGreaterThanOrEqual(6);
    expect(summary.reachableFromBrandTree.examples).toEqual([]);
  });

  describe("catches what the old generator produced", () => {
    const keysOf = (familyIndex: number) => catalog.attributes.classes[catalog.families[familyIndex]!.classKey] ?? [];
    /** The catalogue with one product replaced (the rest shared, not copied). */
    const withProduct = (index: number, change: (p: RawProduct) => RawProduct): CatalogData => ({
      ...catalog,
      products: catalog.products.map((p, i) => (i === index ? change({ ...p, values: [...p.values], prices: [...p.prices] }) : p)),
    });
    /** The rules broken by the products of a family (the whole catalogue was checked above). */
    const rulesBroken = (data: CatalogData, family: number) => {
      const products = new Set(data.products.flatMap((p, i) => (p.family === family ? [i] : [])));
      return [...new Set(checkCatalog(data, {}, { products }).map((v) => v.rule))];
    };

    it("a 2-gang brushed nickel plate described as a 3-gang plate with a polished finish", () => {
      const gangsOf = (family: number) => new Set(catalog.products.filter((p) => p.family === family).map((p) => p.values[keysOf(family).indexOf("gangs")]));
      const plateFamily = catalog.families.findIndex((f, i) => f.classKey === "nickel-chrome-plates" && gangsOf(i).size < 4);
      const keys = keysOf(plateFamily);
      const absent = ["1", "2", "3", "4"].find((g) => !gangsOf(plateFamily).has(g))!;
      const plate = catalog.products.findIndex((p) => p.family === plateFamily);
      const data = withProduct(plate, (p) => {
        p.values[keys.indexOf("colour")] = "BN";
        p.values[keys.indexOf("finish")] = "polished";
        return p;
      });
      const families = [...catalog.texts.en.families];
      const [description, features] = families[plateFamily]!;
      families[plateFamily] = [`${description} ${absent}-Gang plate.`, features];
      data.texts = { ...catalog.texts, en: { ...catalog.texts.en, families } };
      expect(rulesBroken(data, plateFamily)).toEqual(expect.arrayContaining(["descriptionAgreesWithAttributes", "colourAgreesWithFinish"]));
      expect(rulesBroken(catalog, plateFamily)).toEqual([]);
    });

    it("a GFCI at $1.79, and a pack priced off its unit price", () => {
      const gfci = catalog.products.findIndex((p) => catalog.families[p.family]!.classKey === "gfci-receptacles");
      const gfciFamily = catalog.products[gfci]!.family;
      expect(rulesBroken(catalog, gfciFamily)).toEqual([]);
      expect(rulesBroken(withProduct(gfci, (p) => ({ ...p, prices: [1.79, 2.45, 32.58, 9.67] })), gfciFamily)).toContain("unitPriceInBand");

      const quantity = (i: number) => Number(catalog.products[i]!.values[keysOf(catalog.products[i]!.family).indexOf("packageQuantity")]);
      const pack = catalog.products.findIndex((p, i) => {
        if (quantity(i) <= 1) return false;
        const same = (j: number) => catalog.products[j]!.family === p.family && catalog.products[j]!.values.every((v, k) => k === keysOf(p.family).indexOf("packageQuantity") || JSON.stringify(v) === JSON.stringify(p.values[k]));
        return catalog.products.some((_, j) => j !== i && same(j) && quantity(j) < quantity(i));
      });
      expect(pack).toBeGreaterThan(-1);
      expect(rulesBroken(withProduct(pack, (p) => ({ ...p, prices: p.prices.map((x) => x * 0.6) as RawProduct["prices"] })), catalog.products[pack]!.family)).toContain("packPriceFollowsUnitPrice");
    });

    it("an ETL listing without its certificate", () => {
      const index = catalog.families.findIndex((f) => f.documents.some((d) => d.scheme === "ETL"));
      const families = catalog.families.map((f, i) => (i === index ? { ...f, documents: f.documents.filter((d) => d.scheme !== "ETL") } : f));
      expect(rulesBroken({ ...catalog, families }, index)).toEqual(["certificateForEveryCertification"]);
    });

    it("a product of a class that is not in the category tree", () => {
      const productCategories = catalog.categories.productCategories
        .filter((c) => c.key !== "gfci-receptacles")
        .map((c) => ({ ...c, children: c.children.filter((k) => k !== "gfci-receptacles") }));
      const data = { ...catalog, categories: { ...catalog.categories, productCategories } };
      expect(checkCatalog(data, BRAND_ASSORTMENTS, { products: new Set() }).some((v) => v.rule === "reachableFromBrandTree" && v.detail.includes("gfci-receptacles"))).toBe(true);
    });
  });
});
