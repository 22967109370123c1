// The generated cross-reference data (F4, issue 16): competitors' products made from the catalogue and each brand's
// equivalents of them, with the match quality and the attributes that differ. Deterministic: the same catalogue and
// seed give the same files. Pure; `scripts/crossref/generate.ts` reads the catalogue through its port and writes one
// file per brand to generated/crossref/ at `npm run prepare-data`.
//
// How a competitor's product is made: each competitor makes some of the top-level product categories; of those, it has
// a family matching about half of our families. Its family mirrors ours variant for variant (most often), or differs
// from ours in one detail for the whole family (another finish, material, listing...: a close match at best), or in one
// rating or feature (a functional match at best); sometimes it also comes in a colour our family lacks. Its numbers
// follow its own scheme (./schemes.ts). Each brand's equivalents are then found among the products that brand sells in
// the same class, by comparing attribute values (../quality.ts): so a product the brand does not sell is replaced by
// its best alternative there, or by nothing.
import type { Locale } from "@/config/locales";
import type { CrossRefFile } from "../model";
import { MAX_EQUIVALENTS } from "../model";
import { normalizeNumber } from "../normalize";
import { compareMatches, compareSpecs, IGNORED_ATTRIBUTES, MINOR_ATTRIBUTES, PACKAGING_ATTRIBUTES, qualityIndex, type Comparison, type Spec } from "../quality";
import { axisCode, classCode, COMPETITORS, type CompetitorScheme, type NumberParts } from "./schemes";

export const DEFAULT_SEED = 20261127;
export const FILE_VERSION = 1;
/** Share of our families in a category it makes that a competitor has a family for. */
export const COVERAGE = 0.55;

/** A catalogue product as the generator reads it. */
export interface CatalogueItem {
  id: string;
  catalogNumber: string;
  /** Leaf class (category) key. */
  classKey: string;
  /** Top-level product category key. */
  group: string;
  familyId: string;
  /** Stated attribute values by key, each as the JSON of its raw value. */
  values: Record<string, string>;
  /** Brand directories that sell it. */
  brands: string[];
}

export interface GeneratorInput {
  items: readonly CatalogueItem[];
  /** Attribute keys of each class, in display order. */
  classKeys: Readonly<Record<string, readonly string[]>>;
  /** The display label of an attribute value in each locale, by `valueKey(key, json)`. */
  labels: ReadonlyMap<string, Record<Locale, string>>;
  brands: readonly string[];
  seed?: number;
  competitors?: readonly CompetitorScheme[];
}

export interface CompetitorProduct {
  number: string;
  competitor: number;
  classKey: string;
  spec: Map<string, string>;
  /** The product it was made from, for tests and the bench. */
  anchorId: string;
  kind: "mirror" | "detail" | "rating" | "colour";
}

export const valueKey = (key: string, json: string) => `${key}\u0000${json}`;

/** mulberry32: a small seeded PRNG; the same seed gives the same sequence on every platform. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a text: one stream of random numbers per competitor, whatever the others draw. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const FEATURE_KEYS = new Set(["tamperResistant", "weatherResistant", "colour", "packageQuantity"]);

interface Family {
  id: string;
  classKey: string;
  group: string;
  items: CatalogueItem[];
  /** Keys whose values differ between the family's products, in the class's order. */
  varying: string[];
}

function familiesOf(items: readonly CatalogueItem[], classKeys: GeneratorInput["classKeys"]): Family[] {
  const byId = new Map<string, Family>();
  for (const item of [...items].sort((a, b) => byText(a.id, b.id))) {
    let family = byId.get(item.familyId);
    if (!family) byId.set(item.familyId, (family = { id: item.familyId, classKey: item.classKey, group: item.group, items: [], varying: [] }));
    family.items.push(item);
  }
  const families = [...byId.values()].sort((a, b) => byText(a.id, b.id));
  for (const family of families) {
    family.varying = (classKeys[family.classKey] ?? []).filter((key) => new Set(family.items.map((item) => item.values[key])).size > 1);
  }
  return families;
}

