// Products root (P4): the brand's top categories as cards with their counts.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { Breadcrumbs } from "@/features/navigation/components/Breadcrumbs";
import { CategoryCards } from "../components/CategoryCards";
import { toCategoryCard } from "./category-cards";
import { catalogTrail } from "./category-trail";
import { categoryCardLabels, trailLabels } from "./labels";
import { getTopCategories } from "./server/catalog-pages";
import styles from "./CatalogPages.module.css";

export async function ProductsRootView({ brand, brandName, locale }: { brand: string; brandName: string; locale: Locale }) {
  const [t, top, cardLabels, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.root" }),
    getTopCategories(brand, locale),
    categoryCardLabels(locale),
    trailLabels(locale),
  ]);
  const count = top.reduce((sum, { category }) => sum + (category.productCount ?? 0), 0);
  const trail = catalogTrail({ brand, locale, labels: crumbs, categories: [] });
  return (
    <>
      <Breadcrumbs trail={trail} label={crumbs.breadcrumb} />
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>{t("title")}</h1>
          {top.length > 0 ? <p className={styles.lead}>{t("description", { brand: brandName, count, categories: top.length })}</p> : null}
        </header>
        {top.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <CategoryCards categories={top.map(({ category }) => toCategoryCard(category, brand, locale))} labels={cardLabels} />
        )}
      </div>
    </>
  );
}
