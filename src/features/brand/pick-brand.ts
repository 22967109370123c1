// Brand look-up rule of spec §3 (B1): by brandDirectory or brandCode, else the default brand.
import type { Brand } from "./model";

export function findBrand(brands: Brand[], directoryOrCode: string): Brand | undefined {
  const wanted = directoryOrCode.trim().toLowerCase();
  if (!wanted) return undefined;
  return brands.find((b) => b.brandDirectory.toLowerCase() === wanted) ?? brands.find((b) => b.brandCode.toLowerCase() === wanted);
}

export function defaultBrand(brands: Brand[]): Brand | undefined {
  return brands.find((b) => b.isDefault) ?? brands[0];
}

/** Matching brand, else the default brand; null only when there are no brands at all. */
export function pickBrand(brands: Brand[], directoryOrCode: string): Brand | null {
  return findBrand(brands, directoryOrCode) ?? defaultBrand(brands) ?? null;
}
