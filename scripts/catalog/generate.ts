// Generates the catalogue of the embedded default (P9): categories, attributes, families, products and texts.
// Run: npx tsx scripts/catalog/generate.ts [--out generated/catalog] [--products 27000] [--seed 20261122]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES, type Locale } from "../../src/config/locales";
import { formatAttributeValue } from "../../src/features/catalog/attribute-display";
import {
  CATALOG_FILES, type ComplianceFacts, type LocaleText, type RawAttribute, type RawAttributeFile, type RawAttributeValue,
  type RawCategory, type RawCategoryFile, type RawDocument, type RawFamily, type RawImage, type RawProduct, type RawTextFile,
} from "../../src/features/catalog/server/catalog-files";
import { ATTRIBUTES, ATTRIBUTE_BY_KEY, COLOUR_FINISH, COLOUR_HEX, COMMON_ATTRIBUTES, PROFILES, type AttributeDef } from "./attributes";
import { CERTIFIED, INTROS, PROFILE_COPY, WARRANTY } from "./copy";
import { packPrice, unitPrice, unitPriceBand, variantFactor } from "./pricing";
import { createRandom, type Random } from "./prng";
import { COMPATIBILITY, COMPETITORS, PLANTS, PROGRAMS, PROP65_CHEMICALS, REACH_SVHC, TAA_COUNTRIES, USMCA_COUNTRIES } from "./reference";
import { ALGOLIA_BRANDS, MARKET_TAXONOMY, SALES_ORGS, TAXONOMY, marketsOf, type GroupDef, type LeafDef, type MarketTopDef, type TopDef } from "./taxonomy";
import { inSentence } from "./text";
import { buildUpc } from "./upc";

export const CATALOG_REFERENCE_DATE = "2026-11-22";
const UPC_COMPANY_PREFIX = "084512";
const PRICE_RATES = { USD: 1, CAD: 1.37, MXN: 18.2, BRL: 5.4 } as const;
const PACK_LABEL: Record<Locale, (n: number) => string> = {
  en: (n) => `${n}-Pack`,
  "fr-ca": (n) => `paquet de ${n}`,
  "es-mx": (n) => `paquete de ${n}`,
};

export interface GenerateOptions {
  seed?: number;
  productTarget?: number;
}

export interface GeneratedCatalog {
  categories: RawCategoryFile;
  attributes: RawAttributeFile;
  programs: typeof PROGRAMS;
  families: RawFamily[];
  products: RawProduct[];
  texts: Record<Locale, RawTextFile>;
  images: RawImage[];
  meta: { seed: number; referenceDate: string; productTarget: number; products: number; families: number; leafClasses: number };
}

interface LeafContext {
  top: TopDef;
  group: GroupDef;
  leaf: LeafDef;
  schema: RawAttribute[];
  domains: Map<string, AttributeDef["domain"]>;
}

const joinPath = (parts: LocaleText[]): LocaleText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, parts.map((part) => part[locale]).join(" > ")])) as LocaleText;

function buildCategories(): RawCategoryFile {
  const productCategories: RawCategory[] = [];
  TAXONOMY.forEach((top, i) => {
    productCategories.push({ key: top.key, name: top.name, path: top.name, children: top.groups.map((g) => g.key), level: 0, sortOrder: (i + 1) * 10 });
    top.groups.forEach((group, j) => {
      productCategories.push({
        key: group.key, name: group.name, path: joinPath([top.name, group.name]), children: group.leaves.map((l) => l.key),
        level: 1, sortOrder: (j + 1) * 10, parentKey: top.key,
      });
      group.leaves.forEach((leaf, k) => {
        productCategories.push({
          key: leaf.key, name: leaf.name, path: joinPath([top.name, group.name, leaf.name]), children: [],
          level: 2, sortOrder: (k + 1) * 10, parentKey: group.key,
        });
      });
    });
  });
  const compatibilityCategories: RawCategory[] = [];
  COMPATIBILITY.forEach((family, i) => {
    compatibilityCategories.push({ key: family.key, name: family.name, path: family.name, children: family.nodes.map((n) => n.key), level: 0, sortOrder: (i + 1) * 10 });
    family.nodes.forEach((node, j) => {
      compatibilityCategories.push({
        key: node.key, name: node.name, path: joinPath([family.name, node.name]), children: [], level: 1, sortOrder: (j + 1) * 10, parentKey: family.key,
      });
    });
  });
  return { productCategories, compatibilityCategories };
}

