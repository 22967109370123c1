// B6, B7, C1: every promise of every brand's home page, in every locale, leads somewhere true. The authored content pack
// (content/entries) and the generated catalogue (the whole one, in memory) are read as the site reads them: a link into
// the catalogue names a category the brand sells products in, under its canonical path in that locale; a card, which
// names a product family, never settles for the products root; any other link is a page of the brand or a route of the
// site. Issue 18: Voltline México's "Ver tableros / interruptores / cableado" went to the products root, whose catalogue
// had no panelboards, load centres or breakers, and "centro de carga" found nothing.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../src/config/locales";
import { brandAssortment } from "../../src/features/catalog/__fixtures__/brand-assortments";
import { inAssortment } from "../../src/features/catalog/assortment";
import { categoryUrl, indexCategories, type Category } from "../../src/features/catalog/model";
import { parseCatalogPath } from "../../src/features/catalog/pages/catalog-path";
import { createLocalCatalogSource } from "../../src/features/catalog/server/local";
import { loadCatalog, type LoadedCatalog } from "../../src/features/catalog/server/local-catalog";
import type { CatalogSource } from "../../src/features/catalog/server/port";
import { resolveLinkHref } from "../../src/features/content/components/links";
import { assortmentFilters } from "../../src/features/search/page/search-requests";
import { createLocalSearchService } from "../../src/features/search/server/local";
import type { ProductRecord } from "../../src/features/search/model";
import { generateCatalog, writeCatalog } from "../catalog/generate";

interface Entry {
  id: string;
  type: string;
  status?: string;
  fields: Record<string, unknown>;
}

interface HomeLink {
  entryId: string;
  entryType: string;
  label: string;
  url: string;
}

/** Routes of the app a CMS link may name besides the brand's pages (src/app/[brand]/[locale]). */
const APP_ROUTES = new Set(["", "products", "videos/list", "news", "search", "compare", "contact-us", "request-quote", "warranty-registration", "my-list"]);

function readEntries(dir: string): Entry[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return readEntries(file);
    return name.endsWith(".json") ? (JSON.parse(readFileSync(file, "utf8")) as Entry[]) : [];
  });
}

const entries = readEntries(path.resolve("content/entries"));
const byId = new Map(entries.map((entry) => [entry.id, entry]));
const brands = entries.filter((e) => e.type === "globalBrand").map((e) => ({ id: e.id, dir: e.fields.brandDirectory as string, locales: e.fields.locales as Locale[] }));
const isLocalized = (value: unknown): value is Record<Locale, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === [...LOCALES].sort().join();
const published = (entry: Entry) => (entry.status ?? "published") === "published";
const brandOf = (entry: Entry) => (entry.fields.brand as { link?: string } | undefined)?.link;

/** Every link value ({label, url}) of an entry and the entries it links to, in a locale; brand links are not followed. */
function linksOf(entry: Entry, locale: Locale, seen = new Set<string>()): HomeLink[] {
  if (seen.has(entry.id)) return [];
  seen.add(entry.id);
  const found: HomeLink[] = [];
  const walk = (value: unknown, key: string): void => {
    if (isLocalized(value)) return walk(value[locale], key);
    if (Array.isArray(value)) return value.forEach((item) => walk(item, key));
    if (typeof value !== "object" || value === null || key === "brand") return;
    const record = value as Record<string, unknown>;
    if (typeof record.link === "string") {
      const target = byId.get(record.link);
      if (target && published(target)) found.push(...linksOf(target, locale, seen));
      return;
    }
    // A link value is {label, url, external}; caption tracks and media carry a url too, but are no link.
    if (typeof record.url === "string" && typeof record.external === "boolean" && !record.external) {
      found.push({ entryId: entry.id, entryType: entry.type, label: String(record.label ?? ""), url: record.url });
    }
    for (const [k, v] of Object.entries(record)) walk(v, k);
  };
  for (const [key, value] of Object.entries(entry.fields)) walk(value, key);
  return found;
}

