// Invariants of the generated catalogue (P5, P9; issue 18 "Catalogue data that contradicts itself"): what a buyer or an
// engineer reads on a product page must agree with itself. Run over the whole catalogue by invariants.test.ts (in
// `npm test`), and over any generated folder by the CLI:
//   node --import ./scripts/outside-next-preload.mjs scripts/catalog/invariants.ts [--dir generated/catalog]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALES, type Locale } from "../../src/config/locales";
import { BRAND_ASSORTMENTS } from "../../src/features/catalog/__fixtures__/brand-assortments";
import { inAssortment, type Assortment } from "../../src/features/catalog/assortment";
import { formatAttributeValue } from "../../src/features/catalog/attribute-display";
import {
  CATALOG_FILES, type RawAttribute, type RawAttributeFile, type RawAttributeValue, type RawCategoryFile, type RawFamily, type RawProduct,
  type RawTextFile,
} from "../../src/features/catalog/server/catalog-files";
import { COLOUR_FINISH, PROFILES } from "./attributes";
import { PACK_DISCOUNT_BAND, unitPriceBand } from "./pricing";
import { USMCA_COUNTRIES, TAA_COUNTRIES } from "./reference";
import { TAXONOMY } from "./taxonomy";

/** What the invariants read: the files the generator writes (or its result in memory). */
export interface CatalogData {
  categories: RawCategoryFile;
  attributes: RawAttributeFile;
  families: RawFamily[];
  products: RawProduct[];
  texts: Record<Locale, RawTextFile>;
}

export type InvariantRule =
  | "nameAgreesWithAttributes"
  | "descriptionAgreesWithAttributes"
  | "colourAgreesWithFinish"
  | "unitPriceInBand"
  | "packPriceFollowsUnitPrice"
  | "certificateForEveryCertification"
  | "complianceFactsAgree"
  | "reachableFromBrandTree";

export interface Violation {
  rule: InvariantRule;
  /** Product id, family id or brand. */
  subject: string;
  detail: string;
}

export const INVARIANT_RULES: InvariantRule[] = [
  "nameAgreesWithAttributes", "descriptionAgreesWithAttributes", "colourAgreesWithFinish", "unitPriceInBand",
  "packPriceFollowsUnitPrice", "certificateForEveryCertification", "complianceFactsAgree", "reachableFromBrandTree",
];

const PACK_WORD: Record<Locale, (n: number) => string> = { en: (n) => `${n}-Pack`, "fr-ca": (n) => `paquet de ${n}`, "es-mx": (n) => `paquete de ${n}` };

interface ClassInfo {
  profile: keyof typeof PROFILES;
  groupKey: string;
  noun: Record<Locale, string>;
  /** The range the generator prices a class in when the pricing rules have none: its own (market lines), else its top's. */
  topPrice: readonly [number, number];
}

function classInfo(): Map<string, ClassInfo> {
  const map = new Map<string, ClassInfo>();
  for (const top of TAXONOMY) for (const group of top.groups) for (const leaf of group.leaves) map.set(leaf.key, { profile: group.profile, groupKey: group.key, noun: leaf.noun, topPrice: leaf.price ?? top.price });
  return map;
}