function toRawAttribute(def: AttributeDef, index: number): RawAttribute {
  const raw: RawAttribute = { key: def.key, code: `EF${String(100 + index).padStart(6, "0")}`, label: def.label, type: def.type };
  if (def.unit) raw.unit = def.unit;
  if (def.values) raw.values = def.values;
  return raw;
}

function buildLeafContexts(rawByKey: Map<string, RawAttribute>): LeafContext[] {
  const contexts: LeafContext[] = [];
  for (const top of TAXONOMY) {
    for (const group of top.groups) {
      const profile = PROFILES[group.profile];
      for (const leaf of group.leaves) {
        const domains = new Map<string, AttributeDef["domain"]>();
        const keys: string[] = [];
        const add = (key: string) => {
          if (!ATTRIBUTE_BY_KEY.has(key)) throw new Error(`Unknown attribute ${key} in ${leaf.key}`);
          if (!keys.includes(key)) keys.push(key);
        };
        for (const entry of profile.attributes) {
          if (typeof entry === "string") add(entry);
          else {
            add(entry[0]);
            domains.set(entry[0], entry[1]);
          }
        }
        for (const key of leaf.extra ?? []) add(key);
        for (const key of Object.keys(leaf.fixed ?? {})) add(key);
        for (const key of COMMON_ATTRIBUTES) add(key);
        for (const [key, values] of Object.entries(leaf.domains ?? {})) domains.set(key, values);
        domains.set("weight", { min: profile.weight[0], max: profile.weight[1], decimals: 2 });
        contexts.push({ top, group, leaf, schema: keys.map((key) => rawByKey.get(key) as RawAttribute), domains });
      }
    }
  }
  return contexts;
}

function pickValue(rng: Random, def: AttributeDef, domain: AttributeDef["domain"]): RawAttributeValue {
  if (def.type === "bool") return rng.chance(0.5);
  if (Array.isArray(domain)) {
    if (domain.length === 0) return "";
    if (def.type === "multi") return rng.sample(domain.map(String), rng.int(1, Math.min(3, domain.length))).sort();
    return rng.pick(domain);
  }
  const value = domain.min + rng.next() * (domain.max - domain.min);
  return Number(value.toFixed(domain.decimals));
}

const NEMA_SERIES: Record<string, string> = { "125": "5", "250": "6", "125/250": "14", "277": "7", "480": "8", "600": "9" };

/** NEMA configuration from rating and device kind; IEC 60309 for pin and sleeve devices. */
function deriveConfiguration(leafKey: string, values: Map<string, RawAttributeValue>): string {
  const amps = Number(values.get("amperage") ?? 15);
  if (leafKey.startsWith("pin-sleeve")) return `IEC 60309 ${values.get("poles") ?? 3}P${values.get("wires") ?? 4}W`;
  const series = NEMA_SERIES[String(values.get("voltage"))] ?? "5";
  const locking = values.get("locking") === true || leafKey.startsWith("locking");
  const gender = /plug|inlet/.test(leafKey) ? "P" : "R";
  const rating = locking ? Math.min(amps, 30) : Math.min(amps, 50);
  return `${locking ? "L" : ""}${series}-${rating}${gender}`;
}

/**
 * The certifications of a family. A market line's products sold in Brazil carry INMETRO's compulsory mark (ADR 67: the
 * DIN-rail breakers and residual-current devices Voltline Brasil sells); the core lines' draws are as they were.
 */
function certificationsFor(rng: Random, salesOrgs: string[], market?: MarketTopDef): string[] {
  if (market?.certifications) return [...market.certifications].sort();
  const certs = new Set<string>([rng.chance(0.85) ? "UL" : "ETL"]);
  if (salesOrgs.includes(SALES_ORGS.canada)) certs.add(rng.chance(0.6) ? "CSA" : "cUL");
  if (salesOrgs.includes(SALES_ORGS.mexico)) certs.add("NOM");
  if (market && salesOrgs.includes(SALES_ORGS.brasil)) certs.add("INMETRO");
  return [...certs].sort();
}

