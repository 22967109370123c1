// Category landing `cl` (P4): child categories as cards with counts, the newest products of the subtree, a link to the listing.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand/model";
import type { Locale } from "@/config/locales";
import { Breadcrumbs } from "@/features/navigation/components/Breadcrumbs";
import { sitePath } from "@/platform/routing/urls";
import { CategoryCards } from "../components/CategoryCards";
import { ProductGrid } from "../components/ProductGrid";
import { toCategoryCard } from "./category-cards";
import { catalogTrail, categoryPagePath } from "./category-trail";
import { categoryCardLabels, productGridLabels, trailLabels } from "./labels";
import { toCatalogCard } from "./product-card";
import { getFeaturedProducts, type CategoryContext } from "./server/catalog-pages";
import styles from "./CatalogPages.module.css";

export async function CategoryLandingView({ brand, locale, context }: { brand: Brand; locale: Locale; context: CategoryContext }) {
  const { category, ancestors, children } = context;
  const dir = brand.brandDirectory;
  const [t, featured, cardLabels, gridLabels, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.landing" }),
    getFeaturedProducts(dir, locale, category.key),
    categoryCardLabels(locale),
    productGridLabels(locale),
    trailLabels(locale),
  ]);
  const count = category.productCount ?? 0;
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  return (
    <>
      <Breadcrumbs trail={catalogTrail({ brand: dir, locale, labels: crumbs, categories: ancestors })} label={crumbs.breadcrumb} />
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>{category.name}</h1>
          <p className={styles.lead}>{t("description", { name: category.name, count, brand: brand.brandName })}</p>
        </header>
        {children.length > 0 ? (
          <section aria-labelledby="category-children" className={styles.section}>
            <h2 id="category-children">{t("categories")}</h2>
            <CategoryCards categories={children.map((child) => toCategoryCard(child, dir, locale))} headingLevel={3} labels={cardLabels} />
          </section>
        ) : null}
        {featured.length > 0 ? (
          <section aria-labelledby="category-featured" className={styles.section}>
            <div className={styles.sectionHeader}>
              <h2 id="category-featured">{t("featured")}</h2>
            </div>
            <ProductGrid products={featured.map((p) => toCatalogCard(p, cardContext))} brand={dir} locale={locale} labels={gridLabels} headingLevel={3} />
            <p className={styles.actions}>
              <Link href={sitePath(dir, locale, categoryPagePath(category, "listing"))} className="btn btn-primary">
                {t("viewAll", { count })}
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
