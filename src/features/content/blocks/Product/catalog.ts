// Reads the product block's products from the catalogue port (C3); a catalogue failure is logged and yields no cards.
import "server-only";
import type { Locale } from "@/config/locales";
import { getCatalogSource } from "@/features/catalog";
import { logger } from "@/platform/logging/logger";
import { orderByPimIds, toProductCard, type ProductCardData } from "./productCard";

export async function loadProductCards(brand: string, pimIds: readonly string[], locale: Locale): Promise<ProductCardData[]> {
  if (pimIds.length === 0) return [];
  try {
    const products = await getCatalogSource().getProducts(brand, [...pimIds], locale);
    return orderByPimIds(products.map(toProductCard), pimIds);
  } catch (error) {
    logger.error({ err: error, brand, pimIds }, "product block: catalogue read failed");
    return [];
  }
}