/** NBR 14136 pins: 4 mm for 10 A sockets, 4.8 mm for 20 A ones (a 20 A plug does not enter a 10 A socket). */
export function nbrPinDiameter(amperage: RawAttributeValue | undefined): number {
  return Number(amperage) >= 20 ? 4.8 : 4;
}

/** Outside dimensions of a Brazilian plate by box format. */
export const NBR_PLATE_DIMENSIONS: Record<string, string> = { "4x2": "119 × 76 mm", "4x4": "119 × 119 mm" };

/**
 * Homestyle also sells residential lighting controls (dimmers, smart switches). That draw comes from
 * its own stream (`extra`) so adding it left every other draw of the catalogue unchanged.
 */
function assortmentFor(rng: Random, extra: Random, top: TopDef, leaf: LeafDef) {
  const brands = new Set<string>();
  if (top.division === "LF") {
    if (rng.chance(0.75)) brands.add(ALGOLIA_BRANDS.voltline);
    if (rng.chance(0.6) || brands.size === 0) brands.add(ALGOLIA_BRANDS.progressLighting);
  } else {
    brands.add(ALGOLIA_BRANDS.voltline);
    if (top.division === "WD" && leaf.residential && rng.chance(0.55)) brands.add(ALGOLIA_BRANDS.homestyle);
    if (top.division === "LC" && leaf.residential && extra.chance(0.55)) brands.add(ALGOLIA_BRANDS.homestyle);
  }
  const salesOrgs: string[] = [SALES_ORGS.us];
  if (brands.has(ALGOLIA_BRANDS.voltline)) {
    if (rng.chance(0.92)) {
      if (rng.chance(0.55)) salesOrgs.push(SALES_ORGS.canada);
      if (rng.chance(0.48)) salesOrgs.push(SALES_ORGS.mexico);
      if (rng.chance(0.25)) salesOrgs.push(SALES_ORGS.brasil);
    } else {
      salesOrgs.splice(0, 1, rng.pick([SALES_ORGS.canada, SALES_ORGS.mexico]));
    }
  }
  return { algoliaBrands: [...brands].sort(), salesOrgs };
}

const MARKET_OF_SCHEME: Record<string, string> = { CSA: SALES_ORGS.canada, cUL: SALES_ORGS.canada, NOM: SALES_ORGS.mexico, INMETRO: SALES_ORGS.brasil };

/** A national certification is only claimed where the product is sold. */
function certifiedFor(scheme: string, salesOrgs: string[]): boolean {
  const market = MARKET_OF_SCHEME[scheme];
  return !market || salesOrgs.includes(market);
}

/** The draw's sales organisations kept to the markets that buy the class (B6); none left: the first of those markets. */
export function keepToMarkets(salesOrgs: string[], markets: string[] | undefined): string[] {
  if (!markets) return salesOrgs;
  const kept = salesOrgs.filter((org) => markets.includes(org));
  return kept.length > 0 ? kept : [markets[0] as string];
}

function pickPlant(rng: Random) {
  let roll = rng.next();
  for (const plant of PLANTS) {
    roll -= plant.share;
    if (roll <= 0) return plant;
  }
  return PLANTS[0] as (typeof PLANTS)[number];
}

/** Compliance facts of a family; a market line made in one plant names it (its copy says where it is made). */
function complianceFor(rng: Random, hsCode: string, plantCode?: string): ComplianceFacts {
  const plant = PLANTS.find((p) => p.code === plantCode) ?? pickPlant(rng);
  const country = plant.country;
  const usmca = USMCA_COUNTRIES.has(country);
  const prop65 = rng.chance(0.3);
  const svhc = rng.chance(0.08);
  const rohsRoll = rng.next();
  return {
    countryOfOrigin: country,
    plant: { code: plant.code, city: plant.city, country },
    buyAmerican: country === "US",
    taa: TAA_COUNTRIES.has(country),
    baba: country === "US" && rng.chance(0.75),
    usmca: { qualifies: usmca, originCriterion: usmca ? rng.pick(["A", "B", "B", "C", "D"] as const) : null, hsCode },
    prop65: { warningRequired: prop65, chemicals: prop65 ? rng.sample(PROP65_CHEMICALS, rng.int(1, 2)) : [] },
    rohs: rohsRoll < 0.8 ? "compliant" : rohsRoll < 0.92 ? "compliantWithExemption" : "notInScope",
    reach: { svhcAboveThreshold: svhc, substances: svhc ? rng.sample(REACH_SVHC, 1) : [] },
  };
}