const lower = (s: string) => s.toLocaleLowerCase("en");
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `needle` as a whole phrase of `text` (not inside a longer word or number). */
const phrases = new Map<string, RegExp>();
const hasPhrase = (text: string, needle: string) => {
  let pattern = phrases.get(needle);
  if (!pattern) phrases.set(needle, (pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(lower(needle))}(?![\\p{L}\\p{N}])`, "u")));
  return pattern.test(lower(text));
};

/**
 * Labels a description may hold for another reason than the attribute: a hardwired exit sign's description names its
 * backup battery ("nickel-cadmium battery"), which is not the power source "Battery".
 */
const NOT_A_CLAIM: Record<string, string[]> = { powerSource: ["battery"] };

export interface CheckOptions {
  /** Check only these products (and their families); every product by default. */
  products?: ReadonlySet<number>;
}

/** The checks; each returns its violations (empty when the catalogue keeps the rule). */
export function checkCatalog(catalog: CatalogData, brands: Record<string, Assortment> = {}, options: CheckOptions = {}): Violation[] {
  const out: Violation[] = [];
  const classes = classInfo();
  const attributeByKey = new Map(catalog.attributes.attributes.map((a) => [a.key, a]));
  const valuesOf = (product: RawProduct, classKey: string) => {
    const keys = catalog.attributes.classes[classKey] ?? [];
    return new Map(keys.map((key, i) => [key, product.values[i] ?? null] as [string, RawAttributeValue | null]));
  };
  const display = (key: string, raw: RawAttributeValue, locale: Locale) => formatAttributeValue(attributeByKey.get(key) as RawAttribute, raw, locale);
  const membersByFamily = new Map<number, { product: RawProduct; values: Map<string, RawAttributeValue | null> }[]>();

  catalog.products.forEach((product, index) => {
    if (options.products && !options.products.has(index)) return;
    const family = catalog.families[product.family];
    const info = family && classes.get(family.classKey);
    if (!family || !info) {
      out.push({ rule: "reachableFromBrandTree", subject: product.id, detail: `no family or class (${family?.classKey})` });
      return;
    }
    const values = valuesOf(product, family.classKey);
    const list = membersByFamily.get(product.family) ?? [];
    if (list.length === 0) membersByFamily.set(product.family, list);
    list.push({ product, values });
    const profile = PROFILES[info.profile];

    // Names state the product's own values: its class noun, series, title specs and variant values.
    for (const locale of LOCALES) {
      const name = catalog.texts[locale].names[index] ?? "";
      const missing: string[] = [];
      if (!hasPhrase(name, info.noun[locale])) missing.push(info.noun[locale]);
      if (!name.includes(family.series)) missing.push(family.series);
      for (const key of new Set([...profile.title, ...profile.variants])) {
        const raw = values.get(key);
        if (raw === undefined || raw === null || raw === "") continue;
        if (key === "packageQuantity") {
          const n = Number(raw);
          const word = PACK_WORD[locale](n);
          if (n > 1 ? !hasPhrase(name, word) : /pack|paquet/i.test(name)) missing.push(n > 1 ? word : "no pack");
          continue;
        }
        const text = display(key, raw, locale);
        if (!lower(name).includes(lower(text))) missing.push(text);
      }
      if (missing.length) out.push({ rule: "nameAgreesWithAttributes", subject: product.id, detail: `${locale} "${name}" lacks ${missing.join(" | ")}` });
    }

    // A colour that names a finish ("Brushed Nickel") and the finish attribute agree.
    const colour = values.get("colour");
    const finish = values.get("finish");
    const named = typeof colour === "string" ? COLOUR_FINISH.get(colour) : undefined;
    if (named && finish !== undefined && finish !== null && finish !== named) {
      out.push({ rule: "colourAgreesWithFinish", subject: product.id, detail: `colour ${colour} but finish ${finish}` });
    }

    // Unit prices lie within the class's band for the grade; a pack's per-unit price within the discount band of it.
    const pack = Number(values.get("packageQuantity") ?? 1) || 1;
    const usd = product.prices[0] ?? 0;
    const [low, high] = unitPriceBand(info.profile, info.groupKey, family.classKey, values.get("grade") ?? undefined, info.topPrice);
    const perUnit = usd / pack;
    if (perUnit < low * (1 - PACK_DISCOUNT_BAND.max) - 0.01 || perUnit > high + 0.01) {
      out.push({ rule: "unitPriceInBand", subject: product.id, detail: `${pack} × at $${perUnit.toFixed(2)} a unit, band $${low.toFixed(2)}-$${high.toFixed(2)} (${family.classKey}, ${values.get("grade") ?? "no grade"})` });
    }

    // Every certification claimed has its certificate document.
    const certifications = values.get("certifications");
    for (const scheme of Array.isArray(certifications) ? certifications : []) {
      if (!family.documents.some((doc) => doc.kind === "certificate" && doc.scheme === scheme)) {
        out.push({ rule: "certificateForEveryCertification", subject: product.id, detail: `${scheme} claimed, no certificate in ${family.id}` });
      }
    }

    // The RoHS attribute of the specification and the compliance facts the letters state agree.
    const rohs = values.get("rohs");
    if (typeof rohs === "boolean" && rohs !== (family.compliance.rohs !== "notInScope")) {
      out.push({ rule: "complianceFactsAgree", subject: product.id, detail: `RoHS attribute ${rohs}, facts ${family.compliance.rohs}` });
    }
  });

  for (const [familyIndex, members] of membersByFamily) {
    const family = catalog.families[familyIndex] as RawFamily;
    const keys = catalog.attributes.classes[family.classKey] ?? [];

    // The family's description states no value that none of its products has (enumerated attributes, every locale).
    for (const locale of LOCALES) {
      const description = catalog.texts[locale].families[familyIndex]?.[0] ?? "";
      const noun = classes.get(family.classKey)?.noun[locale] ?? "";
      const wrong: string[] = [];
      const enums = keys.flatMap((key) => {
        const attribute = attributeByKey.get(key);
        if (!attribute || (attribute.type !== "enum" && attribute.type !== "multi") || !attribute.values) return [];
        const held = new Set(members.flatMap((m) => [m.values.get(key)].flat().map(String)));
        return [{ key, attribute, values: attribute.values, held }];
      });
      // What the description says of the values the family has (and its noun) cannot count as another value.
      const heldLabels = enums.flatMap(({ values, held }) => values.filter((v) => held.has(v.code)).map((v) => v.label[locale]));
      let rest = description;
      for (const text of [...heldLabels, noun].sort((a, b) => b.length - a.length)) rest = rest.replace(new RegExp(escape(text), "giu"), " ");
      for (const { key, attribute, values, held } of enums) {
        if (attribute.type !== "enum") continue;
        for (const value of values) {
          if (held.has(value.code) || NOT_A_CLAIM[key]?.includes(value.code)) continue;
          const label = value.label[locale];
          if (label.length >= 4 && hasPhrase(rest, label)) wrong.push(`${key}=${label}`);
        }
      }
      // Numbers with a unit (en): "20 A" only where a product of the family is rated 20 A.
      if (locale === "en") {
        for (const key of ["amperage", "gangs", "tradeSize", "cableLength", "length", "cct", "wattage"]) {
          const attribute = attributeByKey.get(key);
          if (!attribute || !keys.includes(key) || attribute.type !== "number" || !attribute.unit) continue;
          const unit = attribute.unit.en;
          const held = new Set(members.map((m) => display(key, m.values.get(key) as RawAttributeValue, "en")));
          for (const match of description.matchAll(new RegExp(`(?<![\\w./-])\\d[\\d,.]*\\s${escape(unit)}(?![\\w])`, "g"))) {
            if (!held.has(match[0])) wrong.push(`${key}=${match[0]}`);
          }
        }
      }
      if (wrong.length) out.push({ rule: "descriptionAgreesWithAttributes", subject: family.id, detail: `${locale}: states ${[...new Set(wrong)].join(", ")}` });
    }

    // Packs of one variant follow its unit price: per-unit price within the discount band of the dearest, larger packs
    // never dearer per unit.
    const variants = new Map<string, { pack: number; perUnit: number; id: string }[]>();
    for (const { product, values } of members) {
      const key = [...values].filter(([k]) => k !== "packageQuantity").map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(";");
      const pack = Number(values.get("packageQuantity") ?? 1) || 1;
      const list = variants.get(key) ?? [];
      if (list.length === 0) variants.set(key, list);
      list.push({ pack, perUnit: (product.prices[0] ?? 0) / pack, id: product.id });
    }
    for (const list of variants.values()) {
      if (list.length < 2) continue;
      list.sort((a, b) => a.pack - b.pack);
      const unit = list[0]!.perUnit;
      for (const item of list.slice(1)) {
        const discount = 1 - item.perUnit / unit;
        if (discount < PACK_DISCOUNT_BAND.min - 0.01 || discount > PACK_DISCOUNT_BAND.max + 0.01) {
          out.push({ rule: "packPriceFollowsUnitPrice", subject: item.id, detail: `${item.pack}-pack at $${item.perUnit.toFixed(2)} a unit against $${unit.toFixed(2)} for ${list[0]!.pack} (discount ${(discount * 100).toFixed(1)}%)` });
        }
      }
    }

    // The compliance facts the letters state are consistent with each other.
    const c = family.compliance;
    const problems: string[] = [];
    if (c.plant.country !== c.countryOfOrigin) problems.push(`plant in ${c.plant.country}, origin ${c.countryOfOrigin}`);
    if (c.buyAmerican !== (c.countryOfOrigin === "US")) problems.push(`Buy American ${c.buyAmerican} for ${c.countryOfOrigin}`);
    if (c.baba && c.countryOfOrigin !== "US") problems.push(`BABA for ${c.countryOfOrigin}`);
    if (c.taa !== TAA_COUNTRIES.has(c.countryOfOrigin)) problems.push(`TAA ${c.taa} for ${c.countryOfOrigin}`);
    if (c.usmca.qualifies !== USMCA_COUNTRIES.has(c.countryOfOrigin) || c.usmca.qualifies !== (c.usmca.originCriterion !== null)) problems.push(`USMCA ${c.usmca.qualifies}/${c.usmca.originCriterion} for ${c.countryOfOrigin}`);
    if (c.prop65.warningRequired !== c.prop65.chemicals.length > 0) problems.push("Prop 65 warning without chemicals (or the reverse)");
    if (c.reach.svhcAboveThreshold !== c.reach.substances.length > 0) problems.push("REACH SVHC without substances (or the reverse)");
    if (problems.length) out.push({ rule: "complianceFactsAgree", subject: family.id, detail: problems.join("; ") });
  }

  // Every product a brand sells is reachable from the brand's category tree: its class is a leaf under a top category
  // of the tree, through categories that hold the brand's products (the tree the site's menus and landings show).
  for (const [brand, assortment] of Object.entries(brands)) {
    const byKey = new Map(catalog.categories.productCategories.map((c) => [c.key, c]));
    const holds = new Set<string>();
    for (const product of catalog.products) {
      if (!inAssortment(product, assortment)) continue;
      let key: string | undefined = catalog.families[product.family]?.classKey;
      while (key) {
        holds.add(key);
        key = byKey.get(key)?.parentKey;
      }
    }
    const reachable = new Set<string>();
    const walk = (key: string) => {
      if (reachable.has(key) || !holds.has(key)) return;
      reachable.add(key);
      for (const child of byKey.get(key)?.children ?? []) walk(child);
    };
    for (const category of catalog.categories.productCategories) if (category.level === 0) walk(category.key);
    const unreachable = new Set<string>();
    for (const product of catalog.products) {
      if (!inAssortment(product, assortment)) continue;
      const classKey = catalog.families[product.family]?.classKey ?? "";
      if (!reachable.has(classKey) || byKey.get(classKey)?.children.length) unreachable.add(classKey);
    }
    for (const classKey of unreachable) out.push({ rule: "reachableFromBrandTree", subject: brand, detail: `class ${classKey} is not a leaf of the brand's tree` });
  }
  return out;
}

