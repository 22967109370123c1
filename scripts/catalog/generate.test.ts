import { describe, expect, it } from "vitest";
import { LOCALES } from "../../src/config/locales";
import { inAssortment } from "../../src/features/catalog/assortment";
import { BRAND_ASSORTMENTS } from "../../src/features/catalog/__fixtures__/brand-assortments";
import { CATALOG_REFERENCE_DATE, generateCatalog, keepToMarkets } from "./generate";
import { CORE_TAXONOMY, MARKETS, SALES_ORGS } from "./taxonomy";
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
    // The US brand sells most of the core lines; the lines made for one market (ADR 62, 67) are not its.
    const core = new Set(CORE_TAXONOMY.flatMap((top) => top.groups.flatMap((group) => group.leaves.map((leaf) => leaf.key))));
    expect(voltline).toBeGreaterThan(full.products.filter((p) => core.has(full.families[p.family]!.classKey)).length * 0.8);
    for (const brand of ["voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"]) {
      expect(count(brand)).toBeGreaterThan(100);
      expect(count(brand)).toBeLessThan(voltline);
    }
    const pl = full.products.filter((p) => inAssortment(p, BRAND_ASSORTMENTS["progress-lighting"]!));
    expect(pl.every((p) => p.owningDivisions.includes("LF"))).toBe(true);
  });

  describe("B6 Voltline Brasil's NBR 14136 line (ADR 67)", () => {
    const brasil = BRAND_ASSORTMENTS["voltline-brasil"]!;
    const keysOf = (family: number) => full.attributes.classes[full.families[family]!.classKey]!;
    const value = (index: number, key: string) => full.products[index]!.values[keysOf(full.products[index]!.family).indexOf(key)];
    const line = full.products.flatMap((p, i) => (full.families[p.family]!.classKey.startsWith("nbr-") ? [i] : []));
    const sold = full.products.flatMap((p, i) => (inAssortment(p, brasil) ? [i] : []));

    it("makes sockets, switches and plates sold in Brazil only, made in Santo Amaro and INMETRO certified with their certificate", () => {
      expect(line.length).toBeGreaterThan(800);
      const classes = new Set(line.map((i) => full.families[full.products[i]!.family]!.classKey));
      expect([...classes].sort()).toEqual([
        "nbr-4x2-plates", "nbr-4x4-plates", "nbr-bell-push-buttons", "nbr-double-sockets", "nbr-intermediate-switches",
        "nbr-one-way-switches", "nbr-single-sockets", "nbr-two-way-switches", "nbr-usb-sockets",
      ]);
      for (const i of line) {
        const product = full.products[i]!;
        const family = full.families[product.family]!;
        expect(product.salesOrgs).toEqual([SALES_ORGS.brasil]);
        expect(value(i, "certifications")).toEqual(["INMETRO"]);
        expect(family.documents).toContainEqual({ id: `DOC-CERT-INMETRO-${family.id}`, kind: "certificate", scheme: "INMETRO" });
        expect(value(i, "inmetroRegistration")).toMatch(/^\d{6}\/20\d\d$/);
        expect(family.compliance.plant.code).toBe("BR-SP-SAO");
        expect(family.compliance.countryOfOrigin).toBe("BR");
        expect(family.compliance.usmca.qualifies).toBe(false);
        expect(["WH", "BK", "GR"]).toContain(value(i, "colour"));
      }
    });

    it("rates sockets 10 A with 4 mm pins or 20 A with 4.8 mm pins, for 127/220 V, single or double", () => {
      const sockets = line.filter((i) => keysOf(full.products[i]!.family).includes("pinDiameter"));
      const pairs = new Set(sockets.map((i) => `${value(i, "amperage")} A/${value(i, "pinDiameter")} mm`));
      expect([...pairs].sort()).toEqual(["10 A/4 mm", "20 A/4.8 mm"]);
      expect(new Set(sockets.map((i) => value(i, "voltage")))).toEqual(new Set(["127/220"]));
      expect(new Set(sockets.map((i) => value(i, "outlets")))).toEqual(new Set([1, 2]));
      expect(new Set(sockets.map((i) => value(i, "socketStandard")))).toEqual(new Set(["nbr14136"]));
    });

    it("names the products in each locale with the Brazilian trade name, so 'tomada' finds them", () => {
      const socket = line.find((i) => full.families[full.products[i]!.family]!.classKey === "nbr-single-sockets")!;
      const series = full.families[full.products[socket]!.family]!.series;
      expect(full.texts.en.names[socket]).toMatch(new RegExp(`^${series} (10|20) A 2P\\+T Single Socket \\(Tomada\\), (White|Black|Graphite)$`));
      expect(full.texts["fr-ca"].names[socket]).toMatch(/^Prise simple 2P\+T \(tomada\) /);
      expect(full.texts["es-mx"].names[socket]).toMatch(/^Contacto sencillo 2P\+T \(tomada\) /);
      const plate = line.find((i) => full.families[full.products[i]!.family]!.classKey === "nbr-4x2-plates")!;
      expect(full.texts["es-mx"].names[plate]).toMatch(/^Placa de pared .* 4×2, [123] módulos?, color (blanco|negro|grafito)$/);
    });

    it("prices in reais what a Brazilian wholesaler lists (BRL = USD × 5.4)", () => {
      const brl = (key: string) => line.filter((i) => full.families[full.products[i]!.family]!.classKey === key).map((i) => full.products[i]!.prices[3]!);
      const range = (key: string) => [Math.min(...brl(key)), Math.max(...brl(key))];
      for (const [key, low, high] of [["nbr-single-sockets", 5, 30], ["nbr-double-sockets", 10, 50], ["nbr-usb-sockets", 55, 170], ["nbr-one-way-switches", 5, 60], ["nbr-4x2-plates", 4, 35]] as const) {
        const [min, max] = range(key);
        expect(min, key).toBeGreaterThanOrEqual(low);
        expect(max, key).toBeLessThanOrEqual(high);
      }
      for (const i of line) expect(full.products[i]!.prices[3]).toBeCloseTo(full.products[i]!.prices[0]! * 5.4, 1);
    });

    it("sells Voltline Brasil no NEMA device: every configuration it sells is IEC 60309, and its wiring devices are the NBR line", () => {
      expect(sold.length).toBeGreaterThan(2000);
      for (const i of sold) {
        const configuration = value(i, "nemaConfiguration");
        if (configuration !== undefined && configuration !== null) expect(configuration).toMatch(/^IEC 60309 /);
      }
      const divisions = new Set(sold.filter((i) => full.products[i]!.owningDivisions.includes("WD")).map((i) => full.families[full.products[i]!.family]!.classKey.slice(0, 4)));
      expect([...divisions]).toEqual(["nbr-"]);
      expect(keepToMarkets([SALES_ORGS.us, SALES_ORGS.brasil], MARKETS["wiring-devices"])).toEqual([SALES_ORGS.us]);
    });

    it("certifies INMETRO only what is sold in Brazil: México's DIN-rail breakers sold there carry it, the core lines never", () => {
      const inmetro = full.products.flatMap((p, i) => ((value(i, "certifications") as string[]).includes("INMETRO") ? [i] : []));
      for (const i of inmetro) expect(full.products[i]!.salesOrgs).toContain(SALES_ORGS.brasil);
      const din = inmetro.filter((i) => full.families[full.products[i]!.family]!.classKey === "din-rail-circuit-breakers");
      expect(din.length).toBeGreaterThan(0);
      expect(inmetro.every((i) => ["PD", "WD"].includes(full.products[i]!.owningDivisions[0]!))).toBe(true);
    });
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
