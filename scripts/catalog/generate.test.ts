import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/config/locales";
import { inAssortment } from "../../src/features/catalog/assortment";
import { BRAND_ASSORTMENTS } from "../../src/features/catalog/__fixtures__/brand-assortments";
import { CATALOG_REFERENCE_DATE, generateCatalog } from "./generate";
import { isValidUpc } from "./upc";

describe("catalogue generator (P9)", () => {
  const full = generateCatalog();

  it("is deterministic for a seed", () => {
    const a = generateCatalog({ productTarget: 600 });
    const b = generateCatalog({ productTarget: 600 });
    expect(JSON.stringify(a.products)).toBe(JSON.stringify(b.products));
    expect(a.texts["fr-ca"].names).toEqual(b.texts["fr-ca"].names);
  });

  it("P9 has 25,000+ products in families under a 3-level tree of 10+ top categories and 150+ leaf classes", () => {
    const { productCategories } = full.categories;
    expect(full.products.length).toBeGreaterThanOrEqual(25_000);
    expect(full.families.length).toBeLessThan(full.products.length);
    expect(productCategories.filter((c) => c.level === 0).length).toBeGreaterThanOrEqual(10);
    expect(productCategories.filter((c) => c.level === 2).length).toBeGreaterThanOrEqual(150);
    const wiring = productCategories.find((c) => c.key === "duplex-receptacles");
    expect(wiring?.path).toEqual({
      en: "Wiring Devices > Receptacles > Duplex Receptacles",
      "fr-ca": "Dispositifs de câblage > Prises de courant > Prises doubles",
      "es-mx": "Dispositivos de cableado > Contactos > Contactos dúplex",
    });
  });

  it("P2 keeps children, parents and levels consistent", () => {
    const byKey = new Map(full.categories.productCategories.map((c) => [c.key, c]));
    expect(byKey.size).toBe(full.categories.productCategories.length);
    for (const category of full.categories.productCategories) {
      for (const child of category.children) expect(byKey.get(child)?.level).toBe(category.level + 1);
      if (category.parentKey) expect(byKey.get(category.parentKey)?.children).toContain(category.key);
    }
    expect(full.categories.compatibilityCategories.filter((c) => c.level === 0).length).toBeGreaterThan(1);
  });

  it("P9 gives every class 15 to 40 attributes and every product a value per attribute", () => {
    for (const keys of Object.values(full.attributes.classes)) {
      expect(keys.length).toBeGreaterThanOrEqual(15);
      expect(keys.length).toBeLessThanOrEqual(40);
    }
    const product = full.products[0]!;
    expect(product.values).toHaveLength(full.attributes.classes[full.families[product.family]!.classKey]!.length);
  });

  it("gives unique catalog numbers and ids, and UPCs with a valid check digit", () => {
    expect(new Set(full.products.map((p) => p.catalogNumber)).size).toBe(full.products.length);
    expect(new Set(full.products.map((p) => p.id)).size).toBe(full.products.length);
    expect(full.products.every((p) => isValidUpc(p.upc))).toBe(true);
  });

  it("writes names and descriptions in each locale, translated", () => {
    for (const locale of LOCALES) {
      expect(full.texts[locale].names).toHaveLength(full.products.length);
      expect(full.texts[locale].families).toHaveLength(full.families.length);
    }
    expect(full.texts.en.names[0]).toMatch(/Duplex Receptacle/);
    expect(full.texts["fr-ca"].names[0]).toMatch(/^Prise double/);
    expect(full.texts["es-mx"].names[0]).toMatch(/^Contacto dúplex/);
    expect(full.texts["fr-ca"].families[0]![0]).toMatch(/série|gamme/);
  });

  it("P5 releases some products within 90 days of the reference date", () => {
    const cutoff = new Date(Date.parse(CATALOG_REFERENCE_DATE) - 90 * 86_400_000).toISOString().slice(0, 10);
    const recent = full.products.filter((p) => p.releaseDate > cutoff && p.releaseDate <= CATALOG_REFERENCE_DATE);
    expect(recent.length).toBeGreaterThan(100);
    expect(recent.length).toBeLessThan(full.products.length / 5);
  });

  it("B6 gives each brand its own assortment", () => {
    const count = (brand: string) => full.products.filter((p) => inAssortment(p, BRAND_ASSORTMENTS[brand]!)).length;
    const voltline = count("voltline");
    expect(voltline).toBeGreaterThan(full.products.length * 0.8);
    for (const brand of ["voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"]) {
      expect(count(brand)).toBeGreaterThan(100);
      expect(count(brand)).toBeLessThan(voltline);
    }
    const pl = full.products.filter((p) => inAssortment(p, BRAND_ASSORTMENTS["progress-lighting"]!));
    expect(pl.every((p) => p.owningDivisions.includes("LF"))).toBe(true);
  });

  it("carries documents, compliance facts, compatibility and cross references", () => {
    const family = full.families[0]!;
    expect(family.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(["specSheet", "installationInstructions", "certificate"]));
    expect(family.compliance.usmca.hsCode).toMatch(/^\d{4}\.\d{2}\.\d{4}$/);
    expect(full.families.some((f) => f.compliance.prop65.warningRequired && f.compliance.prop65.chemicals.length > 0)).toBe(true);
    expect(full.families.some((f) => f.crossReferences.length > 0)).toBe(true);
    expect(full.products.filter((p) => p.compatibleIds.length > 0).length).toBeGreaterThan(1000);
  });
});