/** Every value each attribute takes in a class, sorted: what a competitor's different detail or rating is drawn from. */
function classDomains(items: readonly CatalogueItem[]): Map<string, Map<string, string[]>> {
  const domains = new Map<string, Map<string, Set<string>>>();
  for (const item of items) {
    let byKey = domains.get(item.classKey);
    if (!byKey) domains.set(item.classKey, (byKey = new Map()));
    for (const [key, json] of Object.entries(item.values)) {
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(json);
    }
  }
  return new Map([...domains].map(([classKey, byKey]) => [classKey, new Map([...byKey].map(([key, set]) => [key, [...set].sort(byText)]))]));
}

const parse = (json: string | undefined): unknown => (json === undefined ? undefined : (JSON.parse(json) as unknown));

function numberParts(spec: Spec, family: Family, model: number, series: number): NumberParts {
  const axes = family.varying.filter((key) => !FEATURE_KEYS.has(key) && key !== "grade" && !IGNORED_ATTRIBUTES.has(key)).map((key) => axisCode(key, parse(spec.get(key))));
  const grade = parse(spec.get("grade"));
  const colour = parse(spec.get("colour"));
  const pack = parse(spec.get("packageQuantity"));
  return {
    classCode: classCode(family.classKey),
    series,
    model,
    axes: family.varying.includes("grade") ? [...axes, axisCode("grade", grade)] : axes,
    tamperResistant: parse(spec.get("tamperResistant")) === true,
    weatherResistant: parse(spec.get("weatherResistant")) === true,
    hospitalGrade: grade === "hospital" && !family.varying.includes("grade"),
    ...(typeof colour === "string" ? { colour } : {}),
    packageQuantity: typeof pack === "number" && pack > 1 ? pack : 1,
  };
}

/** A model number of `digits` digits the competitor has not used in this scope yet. */
function freshModel(random: () => number, digits: number, used: Set<string>, scope: string): number {
  const low = digits === 3 ? 100 : digits === 4 ? 1000 : 10000;
  const span = low * 9 - 100;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const model = low + Math.floor(random() * span);
    if (!used.has(`${scope}:${model}`)) {
      used.add(`${scope}:${model}`);
      return model;
    }
  }
  throw new Error(`crossref: no model number left in ${scope}`);
}

/** The competitors' products made from the catalogue, in competitor then family order, numbers unique by their key. */
export function competitorProducts(input: GeneratorInput): CompetitorProduct[] {
  const seed = input.seed ?? DEFAULT_SEED;
  const competitors = input.competitors ?? COMPETITORS;
  const families = familiesOf(input.items, input.classKeys);
  const domains = classDomains(input.items);
  const products: CompetitorProduct[] = [];
  const keys = new Set<string>();
  const add = (product: Omit<CompetitorProduct, "number">, number: string) => {
    let candidate = number;
    for (let n = 2; keys.has(normalizeNumber(candidate)); n++) candidate = `${number}-${String.fromCharCode(64 + Math.min(26, n))}${n > 26 ? n : ""}`;
    keys.add(normalizeNumber(candidate));
    products.push({ ...product, number: candidate });
  };

  competitors.forEach((scheme, competitor) => {
    const random = seededRandom(seed ^ hash(scheme.id));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const used = new Set<string>();
    const seriesOf = new Map<string, number>();
    for (const family of families) {
      if (!scheme.groups.includes(family.group)) continue;
      if (random() >= COVERAGE) continue;
      const domain = domains.get(family.classKey) ?? new Map<string, string[]>();
      const classKeys = input.classKeys[family.classKey] ?? [];
      const roll = random();
      let kind: CompetitorProduct["kind"] = roll < 0.6 ? "mirror" : roll < 0.85 ? "detail" : "rating";
      // The detail or rating that differs: one the whole family shares, that the class has other values of.
      let change: [string, string] | undefined;
      if (kind !== "mirror") {
        const first = family.items[0]!;
        const options = classKeys.filter((key) => {
          if (family.varying.includes(key) || IGNORED_ATTRIBUTES.has(key) || PACKAGING_ATTRIBUTES.has(key) || first.values[key] === undefined) return false;
          if (MINOR_ATTRIBUTES.has(key) !== (kind === "detail")) return false;
          return (domain.get(key)?.length ?? 0) > 1;
        });
        if (options.length === 0) kind = "mirror";
        else {
          const key = pick(options);
          change = [key, pick((domain.get(key) ?? []).filter((json) => json !== first.values[key]))];
        }
      }
      const scope = scheme.id === "northbridge" || scheme.id === "ridgeway" ? classCode(family.classKey) : scheme.id === "kestrel" ? family.classKey : "";
      if (scheme.id === "kestrel" && !seriesOf.has(family.classKey)) seriesOf.set(family.classKey, freshModel(random, 3, used, "series"));
      const model = freshModel(random, scheme.modelDigits, used, scope);
      const series = seriesOf.get(family.classKey) ?? 0;
      const specs: Map<string, string>[] = [];
      for (const item of family.items) {
        const spec = new Map(Object.entries(item.values));
        if (change) spec.set(change[0], change[1]);
        specs.push(spec);
        add({ competitor, classKey: family.classKey, spec, anchorId: item.id, kind }, scheme.format(numberParts(spec, family, model, series)));
      }
      // Sometimes a colour our family does not come in.
      const colours = domain.get("colour") ?? [];
      if (family.items[0]!.values.colour !== undefined && random() < 0.3) {
        const ours = new Set(family.items.map((item) => item.values.colour));
        const others = colours.filter((json) => !ours.has(json));
        if (others.length > 0) {
          const spec = new Map(specs[0]!);
          spec.set("colour", pick(others));
          add({ competitor, classKey: family.classKey, spec, anchorId: family.items[0]!.id, kind: "colour" }, scheme.format(numberParts(spec, family, model, series)));
        }
      }
    }
  });
  return products;
}