function releaseDateFor(rng: Random): string {
  const reference = Date.parse(CATALOG_REFERENCE_DATE);
  const day = 86_400_000;
  const daysAgo = rng.chance(0.05) ? rng.int(1, 89) : rng.int(90, 16 * 365);
  return new Date(reference - daysAgo * day).toISOString().slice(0, 10);
}

function variantCode(key: string, value: RawAttributeValue): string {
  if (key === "packageQuantity") return Number(value) > 1 ? `${value}PK` : "";
  if (key === "gangs") return `${value}G`;
  if (key === "amperage") return `${value}A`;
  if (key === "cableLength" || key === "length") return `${value}`;
  if (key === "cct") return `${String(value).slice(0, 2)}K`;
  return String(value).replace(/[^A-Za-z0-9]/g, "").toUpperCase().slice(0, 5);
}

function classCode(leafKey: string, used: Set<string>): string {
  const initials = leafKey.split("-").map((w) => w[0]?.toUpperCase() ?? "").join("").slice(0, 3);
  let code = initials;
  for (let n = 2; used.has(code); n++) code = `${initials}${n}`;
  used.add(code);
  return code;
}

/** Fills `{slot}`s; a slot the family does not have leaves no empty "()" behind. */
function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => slots[key] ?? "").replace(/\s*\(\s*\)/g, "");
}

function titleParts(ctx: LeafContext, values: Map<string, RawAttributeValue>, locale: Locale) {
  const profile = PROFILES[ctx.group.profile];
  const display = (key: string) => {
    const attribute = ctx.schema.find((a) => a.key === key);
    const raw = values.get(key);
    return attribute && raw !== undefined ? formatAttributeValue(attribute, raw, locale) : "";
  };
  const specs = profile.title.map(display).filter(Boolean).map((text) => (locale === "en" ? text : inSentence(text)));
  const suffix = profile.variants
    .filter((key) => !profile.title.includes(key))
    .flatMap((key) => {
      const raw = values.get(key);
      if (raw === undefined) return [];
      if (key === "packageQuantity") return Number(raw) > 1 ? [PACK_LABEL[locale](Number(raw))] : [];
      const text = display(key);
      if (key === "colour" && locale === "es-mx") return [`color ${text.toLowerCase()}`];
      return [locale === "en" ? text : inSentence(text)];
    });
  return { specs, suffix };
}

function productName(ctx: LeafContext, series: string, values: Map<string, RawAttributeValue>, locale: Locale): string {
  const noun = ctx.leaf.noun[locale];
  const { specs, suffix } = titleParts(ctx, values, locale);
  const tail = suffix.length ? `, ${suffix.join(", ")}` : "";
  if (locale === "en") return `${[series, ...specs, noun].join(" ")}${tail}`;
  if (locale === "fr-ca") return `${noun} ${series}${specs.length ? `, ${specs.join(", ")}` : ""}${tail}`;
  return `${[noun, series, ...specs].join(" ")}${tail}`;
}

/** "GFCI Receptacle" -> "GFCI receptacle": words lowercased in a sentence, acronyms, codes and ratings kept. */
function nounInSentence(noun: string): string {
  return noun.split(" ").map((word) => (word.length < 2 || /[A-Z]{2}|\d/.test(word) ? word : word.toLowerCase())).join(" ");
}

/**
 * A family's copy is written from the values of the products it holds (issue 18): an attribute all of them share
 * reads as that value, one that varies between them as the list of their values ("1-gang or 2-gang"), so a
 * description never states a value that no product of the family has.
 */
