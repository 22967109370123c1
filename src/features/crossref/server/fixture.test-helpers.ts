// A small hand-written cross-reference file and catalogue for the server tests (F4).
import type { Locale } from "@/config/locales";
import type { Product } from "@/features/catalog";
import type { CrossRefFile } from "../model";
import type { AnswerDeps } from "./answer";
import { createCrossRefIndex } from "./search";

const label = (en: string, fr: string, es: string): Record<Locale, string> => ({ en, "fr-ca": fr, "es-mx": es });

export const FILE: CrossRefFile = {
  version: 1,
  brand: "voltline",
  seed: 1,
  competitors: [
    { id: "arcwell", name: "Arcwell Electric" },
    { id: "northbridge", name: "Northbridge Devices" },
  ],
  values: [
    ["colour", label("Light Almond", "Amande clair", "Almendra claro")],
    ["amperage", label("15 A", "15 A", "15 A")],
    ["usbPorts", null],
  ],
  entries: [
    ["AWT5362-I", 0, [["1000001", 0, []], ["1000002", 1, [0]]]],
    ["AWT5362-T", 0, [["1000002", 1, [0]]]],
    ["AWT5362-W-10PK", 0, [["1000001", 0, []]]],
    ["NB-DR215-20TR-LA/10", 1, [["1000002", 2, [1, 2]]]],
    ["NB-WP115-WH", 1, []],
    ["K482.117.1", 1, [["9999999", 0, []]]],
  ],
};

export function product(id: string, name: string, catalogNumber: string, attributes: { key: string; name: string; value: string }[]): Product {
  return {
    id,
    name,
    catalogNumber,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    gallery: [{ id: "img", view: "front", url: `/products-media/${id}-front.png`, alt: `${name}, front view`, width: 800, height: 800 }],
    attributes: attributes.map((a) => ({ ...a, code: "EF0", raw: a.value })),
  } as unknown as Product;
}

export const PRODUCTS: Record<Locale, Product[]> = {
  en: [
    product("1000001", "Duplex Receptacle 20A, Ivory", "DR101-IV", [{ key: "colour", name: "Colour", value: "Ivory" }]),
    product("1000002", "Duplex Receptacle 20A, White", "DR101-WH", [
      { key: "colour", name: "Colour", value: "White" },
      { key: "amperage", name: "Amperage", value: "20 A" },
    ]),
  ],
  "fr-ca": [
    product("1000001", "Prise double 20 A, ivoire", "DR101-IV", [{ key: "colour", name: "Couleur", value: "Ivoire" }]),
    product("1000002", "Prise double 20 A, blanche", "DR101-WH", [
      { key: "colour", name: "Couleur", value: "Blanc" },
      { key: "amperage", name: "Intensité nominale", value: "20 A" },
    ]),
  ],
  "es-mx": [],
};

export function fakeDeps(overrides: Partial<AnswerDeps> = {}): AnswerDeps & { productCalls: string[][] } {
  const productCalls: string[][] = [];
  const index = createCrossRefIndex(FILE);
  return {
    productCalls,
    index: async (brand) => (brand === "voltline" ? index : undefined),
    products: async (_brand, ids, locale) => {
      productCalls.push(ids);
      return PRODUCTS[locale].filter((p) => ids.includes(p.id));
    },
    attributeLabels: async (locale) => new Map([["usbPorts", locale === "fr-ca" ? "Ports USB" : "USB ports"]]),
    ...overrides,
  };
}