/** One brand's file: every competitor number, with that brand's best equivalents (at most MAX_EQUIVALENTS). */
export function brandFile(brand: string, products: readonly CompetitorProduct[], input: GeneratorInput): CrossRefFile {
  const competitors = input.competitors ?? COMPETITORS;
  const byClass = new Map<string, { item: CatalogueItem; spec: Map<string, string> }[]>();
  for (const item of [...input.items].sort((a, b) => byText(a.id, b.id))) {
    if (!item.brands.includes(brand)) continue;
    let list = byClass.get(item.classKey);
    if (!list) byClass.set(item.classKey, (list = []));
    list.push({ item, spec: new Map(Object.entries(item.values)) });
  }
  const values: CrossRefFile["values"] = [];
  const valueIndex = new Map<string, number>();
  const intern = (key: string, json: string | undefined): number => {
    const id = valueKey(key, json ?? "");
    let index = valueIndex.get(id);
    if (index === undefined) {
      index = values.length;
      valueIndex.set(id, index);
      values.push([key, json === undefined ? null : (input.labels.get(id) ?? null)]);
    }
    return index;
  };
  const entries: CrossRefFile["entries"] = [];
  for (const product of [...products].sort((a, b) => byText(normalizeNumber(a.number), normalizeNumber(b.number)))) {
    const keys = input.classKeys[product.classKey] ?? [];
    const matches: (Comparison & { catalogNumber: string; id: string })[] = [];
    for (const candidate of byClass.get(product.classKey) ?? []) {
      const comparison = compareSpecs(product.spec, candidate.spec, keys);
      if (comparison) matches.push({ ...comparison, catalogNumber: candidate.item.catalogNumber, id: candidate.item.id });
    }
    matches.sort(compareMatches);
    entries.push([
      product.number,
      product.competitor,
      matches.slice(0, MAX_EQUIVALENTS).map((match) => [match.id, qualityIndex(match.quality), match.differences.map((key) => intern(key, product.spec.get(key)))]),
    ]);
  }
  return { version: FILE_VERSION, brand, seed: input.seed ?? DEFAULT_SEED, competitors: competitors.map(({ id, name }) => ({ id, name })), values, entries };
}

/** Every brand's file. */
export function generateCrossReference(input: GeneratorInput): Record<string, CrossRefFile> {
  const products = competitorProducts(input);
  return Object.fromEntries(input.brands.map((brand) => [brand, brandFile(brand, products, input)]));
}

/** Numbers the form shows as examples: for the first competitors, the first number with an exact equivalent in the brand. */
export function exampleNumbers(file: CrossRefFile, count = 2): string[] {
  const byCompetitor = new Map<number, string>();
  for (const [number, competitor, matches] of file.entries) {
    if (!byCompetitor.has(competitor) && matches[0]?.[1] === 0) byCompetitor.set(competitor, number);
    if (byCompetitor.size === file.competitors.length) break;
  }
  return [...byCompetitor.entries()].sort((a, b) => a[0] - b[0]).slice(0, count).map(([, number]) => number);
}