function familyCopy(ctx: LeafContext, series: string, members: Map<string, RawAttributeValue>[], locale: Locale, variant: number): [string, string[]] {
  const values = members[0] as Map<string, RawAttributeValue>;
  const slots: Record<string, string> = { series, noun: locale === "en" ? nounInSentence(ctx.leaf.noun.en) : ctx.leaf.noun[locale] };
  const or = new Intl.ListFormat(locale, { type: "disjunction" });
  for (const attribute of ctx.schema) {
    const texts = [...new Set(members.flatMap((member) => {
      const raw = member.get(attribute.key);
      return raw === undefined || raw === null || raw === "" ? [] : [inSentence(formatAttributeValue(attribute, raw, locale))];
    }))];
    if (texts.length > 0) slots[attribute.key] = or.format(texts);
  }
  const copy = PROFILE_COPY[ctx.group.profile];
  const intro = INTROS[locale][variant % INTROS[locale].length] ?? "";
  const spec = fill(copy.spec[locale], slots);
  const description = [fill(intro, slots), spec.charAt(0).toUpperCase() + spec.slice(1), WARRANTY[locale](Number(values.get("warrantyYears") ?? 1))].join(" ");
  const certifications = ctx.schema.find((a) => a.key === "certifications") as RawAttribute;
  const certs = values.get("certifications");
  const features = [...copy.features[locale]];
  if (certs) features.push(CERTIFIED[locale](formatAttributeValue(certifications, certs, locale)));
  return [description, features];
}

function matchesRule(ctx: LeafContext, values: Map<string, RawAttributeValue>, rule: { members: string[]; where?: [string, string | boolean] }): boolean {
  if (!rule.members.includes(ctx.group.key) && !rule.members.includes(ctx.leaf.key)) return false;
  return !rule.where || values.get(rule.where[0]) === rule.where[1];
}

function compatibilityKeys(ctx: LeafContext, values: Map<string, RawAttributeValue>): string[] {
  const keys: string[] = [];
  for (const family of COMPATIBILITY) {
    for (const node of family.nodes) {
      if (node.rules.some((rule) => matchesRule(ctx, values, rule))) keys.push(family.key, node.key);
    }
  }
  return [...new Set(keys)];
}

function cartesian(axes: [string, RawAttributeValue[]][]): Map<string, RawAttributeValue>[] {
  return axes.reduce<Map<string, RawAttributeValue>[]>(
    (combos, [key, options]) => combos.flatMap((combo) => options.map((option) => new Map(combo).set(key, option))),
    [new Map()],
  );
}

