// F7 Where to Buy V2 as a dynamic module (C3): placed by the CMS on a content page for one product, named by the
// module's `catalogNumber` setting (as printed) or `productId` (PIM id). A product the brand does not sell, or no
// product named, renders nothing (and is logged for the editor), never an error.
import type { DynamicModuleProps } from "@/features/content/server";
import { getBrandChrome } from "@/features/navigation/server";
import { getCatalogSource } from "@/features/catalog/server";
import { logger } from "@/platform/logging/logger";
import { familyOf } from "../model";
import { WhereToBuyV2 } from "./WhereToBuyV2";

export async function WhereToBuyV2Module({ module, context }: DynamicModuleProps) {
  const { brand: directory, locale } = context;
  const catalogNumber = typeof module.settings.catalogNumber === "string" ? module.settings.catalogNumber.trim().toUpperCase() : "";
  const productId = typeof module.settings.productId === "string" ? module.settings.productId.trim() : "";
  const catalog = getCatalogSource();
  const found = await Promise.all([
    getBrandChrome(directory, locale),
    productId ? catalog.getProducts(directory, [productId], locale) : catalogNumber ? catalog.getProductsByCatalogNumbers(directory, [catalogNumber], locale) : Promise.resolve([]),
    catalog.getCategoryTree(directory, locale),
  ]).catch((error: unknown) => {
    logger.error({ err: error, module: module.id }, "WhereToBuyV2 module: the catalogue failed");
    return undefined;
  });
  if (!found) return null;
  const [chrome, products, tree] = found;
  const product = products[0];
  if (!product) {
    logger.warn({ module: module.id, brand: directory, catalogNumber, productId }, "WhereToBuyV2 module: no product of the brand named");
    return null;
  }
  return (
    <WhereToBuyV2
      brand={{ brandDirectory: directory, brandName: chrome?.brand.brandName ?? directory }}
      locale={locale}
      product={{ id: product.id, name: product.name }}
      family={familyOf(product.categoryKey, tree)}
      title={module.title}
      idPrefix={`wtb2-${module.id}`}
    />
  );
}
