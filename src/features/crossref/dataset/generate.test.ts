import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Locale } from "@/config/locales";
import { normalizeNumber } from "../normalize";
import { brandFile, competitorProducts, exampleNumbers, generateCrossReference, valueKey, type CatalogueItem, type GeneratorInput } from "./generate";
import { axisCode, classCode, COMPETITORS } from "./schemes";

const COLOURS = ["WH", "IV", "LA", "GY", "BK"];
const CLASS_KEYS = { "duplex-receptacles": ["amperage", "voltage", "tamperResistant", "colour", "finish", "packageQuantity", "weight"], "single-pole-switches": ["amperage", "switchType", "colour", "material"] };

/** A small catalogue of two classes, families of 2-6 variants, sold by one or both brands. */
function catalogue(): GeneratorInput {
  const items: CatalogueItem[] = [];
  const labels = new Map<string, Record<Locale, string>>();
  let id = 1000001;
  const add = (item: Omit<CatalogueItem, "id" | "values">, values: Record<string, unknown>) => {
    const json = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
    for (const [key, value] of Object.entries(json)) labels.set(valueKey(key, value), { en: `${key} ${value}`, "fr-ca": `${key} ${value} (fr)`, "es-mx": `${key} ${value} (es)` });
    items.push({ ...item, id: String(id++), values: json });
  };
  for (let family = 0; family < 40; family++) {
    const familyId = `F${String(family + 1).padStart(5, "0")}`;
    const brands = family % 3 === 0 ? ["voltline"] : ["voltline", "homestyle"];
    const colours = COLOURS.slice(0, 1 + (family % 4));
    for (const colour of colours)
      for (const pack of family % 2 === 0 ? [1, 10] : [1])
        if (family < 30)
          add(
            { catalogNumber: `DR${100 + family}-${colour}${pack > 1 ? `-${pack}PK` : ""}`, classKey: "duplex-receptacles", group: "wiring-devices", familyId, brands },
            { amperage: family % 2 ? 15 : 20, voltage: "125", tamperResistant: family % 5 === 0, colour, finish: family % 7 === 0 ? "satin" : "glossy", packageQuantity: pack, weight: 0.1 * pack },
          );
        else
          add(
            { catalogNumber: `SP${100 + family}-${colour}`, classKey: "single-pole-switches", group: "wiring-devices", familyId, brands },
            { amperage: 15, switchType: family % 2 ? "singlePole" : "threeWay", colour, material: "nylon" },
          );
  }
  return { items, classKeys: CLASS_KEYS, labels, brands: ["voltline", "homestyle"], seed: 42 };
}

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("cross-reference generator (F4)", () => {
  it("is deterministic: the same catalogue and seed give the same files; another seed other numbers", () => {
    const first = generateCrossReference(catalogue());
    const again = generateCrossReference(catalogue());
    expect(digest(again)).toBe(digest(first));
    const other = generateCrossReference({ ...catalogue(), seed: 43 });
    expect(digest(other)).not.toBe(digest(first));
    // Item order does not matter.
    const shuffled = catalogue();
    expect(digest(generateCrossReference({ ...shuffled, items: [...shuffled.items].reverse() }))).toBe(digest(first));
  });

  it("gives every competitor number one key (no two numbers normalise alike), several competitors and realistic variants", () => {
    const products = competitorProducts(catalogue());
    expect(products.length).toBeGreaterThan(40);
    const keys = products.map((p) => normalizeNumber(p.number));
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(products.map((p) => p.competitor)).size).toBeGreaterThanOrEqual(3);
    // Colour codes and pack suffixes of the competitor's own scheme.
    expect(products.some((p) => /-(W|I|T|GY|E)(-\d+PK)?$/.test(p.number) && p.competitor === 0)).toBe(true);
    expect(products.some((p) => /\/10$/.test(p.number))).toBe(true);
    expect(products.filter((p) => p.kind === "mirror").length).toBeGreaterThan(products.length / 3);
  });

  it("maps a mirrored product the brand sells to it as an exact match, and one it does not sell to the brand's best alternative or nothing", () => {
    const input = catalogue();
    const products = competitorProducts(input);
    const voltline = brandFile("voltline", products, input);
    const homestyle = brandFile("homestyle", products, input);
    const byNumber = (file: typeof voltline) => new Map(file.entries.map((entry) => [entry[0], entry]));
    const v = byNumber(voltline);
    const h = byNumber(homestyle);
    const soldBy = new Map(input.items.map((item) => [item.id, item.brands]));
    const mirrors = products.filter((p) => p.kind === "mirror");
    for (const product of mirrors) {
      // (Families of the fixture share their values, so the anchor may tie with another family's product.)
      const [, , matches] = v.get(product.number)!;
      expect(matches[0]?.[1], product.number).toBe(0);
      expect(matches.some(([id, quality]) => id === product.anchorId && quality === 0) || matches.every(([, quality]) => quality === 0), product.number).toBe(true);
      const other = h.get(product.number)![2];
      if (soldBy.get(product.anchorId)!.includes("homestyle")) expect(other[0]?.[1]).toBe(0);
      else for (const [id] of other) expect(soldBy.get(id)).toContain("homestyle");
    }
    // A competitor product made to differ from its anchor in a detail or a rating is never an exact match of that anchor.
    const changed = products.filter((p) => p.kind === "detail" || p.kind === "rating" || p.kind === "colour");
    expect(changed.length).toBeGreaterThan(0);
    for (const product of changed) for (const [id, quality] of v.get(product.number)![2]) if (id === product.anchorId) expect(quality).toBeGreaterThanOrEqual(1);
  });

  it("stores the competitor's differing values with their labels in every locale, at most three equivalents per number", () => {
    const files = generateCrossReference(catalogue());
    const file = files.voltline!;
    expect(file.competitors.map((c) => c.name)).toEqual(COMPETITORS.map((c) => c.name));
    for (const [, , matches] of file.entries) {
      expect(matches.length).toBeLessThanOrEqual(3);
      for (const [, , diffs] of matches) for (const value of diffs) expect(file.values[value]).toBeDefined();
    }
    // The form's examples: numbers of different competitors with an exact equivalent.
    const examples = exampleNumbers(file);
    expect(examples).toHaveLength(2);
    for (const example of examples) expect(file.entries.find((entry) => entry[0] === example)?.[2][0]?.[1]).toBe(0);
    expect(new Set(examples.map((example) => file.entries.find((entry) => entry[0] === example)?.[1])).size).toBe(2);
    const labelled = file.values.find(([key]) => key === "colour");
    expect(labelled?.[1]).toMatchObject({ en: expect.stringContaining("colour"), "fr-ca": expect.stringContaining("(fr)"), "es-mx": expect.stringContaining("(es)") });
  });
});

describe("competitor numbering schemes", () => {
  const parts = { classCode: "DR", series: 482, model: 117, axes: ["20"], tamperResistant: true, weatherResistant: false, hospitalGrade: false, colour: "LA", packageQuantity: 10 };
  it("writes each competitor's own format", () => {
    expect(COMPETITORS.map((c) => c.format(parts))).toEqual(["AWT0117-20-T-10PK", "NB-DR117-20TR-LA/10", "K482.117-20TR.2.C10", "PW0011720TAX10", "RCDR-117-20-TR-AL-10PK"]);
    expect(COMPETITORS[0]!.format({ ...parts, axes: [], tamperResistant: false, packageQuantity: 1, colour: undefined })).toBe("AW0117");
  });

  it("codes classes and attribute values briefly", () => {
    expect(classCode("high-bay-sensors")).toBe("HBS");
    expect(axisCode("amperage", 20)).toBe("20");
    expect(axisCode("cct", 2700)).toBe("27");
    expect(axisCode("tradeSize", "1/2")).toBe("12");
    expect(axisCode("gangs", "2")).toBe("2G");
    expect(axisCode("switchType", "singlePole")).toBe("SP");
  });
});
