// Product block (C3): the editor's PIM ids read from the catalogue and shown as the catalogue's own
// product cards (new badge and price in the brand's currency included).
import type { ProductBlock } from "@/features/content/model";
import { ProductGrid } from "@/features/catalog/ui";
import { productGridLabels } from "@/features/catalog/server";
import { toCatalogCard } from "@/features/catalog";
import { getBrandChrome } from "@/features/navigation/server";
import type { BlockProps } from "../types";
import { loadProducts } from "./catalog";
import styles from "./styles.module.css";

export async function Product({ block, context }: BlockProps<ProductBlock>) {
  const [products, chrome, labels] = await Promise.all([
    loadProducts(context.brand, block.pimIds, context.locale),
    getBrandChrome(context.brand, context.locale),
    productGridLabels(context.locale),
  ]);
  if (products.length === 0 || !chrome) return null;
  const cardContext = { locale: context.locale, currency: chrome.brand.currencyCode, newProductDuration: chrome.brand.newProductDuration };
  return (
    <div className={styles.wrapper}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ProductGrid
        products={products.map((product) => toCatalogCard(product, cardContext))}
        brand={context.brand}
        locale={context.locale}
        labels={labels}
        headingLevel={block.title ? 3 : 2}
      />
    </div>
  );
}
