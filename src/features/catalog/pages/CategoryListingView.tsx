// Category listing `c` (P4): result count, 24 product cards a page in the default order, pagination in `?page=`.
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand/model";
import type { Locale } from "@/config/locales";
import { Breadcrumbs } from "@/features/navigation/components/Breadcrumbs";
import { formatNumber } from "@/platform/i18n/format";
import { listingHref } from "@/platform/routing/listing-rewrite";
import { sitePath } from "@/platform/routing/urls";
import { Pagination } from "@/platform/ui/pagination/Pagination";
import { ProductGrid } from "../components/ProductGrid";
import { catalogTrail, categoryPagePath } from "./category-trail";
import { productGridLabels, trailLabels } from "./labels";
import { CATALOG_PAGE_SIZE } from "./listing";
import { toCatalogCard } from "./product-card";
import type { CategoryContext, ProductPage } from "./server/catalog-pages";
import styles from "./CatalogPages.module.css";

export async function CategoryListingView({
  brand,
  locale,
  context,
  page,
  result,
}: {
  brand: Brand;
  locale: Locale;
  context: CategoryContext;
  page: number;
  result: ProductPage;
}) {
  const { category, ancestors } = context;
  const dir = brand.brandDirectory;
  const [t, pager, gridLabels, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.listing" }),
    getTranslations({ locale, namespace: "catalog.pagination" }),
    productGridLabels(locale),
    trailLabels(locale),
  ]);
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  const base = sitePath(dir, locale, categoryPagePath(category, "listing"));
  const from = (page - 1) * CATALOG_PAGE_SIZE + 1;
  const to = from + result.products.length - 1;
  return (
    <>
      <Breadcrumbs trail={catalogTrail({ brand: dir, locale, labels: crumbs, categories: ancestors })} label={crumbs.breadcrumb} />
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>{page > 1 ? t("pageTitle", { name: category.name, page }) : category.name}</h1>
          <div className={styles.resultBar}>
            <p className={styles.count}>{t("resultCount", { count: result.total })}</p>
            {result.pages > 1 ? (
              <p>{t("resultRange", { from: formatNumber(from, locale), to: formatNumber(to, locale), count: formatNumber(result.total, locale) })}</p>
            ) : null}
          </div>
        </header>
        {result.products.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <section aria-labelledby="listing-products">
            <h2 id="listing-products" className="visually-hidden">
              {t("products")}
            </h2>
            <ProductGrid products={result.products.map((p) => toCatalogCard(p, cardContext))} brand={dir} locale={locale} labels={gridLabels} headingLevel={3} eagerImages={4} />
          </section>
        )}
        <Pagination
          page={page}
          pages={result.pages}
          hrefFor={(p) => listingHref(base, { page: p })}
          labels={{ nav: pager("nav"), previous: pager("previous"), next: pager("next"), page: (p) => pager("page", { page: p }) }}
        />
      </div>
    </>
  );
}