function homeOf(brandId: string): Entry {
  const home = entries.find((e) => e.type === "page" && published(e) && brandOf(e) === brandId && e.fields.slug === "");
  if (!home) throw new Error(`${brandId} has no home page`);
  return home;
}

let dir: string;
let source: CatalogSource;
let search: ReturnType<typeof createLocalSearchService>;
let catalog: LoadedCatalog;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "home-links-catalog-"));
  writeCatalog(generateCatalog(), dir);
  source = createLocalCatalogSource(dir, async (brand) => brandAssortment(brand));
  catalog = loadCatalog(dir);
  search = createLocalSearchService({ catalog: () => catalog, content: async () => [] });
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function searchHits(brand: string, locale: Locale, query: string) {
  const assortment = brandAssortment(brand);
  if (!assortment) return { nbHits: 0, hits: [] as ProductRecord[] };
  const { results } = await search.search<ProductRecord>({
    requests: [{ indexName: `products_${locale}`, query, facetFilters: assortmentFilters(assortment), hitsPerPage: 20 }],
  });
  return results[0]!;
}

/** What is wrong with a home link, or undefined when it keeps its promise. */
async function problemOf(brand: string, locale: Locale, link: HomeLink, tree: Category[], pageSlugs: Set<string>): Promise<string | undefined> {
  const href = resolveLinkHref(link.url, brand, locale);
  if (/^(https?:|mailto:|tel:|#)/i.test(href)) return undefined;
  const prefix = `/${brand}/${locale}`;
  if (href !== prefix && !href.startsWith(`${prefix}/`)) return `leaves the brand's site: ${href}`;
  const [pathname = "", query = ""] = href.slice(prefix.length + 1).split("?");
  if (pathname === "products") {
    if (link.entryType === "card") return "a card names a product family but links to the products root";
    return tree.some((c) => c.level === 0 && (c.productCount ?? 0) > 0) ? undefined : "the brand sells nothing";
  }
  if (pathname.startsWith("products/")) {
    const page = parseCatalogPath(pathname.split("/").slice(1));
    if (!page) return `no catalogue page: ${pathname}`;
    if (page.kind === "product") return (await source.getProducts(brand, [page.id], locale)).length ? undefined : `product ${page.id} not sold`;
    const category = indexCategories(tree).get(page.id);
    if (!category || (category.productCount ?? 0) === 0) return `category ${page.id} has no products of the brand`;
    const canonical = categoryUrl(category);
    return canonical === pathname ? undefined : `not the canonical path of ${page.id}: ${pathname} (expected ${canonical})`;
  }
  if (pathname === "search") {
    const q = new URLSearchParams(query).get("q") ?? "";
    return (await searchHits(brand, locale, q)).nbHits > 0 ? undefined : `search "${q}" finds nothing`;
  }
  return pageSlugs.has(pathname) || APP_ROUTES.has(pathname) ? undefined : `no page ${pathname}`;
}

describe("home pages keep their promises (B6, B7, C1; issue 18)", () => {
  it("walks the links of every brand's home page in every locale", () => {
    const counts = brands.flatMap((brand) => brand.locales.map((locale) => linksOf(homeOf(brand.id), locale).length));
    expect(counts.length).toBe(18);
    expect(Math.min(...counts)).toBeGreaterThan(0);
  });

  for (const brand of brands) {
    it(`${brand.dir}: every home link resolves, and every card into the catalogue lands on a category with products`, async () => {
      const pageSlugs = new Set(entries.filter((e) => e.type === "page" && published(e) && brandOf(e) === brand.id).map((e) => String(e.fields.slug ?? "")));
      const problems: string[] = [];
      for (const locale of brand.locales) {
        const tree = (await source.getCategoryTree(brand.dir, locale)).productCategories;
        for (const link of linksOf(homeOf(brand.id), locale)) {
          const problem = await problemOf(brand.dir, locale, link, tree, pageSlugs);
          if (problem) problems.push(`${locale} ${link.entryId} "${link.label}" -> ${link.url}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("Voltline México's product-line cards lead to panelboards and load centres, breakers and building wire", async () => {
    const cards = linksOf(homeOf("brand-voltline-mexico"), "es-mx").filter((l) => l.entryId.startsWith("voltline-mexico-home-s2-lines-") && l.url.startsWith("products/"));
    expect(cards.map((l) => [l.label, parseCatalogPath(l.url.split("/").slice(1))?.id])).toEqual([
      ["Ver tableros", "panelboards-load-centers"],
      ["Ver interruptores", "circuit-breakers"],
      ["Ver cableado", "building-wire"],
    ]);
  });
});

describe("brand assortments follow their markets (B6)", () => {
  const keys = async (brand: string) => new Set((await source.getCategoryTree(brand, "en")).productCategories.map((c) => c.key));

  it("Canada and México have trees of their own, not copies of the US one", async () => {
    const [us, canada, mexico] = await Promise.all([keys("voltline"), keys("voltline-canada"), keys("voltline-mexico")]);
    expect([...canada].sort()).not.toEqual([...us].sort());
    expect([...mexico].sort()).not.toEqual([...us].sort());
    expect([...mexico].sort()).not.toEqual([...canada].sort());
    for (const key of ["power-distribution", "panelboards-load-centers", "main-breaker-load-centers", "circuit-breakers", "molded-case-circuit-breakers", "building-wire", "thhw-ls-building-wire"]) {
      expect(mexico.has(key), key).toBe(true);
      expect(us.has(key), key).toBe(false);
      expect(canada.has(key), key).toBe(false);
    }
    // NEC/CEC devices México's code does not ask for, UL-only alarms Canada cannot sell.
    expect(mexico.has("afci-receptacles")).toBe(false);
    expect(mexico.has("tamper-resistant-receptacles")).toBe(false);
    expect(canada.has("afci-receptacles")).toBe(true);
    expect(canada.has("detection")).toBe(false);
    expect(us.has("detection")).toBe(true);
  });

  it("Voltline Brasil sells the DIN-rail breakers and residual-current devices its home page shows, not the NEMA panelboards", async () => {
    const brasil = await keys("voltline-brasil");
    expect(brasil.has("din-rail-circuit-breakers")).toBe(true);
    expect(brasil.has("residual-current-devices")).toBe(true);
    expect(brasil.has("main-breaker-load-centers")).toBe(false);
  });

  it("Voltline Brasil sells its NBR 14136 sockets, switches and plates instead of NEMA devices, and no other brand sells them (ADR 67)", async () => {
    const [brasil, us, canada, mexico] = await Promise.all([keys("voltline-brasil"), keys("voltline"), keys("voltline-canada"), keys("voltline-mexico")]);
    for (const key of ["nbr-wiring-devices", "nbr-sockets", "nbr-single-sockets", "nbr-double-sockets", "nbr-usb-sockets", "nbr-switches", "nbr-one-way-switches", "nbr-two-way-switches", "nbr-plates", "nbr-4x2-plates", "nbr-4x4-plates"]) {
      expect(brasil.has(key), key).toBe(true);
      for (const other of [us, canada, mexico]) expect(other.has(key), key).toBe(false);
    }
    for (const key of ["wiring-devices", "receptacles", "duplex-receptacles", "straight-blade-plugs", "wall-plates", "locking-devices", "watertight-devices"]) {
      expect(brasil.has(key), key).toBe(false);
      expect(us.has(key), key).toBe(true);
    }
    expect(brasil.has("pin-sleeve-devices")).toBe(true);
  });

  it("Voltline Brasil's about page leads to the NBR 14136 sockets and switches its story tells of, in every locale", async () => {
    const about = entries.find((e) => e.id === "page-voltline-brasil-about")!;
    const pageSlugs = new Set(entries.filter((e) => e.type === "page" && published(e) && brandOf(e) === "brand-voltline-brasil").map((e) => String(e.fields.slug ?? "")));
    for (const locale of LOCALES) {
      const tree = (await source.getCategoryTree("voltline-brasil", locale)).productCategories;
      const links = linksOf(about, locale);
      const catalogue = links.filter((l) => l.url.startsWith("products/"));
      expect(catalogue.map((l) => parseCatalogPath(l.url.split("/").slice(1))?.id), locale).toEqual(["nbr-wiring-devices"]);
      for (const link of links) expect(await problemOf("voltline-brasil", locale, link, tree, pageSlugs), `${locale} ${link.url}`).toBeUndefined();
    }
  });

  it("Voltline Brasil's sockets card leads to the NBR 14136 line in every locale", () => {
    for (const locale of LOCALES) {
      const card = linksOf(homeOf("brand-voltline-brasil"), locale).find((l) => l.entryId === "voltline-brasil-home-s2-families-sockets");
      expect(parseCatalogPath(card!.url.split("/").slice(1))?.id, locale).toBe("nbr-wiring-devices");
    }
  });

  it("S1 'tomada' finds Voltline Brasil's NBR 14136 sockets in every locale, and no other brand's products", async () => {
    const noun = { en: /2P\+T .*\(Tomada( Dupla| USB)?\)/, "fr-ca": /^Prise .*2P\+T.* \(tomada( dupla| USB)?\)/, "es-mx": /^Contacto .*2P\+T.* \(tomada( dupla| USB)?\)/ } as const;
    for (const locale of LOCALES) {
      const brasil = await searchHits("voltline-brasil", locale, "tomada");
      expect(brasil.nbHits, locale).toBeGreaterThan(100);
      for (const hit of brasil.hits) expect(hit.name, locale).toMatch(noun[locale]);
      for (const other of ["voltline", "voltline-canada", "voltline-mexico", "homestyle"]) expect((await searchHits(other, locale, "tomada")).nbHits, `${other} ${locale}`).toBe(0);
    }
    expect((await searchHits("voltline-brasil", "es-mx", "interruptor simples")).nbHits).toBeGreaterThan(0);
    expect((await searchHits("voltline-brasil", "fr-ca", "placa")).nbHits).toBeGreaterThan(0);
  });

  it("S1 in es-mx, 'centro de carga' finds Voltline México's load centres, and only México sells them", async () => {
    const mexico = await searchHits("voltline-mexico", "es-mx", "centro de carga");
    expect(mexico.nbHits).toBeGreaterThan(0);
    for (const hit of mexico.hits) expect(hit.name).toMatch(/^Centro de carga /);
    expect((await searchHits("voltline-mexico", "es-mx", "tablero")).nbHits).toBeGreaterThan(0);
    expect((await searchHits("voltline-mexico", "es-mx", "interruptor termomagnético")).nbHits).toBeGreaterThan(0);
    expect((await searchHits("voltline", "es-mx", "centro de carga")).nbHits).toBe(0);
  });
});

/** The values of one attribute over the products a brand sells in some classes (leaf keys), flattened. */
function brandValues(brand: string, classKeys: readonly string[], attribute: string): string[] {
  const assortment = brandAssortment(brand)!;
  const values: string[] = [];
  for (const product of catalog.products) {
    const classKey = catalog.families[product.family]!.classKey;
    if (!classKeys.includes(classKey) || !inAssortment(product, assortment)) continue;
    const index = catalog.classes[classKey]!.indexOf(attribute);
    const value = index < 0 ? null : product.values[index];
    if (value === null || value === undefined) values.push("");
    else values.push(...(Array.isArray(value) ? value : [value]).map(String));
  }
  return values;
}

const textOf = (id: string, field: string, locale: Locale) => String((byId.get(id)!.fields[field] as Record<Locale, unknown>)[locale]);
const advantageOf = (id: string, locale: Locale) =>
  ((byId.get("voltline-brasil-home-s1-advantages")!.fields.items as Record<Locale, { id: string; body: string }[]>)[locale]).find((item) => item.id === id)!.body;
const numbers = (text: string, unit: string) => [...text.matchAll(new RegExp(`(\\d+) ${unit}\\b`, "g"))].map((m) => Number(m[1]));
const BREAKERS = ["din-rail-circuit-breakers"];
const RCDS = ["residual-current-devices"];
const SPDS = ["surge-protective-devices"];
const NBR_SOCKETS = ["nbr-single-sockets", "nbr-double-sockets", "nbr-usb-sockets"];

describe("Voltline Brasil's home page states what its catalogue holds (B6, B7; issue 18)", () => {
  const page = "page-voltline-brasil-home";

  it("the breakers card's ratings, breaking capacities and poles are the min and max of the breakers Voltline Brasil sells, in every locale", () => {
    const amps = brandValues("voltline-brasil", BREAKERS, "amperage").map(Number);
    const kA = [...new Set(brandValues("voltline-brasil", BREAKERS, "interruptingRating").map(Number))].sort((a, b) => a - b);
    const poles = brandValues("voltline-brasil", BREAKERS, "poles").map(Number);
    expect(amps.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const body = textOf("voltline-brasil-home-s2-families-breakers", "body", locale);
      expect(numbers(body, "A"), `${locale}: ${body}`).toEqual([Math.min(...amps), Math.max(...amps)]);
      expect(numbers(body, "kA"), `${locale}: ${body}`).toEqual(kA);
      const [, low, high] = /(\d)-? (?:to|à|a) (\d)[ -](?:pole|pôles|polos)/.exec(body) ?? [];
      expect([Number(low), Number(high)], `${locale}: ${body}`).toEqual([Math.min(...poles), Math.max(...poles)]);
      // The catalogue's breakers carry no trip curve: the card names none.
      expect(catalog.classes["din-rail-circuit-breakers"]).not.toContain("tripCurve");
      expect(`${body} ${textOf("voltline-brasil-home-s2-families-breakers", "eyebrow", locale)} ${advantageOf("nbr", locale)}`, locale).not.toMatch(/curve|courbe|curva/i);
    }
  });

  it("no distribution boards are sold, so the title, description and hero sell none", async () => {
    const tree = (await source.getCategoryTree("voltline-brasil", "en")).productCategories;
    expect(tree.some((c) => c.key === "panelboards-load-centers" && (c.productCount ?? 0) > 0)).toBe(false);
    for (const locale of LOCALES) {
      const claims = [textOf(page, "title", locale), textOf(page, "metaDescription", locale), textOf("voltline-brasil-home-header-hero", "body", locale)].join(" ");
      expect(claims, locale).not.toMatch(/distribution board|tableaux? de distribution|tableros? de distribución|tableros y/i);
    }
  });

  it("the INMETRO seal is claimed for breakers, RCDs, surge protectors and NBR sockets, each of which carries it; plugs are not claimed, none are sold", async () => {
    for (const classes of [BREAKERS, RCDS, SPDS, NBR_SOCKETS]) {
      // Every product of the class carries INMETRO (the certifications attribute lists it).
      const assortment = brandAssortment("voltline-brasil")!;
      const products = catalog.products.filter((p) => classes.includes(catalog.families[p.family]!.classKey) && inAssortment(p, assortment));
      expect(products.length, classes.join()).toBeGreaterThan(0);
      for (const product of products) {
        const keys = catalog.classes[catalog.families[product.family]!.classKey]!;
        expect(product.values[keys.indexOf("certifications")], product.catalogNumber).toContain("INMETRO");
      }
    }
    const keys = (await source.getCategoryTree("voltline-brasil", "en")).productCategories.map((c) => c.key);
    expect(keys.filter((k) => k.startsWith("nbr-") && /plug/.test(k))).toEqual([]);
    for (const locale of LOCALES) expect(advantageOf("inmetro", locale), locale).not.toMatch(/plug|fiche|clavija/i);
  });

  it("the title claims INMETRO certification only if every product Voltline Brasil sells carries it", () => {
    const assortment = brandAssortment("voltline-brasil")!;
    const sold = catalog.products.filter((p) => inAssortment(p, assortment));
    const certified = sold.filter((p) => {
      const keys = catalog.classes[catalog.families[p.family]!.classKey]!;
      const value = p.values[keys.indexOf("certifications")];
      return Array.isArray(value) && value.map(String).includes("INMETRO");
    });
    expect(certified.length).toBeLessThan(sold.length);
    for (const locale of LOCALES) expect(textOf(page, "title", locale), locale).not.toMatch(/INMETRO/);
  });

  it("the segments name only what is sold: no DC breakers or string boxes for solar, 3-pole breakers and 4-pole RCDs for stores, IEC 60309 devices for industry", async () => {
    const keys = new Set((await source.getCategoryTree("voltline-brasil", "en")).productCategories.filter((c) => (c.productCount ?? 0) > 0).map((c) => c.key));
    expect([...keys].filter((k) => /string|dc-|photovoltaic|solar/.test(k))).toEqual([]);
    expect(keys.has("surge-protective-devices") && keys.has("residual-current-devices") && keys.has("pin-sleeve-devices")).toBe(true);
    expect(brandValues("voltline-brasil", BREAKERS, "poles")).toContain("3");
    expect(brandValues("voltline-brasil", RCDS, "poles")).toContain("4");
    for (const locale of LOCALES) {
      expect(textOf("voltline-brasil-home-s4-segments-solar", "body", locale), locale).not.toMatch(/string|DC |c\.c\.|corriente directa/i);
      expect(textOf("voltline-brasil-home-s4-segments-industry", "body", locale), locale).toMatch(/60309/);
    }
  });

  it("Voltline Brasil sells no 120/277 V lighting controls on 127/220 V circuits", async () => {
    const keys = new Set((await source.getCategoryTree("voltline-brasil", "en")).productCategories.filter((c) => (c.productCount ?? 0) > 0).map((c) => c.key));
    expect(keys.has("lighting-controls")).toBe(false);
    expect((await source.getCategoryTree("voltline", "en")).productCategories.some((c) => c.key === "lighting-controls")).toBe(true);
  });
});

/** The products a brand sells, with their family's plant and their certifications. */
function soldProducts(brand: string) {
  const assortment = brandAssortment(brand)!;
  return catalog.products
    .filter((p) => inAssortment(p, assortment))
    .map((p) => {
      const family = catalog.families[p.family]!;
      const value = p.values[catalog.classes[family.classKey]!.indexOf("certifications")];
      return { classKey: family.classKey, plant: family.compliance.plant, certifications: Array.isArray(value) ? value.map(String) : [] };
    });
}

/** The leaf classes under a category a brand sells products in. */
async function leavesUnder(brand: string, key: string): Promise<string[]> {
  const index = indexCategories((await source.getCategoryTree(brand, "en")).productCategories);
  const walk = (k: string): string[] => {
    const category = index.get(k);
    if (!category || (category.productCount ?? 0) === 0) return [];
    return category.children.length ? category.children.flatMap(walk) : [k];
  };
  return walk(key);
}

const digits = (text: string) => Number(text.replace(/[^\d]/g, ""));

describe("every home-page claim is what the catalogue holds (B6, B7; issue 18)", () => {
  it("Voltline México's breakers card gives the min and max rating and the top interrupting rating of the breakers it sells, in every locale", async () => {
    const breakers = await leavesUnder("voltline-mexico", "circuit-breakers");
    expect(breakers).toContain("din-rail-circuit-breakers");
    const amps = brandValues("voltline-mexico", breakers, "amperage").map(Number);
    const kA = brandValues("voltline-mexico", breakers, "interruptingRating").map(Number);
    for (const locale of LOCALES) {
      const eyebrow = textOf("voltline-mexico-home-s2-lines-breakers", "eyebrow", locale);
      const [low, high] = eyebrow.split(/ (?:to|à|a) /).map(digits);
      expect([low, high], `${locale}: ${eyebrow}`).toEqual([Math.min(...amps), Math.max(...amps)]);
      const body = textOf("voltline-mexico-home-s2-lines-breakers", "body", locale);
      expect(numbers(body, "kA"), `${locale}: ${body}`).toEqual([Math.max(...kA)]);
    }
  });

  it("Voltline México's switchgear card's 'up to' is the top rating of the boards it sells", async () => {
    const amps = brandValues("voltline-mexico", await leavesUnder("voltline-mexico", "panelboards-load-centers"), "amperage").map(Number);
    for (const locale of LOCALES) {
      expect(digits(textOf("voltline-mexico-home-s2-lines-switchgear", "eyebrow", locale)), locale).toBe(Math.max(...amps));
    }
  });

  it("Voltline México says 'made in Apodaca' of its distribution line only, whose every product is made there, and the same plant in title, description, hero and factory text", async () => {
    const sold = soldProducts("voltline-mexico");
    const line = new Set(await leavesUnder("voltline-mexico", "power-distribution"));
    const lineProducts = sold.filter((p) => line.has(p.classKey));
    expect(lineProducts.length).toBeGreaterThan(0);
    for (const product of lineProducts) expect(product.plant.city, product.classKey).toBe("Apodaca, Nuevo León");
    // The rest of the range comes from other plants: no text claims it all is made in Apodaca (or Monterrey).
    expect(sold.filter((p) => !p.plant.city.startsWith("Apodaca")).length).toBeGreaterThan(sold.length / 2);
    expect(await leavesUnder("voltline-mexico", "wiring-devices")).not.toEqual([]);
    for (const locale of LOCALES) {
      const claims = {
        title: textOf("page-voltline-mexico-home", "title", locale),
        description: textOf("page-voltline-mexico-home", "metaDescription", locale),
        hero: textOf("voltline-mexico-home-header-hero", "body", locale),
        eyebrow: textOf("voltline-mexico-home-header-hero", "eyebrow", locale),
        factory: textOf("voltline-mexico-home-s3-plant-left-story", "content", locale),
      };
      for (const [field, text] of Object.entries(claims)) {
        expect(text, `${locale} ${field}`).not.toMatch(/made in Monterrey|fabriqu\w* à Monterrey|hecho en Monterrey|fabricad\w* en Monterrey|Everything we sell|Tout ce que nous vendons|Todo lo que vendemos/i);
        expect(text, `${locale} ${field}`).not.toMatch(/wiring devices|dispositifs de câblage|dispositivos de alambrado/i);
      }
      for (const field of ["title", "description", "hero"] as const) expect(claims[field], `${locale} ${field}`).toMatch(/Apodaca/);
    }
  });

  it("Voltline México's description says every product is NOM certified, and every product it sells is", () => {
    const sold = soldProducts("voltline-mexico");
    expect(sold.filter((p) => !p.certifications.includes("NOM"))).toEqual([]);
    for (const locale of LOCALES) expect(textOf("page-voltline-mexico-home", "metaDescription", locale), locale).toMatch(/NOM/);
  });

  it("Voltline (US) claims a UL or ETL listing on every device, which every product it sells carries, and not CSA and NOM, which many lack", () => {
    const sold = soldProducts("voltline");
    expect(sold.filter((p) => !p.certifications.includes("UL") && !p.certifications.includes("ETL"))).toEqual([]);
    expect(sold.filter((p) => !p.certifications.includes("CSA")).length).toBeGreaterThan(0);
    expect(sold.filter((p) => !p.certifications.includes("NOM")).length).toBeGreaterThan(0);
    const items = byId.get("voltline-home-s2-icons")!.fields.items as Record<Locale, { id: string; body: string }[]>;
    for (const locale of LOCALES) {
      const body = items[locale].find((item) => item.id === "voltline-home-s2-icons-1")!.body;
      expect(body, locale).toMatch(/UL (?:or|ou|o) ETL/);
      expect(body, locale).not.toMatch(/CSA|NOM/);
    }
  });

  it("Voltline Brasil says Santo Amaro makes its NBR 14136 line, which it does, and that its breakers, RCDs and surge protectors come from Apodaca, which they do (ADR 67)", async () => {
    const sold = soldProducts("voltline-brasil");
    const nbr = new Set(await leavesUnder("voltline-brasil", "nbr-wiring-devices"));
    const imported = new Set([...BREAKERS, ...RCDS, ...SPDS]);
    for (const product of sold.filter((p) => nbr.has(p.classKey))) expect(product.plant.city, product.classKey).toBe("Santo Amaro, São Paulo");
    for (const product of sold.filter((p) => imported.has(p.classKey))) expect(product.plant.city, product.classKey).toBe("Apodaca, Nuevo León");
    const count = (await source.getCategoryTree("voltline-brasil", "en")).productCategories.find((c) => c.key === "nbr-wiring-devices")!.productCount;
    const numbersItems = byId.get("voltline-brasil-home-s5-numbers")!.fields.items as Record<Locale, string[]>;
    for (const locale of LOCALES) {
      const factory = textOf("voltline-brasil-home-s3-factory-right-text", "content", locale);
      expect(factory, locale).toMatch(/NBR 14136/);
      expect(factory, locale).toMatch(/Apodaca/);
      expect(factory, locale).not.toMatch(/40[,  .]000/);
      const stat = numbersItems[locale].find((item) => /Santo Amaro/.test(item))!;
      expect(digits(/<strong>(.*?)<\/strong>/.exec(stat)![1]!), `${locale}: ${stat}`).toBe(count);
      expect(stat, locale).toMatch(/NBR 14136/);
      const about = textOf("voltline-brasil-about-s3-sites-left-factory", "content", locale);
      expect(about, locale).toMatch(/NBR 14136/);
      expect(about, locale).not.toMatch(/breaker|disjoncteur|interruptores|RCD|différentiel|diferencial/i);
    }
  });

  it("Voltline Brasil's about page says the breakers are made in Apodaca, and that São Paulo (Santo Amaro) makes the NBR 14136 line, as the catalogue says (ADR 67)", async () => {
    const sold = soldProducts("voltline-brasil");
    const nbr = new Set(await leavesUnder("voltline-brasil", "nbr-wiring-devices"));
    expect(new Set(sold.filter((p) => BREAKERS.includes(p.classKey) || RCDS.includes(p.classKey)).map((p) => p.plant.city))).toEqual(new Set(["Apodaca, Nuevo León"]));
    expect(new Set(sold.filter((p) => nbr.has(p.classKey)).map((p) => p.plant.city))).toEqual(new Set(["Santo Amaro, São Paulo"]));
    const protection = /breaker|RCD|residual|protection|disjoncteur|différentiel|protección|interruptor(?:es)? (?:para|termomagn)|diferencial/i;
    const making = /\b(?:build|make|manufactur|produc|fabri|assembl|assembl|mould|moul|ensambl|mold)/i;
    for (const locale of LOCALES) {
      const sentences = [textOf("voltline-brasil-about-s1-story", "content", locale), textOf("page-voltline-brasil-about", "metaDescription", locale)]
        .join("\n")
        .split(/(?<=[.:])\s+|\n+/);
      // A sentence that has São Paulo or Santo Amaro make something names no protection device unless it says they come from Apodaca.
      const madeHere = sentences.filter((sentence) => /Santo Amaro|São Paulo/.test(sentence) && making.test(sentence));
      expect(madeHere.length, locale).toBeGreaterThan(0);
      for (const sentence of madeHere) if (protection.test(sentence)) expect(sentence, locale).toMatch(/Apodaca/);
      expect(madeHere.join(" "), locale).toMatch(/NBR 14136/);
    }
  });
});
