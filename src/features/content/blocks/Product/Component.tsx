// Product block (C3): the editor's PIM ids read from the catalogue and shown as product cards.
import { getTranslations } from "next-intl/server";
import type { ProductBlock } from "@/features/content/model";
import type { BlockProps } from "../types";
import { loadProductCards } from "./catalog";
import { ProductCards } from "./ProductCards";

export async function Product({ block, context }: BlockProps<ProductBlock>) {
  const products = await loadProductCards(context.brand, block.pimIds, context.locale);
  if (products.length === 0) return null;
  const t = await getTranslations("blocks.product");
  return (
    <ProductCards
      title={block.title}
      products={products}
      context={context}
      catalogNumberLabel={(number) => t("catalogNumber", { number })}
    />
  );
}
