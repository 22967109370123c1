// Trending products and categories (S4) of the products root and the empty search page, rendered on the server with
// the existing product cards; a section with nothing to show is left out, heading included. Between them, for a
// signed-in account, the browser adds what is recommended for it.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { ProductGrid, type ProductGridLabels } from "@/features/catalog/ui";
import { productGridLabels } from "@/features/catalog/server";
import type { CatalogCardData } from "@/features/catalog";
import { toCatalogCard } from "@/features/catalog";
import { getTrending } from "../server/trending";
import type { TrendingCategoryLink } from "../trending";
import { RecommendedForYou } from "./RecommendedForYou";
import { ClientMessages } from "@/platform/i18n/ClientMessages";
import { FOR_YOU_CLIENT_MESSAGES } from "@/platform/i18n/client-messages";
import styles from "./TrendingSections.module.css";

export interface TrendingViewProps {
  brand: string;
  locale: Locale;
  products: readonly CatalogCardData[];
  categories: readonly TrendingCategoryLink[];
  labels: { products: string; categories: string; grid: ProductGridLabels };
}

export function TrendingView({ brand, locale, products, categories, labels }: TrendingViewProps) {
  return (
    <>
      {products.length > 0 ? (
        <section aria-labelledby="trending-products" className={styles.section}>
          <h2 id="trending-products">{labels.products}</h2>
          <ProductGrid products={products} brand={brand} locale={locale} labels={labels.grid} headingLevel={3} />
        </section>
      ) : null}
      <ClientMessages locale={locale} picks={FOR_YOU_CLIENT_MESSAGES}>
        <RecommendedForYou brand={brand} locale={locale} />
      </ClientMessages>
      {categories.length > 0 ? (
        <section aria-labelledby="trending-categories" className={styles.section}>
          <h2 id="trending-categories">{labels.categories}</h2>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.key}>
                <Link href={category.href} className={styles.category}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export async function TrendingSections({ brand, locale }: { brand: Brand; locale: Locale }) {
  const dir = brand.brandDirectory;
  const [t, grid, trending] = await Promise.all([getTranslations({ locale, namespace: "recommend" }), productGridLabels(locale), getTrending(dir, locale)]);
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  return (
    <TrendingView
      brand={dir}
      locale={locale}
      products={trending.products.map((p) => toCatalogCard(p, cardContext))}
      categories={trending.categories}
      labels={{ products: t("trendingProducts"), categories: t("trendingCategories"), grid }}
    />
  );
}