/** Violations counted per rule, with the first few of each as examples. */
export function summarize(violations: Violation[], examples = 3): Record<InvariantRule, { count: number; examples: string[] }> {
  const summary = Object.fromEntries(INVARIANT_RULES.map((rule) => [rule, { count: 0, examples: [] as string[] }])) as Record<InvariantRule, { count: number; examples: string[] }>;
  for (const v of violations) {
    const entry = summary[v.rule];
    entry.count++;
    if (entry.examples.length < examples) entry.examples.push(`${v.subject}: ${v.detail}`);
  }
  return summary;
}

/** The catalogue files of a generated folder. */
export function readCatalogDir(dir: string): CatalogData {
  const read = <T>(name: string) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T;
  return {
    categories: read(CATALOG_FILES.categories),
    attributes: read(CATALOG_FILES.attributes),
    families: read(CATALOG_FILES.families),
    products: read(CATALOG_FILES.products),
    texts: Object.fromEntries(LOCALES.map((locale) => [locale, read<RawTextFile>(CATALOG_FILES.texts(locale))])) as Record<Locale, RawTextFile>,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf("--dir");
  const dir = path.resolve(index >= 0 ? (process.argv[index + 1] ?? "") : "generated/catalog");
  const started = Date.now();
  const catalog = readCatalogDir(dir);
  const read = Date.now();
  const violations = checkCatalog(catalog, BRAND_ASSORTMENTS);
  console.log(JSON.stringify(summarize(violations), null, 2));
  console.log(`${violations.length} violations in ${dir}: ${catalog.products.length} products read in ${read - started} ms, checked in ${Date.now() - read} ms`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