export function generateCatalog({ seed = 20261122, productTarget = 27_000 }: GenerateOptions = {}): GeneratedCatalog {
  const coreRng = createRandom(seed);
  // Lines made for one market draw from their own stream, so adding one changes no product of the core lines.
  const marketRng = createRandom(seed ^ 0x4d4b54);
  const homestyleControls = createRandom(seed ^ 0x4857);
  const rawAttributes = ATTRIBUTES.map(toRawAttribute);
  const rawByKey = new Map(rawAttributes.map((a) => [a.key, a]));
  const contexts = buildLeafContexts(rawByKey);
  const classes = Object.fromEntries(contexts.map((ctx) => [ctx.leaf.key, ctx.schema.map((a) => a.key)]));
  const families: RawFamily[] = [];
  const products: RawProduct[] = [];
  const texts = Object.fromEntries(LOCALES.map((l) => [l, { families: [], names: [] }])) as unknown as Record<Locale, RawTextFile>;
  const images = new Map<string, RawImage>();
  const usedCodes = new Set<string>();
  const usedCatalogNumbers = new Set<string>();
  const marketTops = new Set<TopDef>(MARKET_TAXONOMY);
  const perClass = productTarget / contexts.filter((ctx) => !marketTops.has(ctx.top)).length;

  for (const ctx of contexts) {
    const market = marketTops.has(ctx.top) ? (ctx.top as MarketTopDef) : undefined;
    const rng = market ? marketRng : coreRng;
    const markets = marketsOf(ctx.top, ctx.group, ctx.leaf);
    const profile = PROFILES[ctx.group.profile];
    const code = classCode(ctx.leaf.key, usedCodes);
    const classTarget = Math.round(perClass * (market?.share ?? 1) * (0.75 + rng.next() * 0.5));
    let classCount = 0;
    for (let familySeq = 101; classCount < classTarget; familySeq++) {
      const series = rng.pick(ctx.top.series);
      const drawn = assortmentFor(rng, homestyleControls, ctx.top, ctx.leaf);
      const algoliaBrands = drawn.algoliaBrands;
      const salesOrgs = keepToMarkets(drawn.salesOrgs, markets);
      const compliance = complianceFor(rng, ctx.top.hsCode, market?.plant);
      const base = new Map<string, RawAttributeValue>();
      for (const attribute of ctx.schema) {
        const def = ATTRIBUTE_BY_KEY.get(attribute.key) as AttributeDef;
        const fixed = ctx.leaf.fixed?.[attribute.key];
        base.set(attribute.key, fixed ?? pickValue(rng, def, ctx.domains.get(attribute.key) ?? def.domain));
      }
      if (!profile.variants.includes("packageQuantity")) base.set("packageQuantity", 1);
      // Drawn from the unfiltered markets (the stream stays as it was), then kept to the markets that sell the class.
      base.set("certifications", certificationsFor(rng, market ? salesOrgs : drawn.salesOrgs, market).filter((scheme) => certifiedFor(scheme, salesOrgs)));
      // The INMETRO registration number printed on the product and its packaging (Voltline Brasil's FAQ).
      if (base.has("inmetroRegistration")) base.set("inmetroRegistration", `${String(rng.int(1000, 29_999)).padStart(6, "0")}/${rng.int(2014, 2025)}`);
      base.set("rohs", compliance.rohs !== "notInScope");
      const axes = profile.variants.map((key): [string, RawAttributeValue[]] => {
        const def = ATTRIBUTE_BY_KEY.get(key) as AttributeDef;
        const domain = ctx.domains.get(key) ?? def.domain;
        const options = Array.isArray(domain) ? domain : [base.get(key) as RawAttributeValue];
        const fixed = ctx.leaf.fixed?.[key];
        return [key, fixed !== undefined ? [fixed] : rng.sample(options, rng.int(1, Math.min(key === "packageQuantity" ? 2 : 5, options.length)))];
      });
      const familyIndex = families.length;
      const familyId = `F${String(familyIndex + 1).padStart(5, "0")}`;
      const documents: RawDocument[] = [
        { id: `DOC-SS-${familyId}`, kind: "specSheet" },
        { id: `DOC-II-${familyId}`, kind: "installationInstructions" },
        // Every certification the family claims has its certificate (issue 18), cUL and ETL included.
        ...(base.get("certifications") as string[]).map((scheme): RawDocument => ({ id: `DOC-CERT-${scheme}-${familyId}`, kind: "certificate", scheme })),
      ];
      const programs = PROGRAMS.filter((program) => {
        if (program.key === "made-in-north-america") return USMCA_COUNTRIES.has(compliance.countryOfOrigin);
        if (program.key === "healthcare-solutions") return (base.get("application") as string[]).includes("healthcare") || base.get("grade") === "hospital";
        if (program.key === "builder-program") return Boolean(ctx.leaf.residential) && rng.chance(0.5);
        if (program.key === "energy-rebate") return ["LC", "LF"].includes(ctx.top.division) && rng.chance(0.4);
        return rng.chance(0.15);
      }).map((program) => program.key);
      const crossReferences = rng.sample(COMPETITORS, rng.chance(0.7) ? rng.int(1, 3) : 0).map((competitor) => ({
        competitor: competitor.name,
        partNumber: `${competitor.prefix}${rng.int(1000, 9899)}${rng.pick(["", "-W", "-I", "-GY", "X"])}`,
        match: rng.pick(["exact", "exact", "similar", "functional"] as const),
      }));
      families.push({ id: familyId, classKey: ctx.leaf.key, series, documents, programs, crossReferences, compliance });

      const releaseDate = releaseDateFor(rng);
      // A category's own range (the market lines, ADR 62) before its top category's; the pricing rules first (ADR 61).
      const band = unitPriceBand(ctx.group.profile, ctx.group.key, ctx.leaf.key, base.get("grade"), ctx.leaf.price ?? ctx.top.price);
      const basePrice = band[0] + rng.next() ** 2 * (band[1] - band[0]);
      const members: Map<string, RawAttributeValue>[] = [];
      for (const combo of cartesian(axes)) {
        const values = new Map(base);
        for (const [key, value] of combo) values.set(key, value);
        if (values.has("nemaConfiguration")) values.set("nemaConfiguration", deriveConfiguration(ctx.leaf.key, values));
        if (values.has("pinDiameter")) values.set("pinDiameter", nbrPinDiameter(values.get("amperage")));
        if (values.has("plateDimensions")) values.set("plateDimensions", NBR_PLATE_DIMENSIONS[String(values.get("boxFormat"))] ?? "");
        const colourFinish = values.has("finish") ? COLOUR_FINISH.get(String(values.get("colour"))) : undefined;
        if (colourFinish) values.set("finish", colourFinish);
        members.push(values);
        const pack = Number(values.get("packageQuantity") ?? 1);
        const usd = packPrice(unitPrice(basePrice, variantFactor(values, profile.variants), band), pack);
        let catalogNumber = [`${code}${familySeq}`, ...[...combo].map(([k, v]) => variantCode(k, v))].filter(Boolean).join("-");
        while (usedCatalogNumbers.has(catalogNumber)) catalogNumber += "X";
        usedCatalogNumbers.add(catalogNumber);
        const colour = values.get("colour");
        const imageId = `${ctx.leaf.key}--${typeof colour === "string" ? colour.toLowerCase() : "std"}`;
        if (!images.has(imageId)) images.set(imageId, { id: imageId, shape: ctx.leaf.key, group: ctx.group.key, colorHex: (typeof colour === "string" && COLOUR_HEX.get(colour)) || "#9aa0a6" });
        const index = products.length;
        products.push({
          id: String(1_000_001 + index),
          catalogNumber,
          upc: buildUpc(UPC_COMPANY_PREFIX, 10_001 + index),
          family: familyIndex,
          values: ctx.schema.map((a) => values.get(a.key) ?? null),
          releaseDate,
          algoliaBrands,
          salesOrgs,
          owningDivisions: [ctx.top.division],
          prices: [usd, Number((usd * PRICE_RATES.CAD).toFixed(2)), Number((usd * PRICE_RATES.MXN).toFixed(2)), Number((usd * PRICE_RATES.BRL).toFixed(2))],
          images: [imageId],
          compatibilityKeys: compatibilityKeys(ctx, values),
          compatibleIds: [],
        });
        for (const locale of LOCALES) texts[locale].names.push(productName(ctx, series, values, locale));
        classCount++;
      }
      for (const locale of LOCALES) texts[locale].families.push(familyCopy(ctx, series, members, locale, familyIndex));
    }
  }
  linkCompatibleProducts(products, coreRng);
  return {
    categories: buildCategories(),
    attributes: { attributes: rawAttributes, classes },
    programs: PROGRAMS,
    families,
    products,
    texts,
    images: [...images.values()],
    meta: { seed, referenceDate: CATALOG_REFERENCE_DATE, productTarget, products: products.length, families: families.length, leafClasses: contexts.length },
  };
}

