// Reads the product block's products from the catalogue port (C3), in the editor's order; a catalogue
// failure is logged and yields no products.
import "server-only";
import type { Locale } from "@/config/locales";
import { getCatalogSource } from "@/features/catalog/server";
import type { Product } from "@/features/catalog";
import { logger } from "@/platform/logging/logger";
import { orderByPimIds } from "@/features/catalog";

export async function loadProducts(brand: string, pimIds: readonly string[], locale: Locale): Promise<Product[]> {
  if (pimIds.length === 0) return [];
  try {
    return orderByPimIds(await getCatalogSource().getProducts(brand, [...pimIds], locale), pimIds);
  } catch (error) {
    logger.error({ err: error, brand, pimIds }, "product block: catalogue read failed");
    return [];
  }
}
