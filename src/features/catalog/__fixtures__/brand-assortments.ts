// Test fixture: the six brands' assortments as the content pack's brand entries carry them (content/entries/brands).
import { readFileSync } from "node:fs";
import path from "node:path";
import { assortmentOf, type Assortment } from "../assortment";

interface AuthoredBrand {
  fields: { brandDirectory: string; algoliaBrands?: string[]; salesOrgs?: string[]; owningDivisions?: string[] };
}

const entries = JSON.parse(readFileSync(path.resolve("content/entries/brands/brands.json"), "utf8")) as AuthoredBrand[];

export const BRAND_ASSORTMENTS: Record<string, Assortment> = Object.fromEntries(
  entries.flatMap(({ fields }) => {
    const assortment = assortmentOf({ algoliaBrands: fields.algoliaBrands ?? [], salesOrgs: fields.salesOrgs ?? [], owningDivisions: fields.owningDivisions ?? [] });
    return assortment ? [[fields.brandDirectory, assortment]] : [];
  }),
);

export function brandAssortment(brand: string): Assortment | undefined {
  return Object.hasOwn(BRAND_ASSORTMENTS, brand) ? BRAND_ASSORTMENTS[brand] : undefined;
}