/** Each product points to a few products of the other nodes of its compatibility family. */
function linkCompatibleProducts(products: RawProduct[], rng: Random): void {
  const byNode = new Map<string, RawProduct[]>();
  for (const product of products) {
    for (const key of product.compatibilityKeys) byNode.set(key, [...(byNode.get(key) ?? []), product]);
  }
  for (const family of COMPATIBILITY) {
    for (const node of family.nodes) {
      const members = byNode.get(node.key) ?? [];
      const others = family.nodes.filter((n) => n.key !== node.key).flatMap((n) => byNode.get(n.key) ?? []);
      if (others.length === 0) continue;
      for (const product of members) {
        const picks = rng.sample(others, 4).filter((other) => other.id !== product.id).map((other) => other.id);
        product.compatibleIds = [...new Set([...product.compatibleIds, ...picks])].slice(0, 8);
      }
    }
  }
}

export function writeCatalog(catalog: GeneratedCatalog, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  const write = (name: string, data: unknown) => writeFileSync(path.join(outDir, name), JSON.stringify(data));
  write(CATALOG_FILES.categories, catalog.categories);
  write(CATALOG_FILES.attributes, catalog.attributes);
  write(CATALOG_FILES.programs, catalog.programs);
  write(CATALOG_FILES.families, catalog.families);
  write(CATALOG_FILES.products, catalog.products);
  write(CATALOG_FILES.images, catalog.images);
  for (const locale of LOCALES) write(CATALOG_FILES.texts(locale), catalog.texts[locale]);
  write(CATALOG_FILES.meta, catalog.meta);
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outDir = path.resolve(argument("out") ?? "generated/catalog");
  const catalog = generateCatalog({ seed: Number(argument("seed") ?? 20261122), productTarget: Number(argument("products") ?? 27_000) });
  writeCatalog(catalog, outDir);
  const { meta } = catalog;
  console.log(`catalog: ${meta.products} products, ${meta.families} families, ${meta.leafClasses} classes -> ${outDir} in ${Date.now() - started} ms`);
}
