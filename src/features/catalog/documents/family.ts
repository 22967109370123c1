// What a product family's documents say about it, derived from its products: the family name, each variant's part of
// its name, the specifications they share or vary on, certifications, ratings and the first release.
import type { Product } from "../model";

const NAME_PART = ", ";

/** The leading name parts every product shares ("Prise double ProLine, qualité commerciale, 20 A"). */
export function familyName(names: readonly string[]): string {
  const [first, ...rest] = names.map((name) => name.split(NAME_PART));
  if (!first) return "";
  let shared = first.length;
  for (const parts of rest) {
    let i = 0;
    while (i < shared && parts[i] === first[i]) i++;
    shared = i;
  }
  return first.slice(0, Math.max(shared, 1)).join(NAME_PART);
}

/** What tells a product apart within its family ("ivoire, paquet de 25"); the whole name when nothing does. */
export function variantLabel(name: string, family: string): string {
  return name.startsWith(`${family}${NAME_PART}`) ? name.slice(family.length + NAME_PART.length) : name;
}

export interface FamilySpecification {
  key: string;
  name: string;
  /** The distinct display values across the family, in order of appearance. */
  value: string;
}

/** Certifications have their own section of the documents. */
const OWN_SECTION = new Set(["certifications"]);

/** One row per attribute of the family: shared values once, varying values listed. */
export function familySpecifications(products: readonly Pick<Product, "attributes">[]): FamilySpecification[] {
  const rows = new Map<string, { name: string; values: string[] }>();
  for (const product of products) {
    for (const attribute of product.attributes) {
      if (OWN_SECTION.has(attribute.key)) continue;
      const row = rows.get(attribute.key) ?? { name: attribute.name, values: [] };
      if (!row.values.includes(attribute.value)) row.values.push(attribute.value);
      rows.set(attribute.key, row);
    }
  }
  return [...rows].map(([key, row]) => ({ key, name: row.name, value: row.values.join("; ") }));
}

/** Electrical and size ratings an installer checks the circuit against, in this order when the class has them. */
export const RATING_KEYS: readonly string[] = [
  "voltage", "amperage", "wattage", "horsepower", "chargingPower", "maxLedLoad", "maxIncandescentLoad", "wireGauge", "wireRange", "tradeSize",
];

export function familyRatings(products: readonly Pick<Product, "attributes">[]): FamilySpecification[] {
  return familySpecifications(products)
    .filter((row) => RATING_KEYS.includes(row.key))
    .sort((a, b) => RATING_KEYS.indexOf(a.key) - RATING_KEYS.indexOf(b.key));
}

/** Every certification scheme any product of the family holds, in order of appearance. */
export function familyCertifications(products: readonly Pick<Product, "certifications">[]): string[] {
  return [...new Set(products.flatMap((product) => product.certifications))];
}

/** The earliest release date of the family (ISO yyyy-mm-dd), or undefined without a valid date. */
export function firstRelease(products: readonly Pick<Product, "releaseDate">[]): string | undefined {
  const dates = products.map((product) => product.releaseDate).filter((date) => !Number.isNaN(Date.parse(date)));
  return dates.sort()[0];
}
