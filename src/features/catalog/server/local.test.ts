import { describe, expect, it } from "vitest";
import { categoryUrl } from "../model";
import { smallCatalogDir } from "./__fixtures__/small-catalog";
import { loadCatalog } from "./local-catalog";
import { createLocalCatalogSource } from "./local";

const source = createLocalCatalogSource(smallCatalogDir());

describe("local CatalogSource (P1, R10, B6)", () => {
  it("P1 returns the brand's product and compatibility trees in the locale", async () => {
    const en = await source.getCategoryTree("voltline", "en");
    const fr = await source.getCategoryTree("voltline", "fr-ca");
    expect(en.productCategories.filter((c) => c.level === 0).length).toBeGreaterThanOrEqual(10);
    expect(en.compatibilityCategories.length).toBeGreaterThan(1);
    expect(en.productCategories.find((c) => c.key === "wiring-devices")?.name).toBe("Wiring Devices");
    expect(fr.productCategories.find((c) => c.key === "wiring-devices")?.name).toBe("Dispositifs de câblage");
    const top = en.productCategories.find((c) => c.key === "wiring-devices")!;
    expect(top.productCount).toBeGreaterThan(0);
    expect(categoryUrl(top)).toBe("products/wiring-devices/cl/wiring-devices");
  });

  it("B6 prunes the tree to the brand's assortment", async () => {
    const pl = await source.getCategoryTree("progress-lighting", "en");
    expect(pl.productCategories.filter((c) => c.level === 0).map((c) => c.key)).toEqual(["lighting-fixtures"]);
    const homestyle = await source.getCategoryTree("homestyle", "en");
    expect(homestyle.productCategories.filter((c) => c.level === 0).map((c) => c.key)).toEqual([
      "wiring-devices",
      "lighting-controls",
      "occupancy-sensors",
      "wall-plates",
    ]);
    expect(homestyle.productCategories.map((c) => c.key)).not.toContain("ev-charging");
    const keys = new Set(homestyle.productCategories.map((c) => c.key));
    for (const category of homestyle.productCategories) for (const child of category.children) expect(keys.has(child)).toBe(true);
  });

  it("gives an empty tree and no products for an unknown brand", async () => {
    expect(await source.getCategoryTree("acme", "en")).toEqual({ productCategories: [], compatibilityCategories: [] });
    expect(await source.getProducts("acme", ["1000001"], "en")).toEqual([]);
  });

  it("R10 finds products by PIM ids in the order asked, leaving out unknown ids and other brands' products", async () => {
    const catalog = loadCatalog(smallCatalogDir());
    const voltlineIds = catalog.products.filter((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01")).map((p) => p.id);
    const plOnly = catalog.products.find((p) => !p.algoliaBrands.includes("Voltline"))!;
    const asked = [voltlineIds[5]!, "999", voltlineIds[0]!, plOnly.id];
    const products = await source.getProducts("voltline", asked, "es-mx");
    expect(products.map((p) => p.id)).toEqual([voltlineIds[5], voltlineIds[0]]);
    const product = products[1]!;
    expect(product.name).toMatch(/^Contacto/);
    expect(product.slug).toBe(product.slug.toLowerCase());
    expect(product.categories.lvl2).toBe("Dispositivos de cableado > Contactos > Contactos dúplex");
    expect(product.attributes.length).toBeGreaterThanOrEqual(15);
    expect(product.attributes.find((a) => a.key === "amperage")?.value).toMatch(/^\d+ A$/);
    const specSheet = product.documents.find((d) => d.kind === "specSheet");
    expect(specSheet?.title).toBe("Hoja de especificaciones");
    // P5: every document links to the brand's own PDF route in the locale.
    expect(specSheet?.url).toBe(`/voltline/es-mx/documents/${specSheet?.id}.pdf`);
    for (const document of product.documents) expect(document.url).toBe(`/voltline/es-mx/documents/${document.id}.pdf`);
    expect(product.listPrices.MXN).toBeGreaterThan(product.listPrices.USD);
  });

  it("F2/F3 finds products by exact catalogue numbers in the order asked, within the brand's assortment", async () => {
    const catalog = loadCatalog(smallCatalogDir());
    const voltline = catalog.products.filter((p) => p.algoliaBrands.includes("Voltline") && p.salesOrgs.includes("US01"));
    const plOnly = catalog.products.find((p) => !p.algoliaBrands.includes("Voltline"))!;
    const asked = [voltline[3]!.catalogNumber, "ZZ999-NOPE", voltline[0]!.catalogNumber, plOnly.catalogNumber, voltline[3]!.catalogNumber.toLowerCase()];
    const products = await source.getProductsByCatalogNumbers("voltline", asked, "fr-ca");
    expect(products.map((p) => p.id)).toEqual([voltline[3]!.id, voltline[0]!.id]);
    expect(products[0]?.catalogNumber).toBe(voltline[3]!.catalogNumber);
    expect(await source.getProductsByCatalogNumbers("progress-lighting", [plOnly.catalogNumber], "en")).toHaveLength(1);
    expect(await source.getProductsByCatalogNumbers("acme", [plOnly.catalogNumber], "en")).toEqual([]);
  });

  it("formats numbers per locale", async () => {
    const catalog = loadCatalog(smallCatalogDir());
    const index = catalog.products.findIndex((p) => catalog.families[p.family]?.classKey === "outdoor-motion-sensors");
    const id = catalog.products[index]!.id;
    const [fr] = await source.getProducts("voltline", [id], "fr-ca");
    const [en] = await source.getProducts("voltline", [id], "en");
    expect(fr?.attributes.find((a) => a.key === "coverageArea")?.value).toMatch(/pi²$/);
    expect(en?.attributes.find((a) => a.key === "coverageArea")?.value).toMatch(/sq ft$/);
  });

  it("P7 lists the programs of the brand", async () => {
    const programs = await source.getPrograms("voltline", "fr-ca");
    expect(programs.map((p) => p.key)).toContain("quick-ship");
    expect(programs.find((p) => p.key === "quick-ship")?.name).toBe("Expédition rapide");
  });

  it("parses the files once per process", () => {
    expect(loadCatalog(smallCatalogDir())).toBe(loadCatalog(smallCatalogDir()));
  });

  it("P4/S1 gives the attribute definitions in the locale and each class's attribute order", async () => {
    const fr = await source.getAttributes("fr-ca");
    const en = await source.getAttributes("en");
    expect(fr.attributes.find((a) => a.key === "coverageArea")?.unit).toBe("pi²");
    expect(en.attributes.find((a) => a.key === "coverageArea")?.unit).toBe("sq ft");
    expect(en.classes["outdoor-motion-sensors"]).toContain("coverageArea");
  });

  it("P2 gives the brand's product ids of a category and below, newest first, within its assortment (B6)", async () => {
    const tree = await source.getCategoryTree("progress-lighting", "en");
    const top = tree.productCategories.find((c) => c.level === 0)!;
    const ids = await source.getCategoryProductIds("progress-lighting", top.key);
    expect(ids.length).toBe(top.productCount);
    const products = await source.getProducts("progress-lighting", ids, "en");
    expect(products.map((p) => p.id)).toEqual(ids);
    expect(await source.getCategoryProductIds("progress-lighting", "wiring-devices")).toEqual([]);
    expect((await source.getCategoryProductIds("progress-lighting")).length).toBe(ids.length);
  });

  it("B6 reads the brand's assortment through the resolver it is given (the CMS brand entries by default)", async () => {
    const nothing = createLocalCatalogSource(smallCatalogDir(), async () => undefined);
    expect(await nothing.getCategoryTree("voltline", "en")).toEqual({ productCategories: [], compatibilityCategories: [] });
    const onlyLighting = createLocalCatalogSource(smallCatalogDir(), async () => ({ algoliaBrands: ["Voltline"], salesOrgs: ["US01"], owningDivisions: ["LF"] }));
    const tops = (await onlyLighting.getCategoryTree("voltline", "en")).productCategories.filter((c) => c.level === 0).map((c) => c.key);
    expect(tops).toEqual(["lighting-fixtures"]);
  });
});
