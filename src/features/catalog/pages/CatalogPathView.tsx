// The page a parsed `products/...` path names (P4, P5): category landing, listing (page n, default state) or product; missing -> 404.
import { notFound } from "next/navigation";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import type { CatalogPath } from "./catalog-path";
import { CategoryLandingView } from "./CategoryLandingView";
import { ListingPageView } from "../listing/ListingPageView";
import { DEFAULT_LISTING_STATE } from "../listing/listing-state";
import { ProductDetailView } from "./ProductDetailView";
import { getCategoryContext, getProduct, getProductContent } from "./server/catalog-pages";
import { categoryAncestors } from "./category-trail";
import { getCategoryTree } from "../server/queries";
import { indexCategories } from "../model";

export async function CatalogPathView({ brand, locale, path }: { brand: Brand; locale: Locale; path: CatalogPath }) {
  const dir = brand.brandDirectory;
  if (path.kind === "product") {
    const product = await getProduct(dir, locale, path.id);
    if (!product) notFound();
    const [tree, content] = await Promise.all([getCategoryTree(dir, locale), getProductContent(dir, locale, product.id)]);
    const index = indexCategories(tree.productCategories);
    const leaf = index.get(product.categoryKey);
    const categories = leaf ? categoryAncestors(leaf, index) : [];
    return <ProductDetailView brand={brand} locale={locale} product={product} categories={categories} content={content} />;
  }
  if (path.kind === "landing") {
    const context = await getCategoryContext(dir, locale, path.id);
    if (!context) notFound();
    return <CategoryLandingView brand={brand} locale={locale} context={context} />;
  }
  // The prerendered default state of a listing: newest first, no filters; filtered and sorted states render per request.
  const state = { ...DEFAULT_LISTING_STATE, page: path.kind === "listing-page" ? path.page : 1, rejected: [] };
  return <ListingPageView brand={brand} locale={locale} section="products" id={path.id} state={state} prerendered />;
}
