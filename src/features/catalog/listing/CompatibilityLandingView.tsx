// Compatibility landing `cl` (P7): child compatibility categories as cards with counts, the newest compatible products, a
// link to the listing.
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand/model";
import type { Locale } from "@/config/locales";
import { Breadcrumbs } from "@/features/navigation/components/Breadcrumbs";
import { sitePath } from "@/platform/routing/urls";
import { CategoryCards } from "../components/CategoryCards";
import { ProductGrid } from "../components/ProductGrid";
import { categoryCardLabels, productGridLabels } from "../pages/labels";
import { FEATURED_PRODUCT_COUNT } from "../pages/listing";
import { toCatalogCard } from "../pages/product-card";
import styles from "../pages/CatalogPages.module.css";
import { DEFAULT_LISTING_STATE } from "./listing-state";
import { runListing } from "./server/run-listing";
import { compatibilityLandingPath, compatibilityListingPath, compatibilityTrail, getCompatibilityContext, listingTrailLabels } from "./server/listing-targets";

export async function CompatibilityLandingView({ brand, locale, id }: { brand: Brand; locale: Locale; id: string }) {
  const dir = brand.brandDirectory;
  const context = await getCompatibilityContext(dir, locale, id);
  if (!context) notFound();
  const { category, ancestors, children } = context;
  const [t, crumbs, cardLabels, gridLabels, newest] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.compatibility" }),
    listingTrailLabels(locale),
    categoryCardLabels(locale),
    productGridLabels(locale),
    runListing(dir, locale, { kind: "compatibility", level: category.level, path: category.path }, DEFAULT_LISTING_STATE),
  ]);
  const common = await getTranslations({ locale, namespace: "common" });
  const count = newest.total;
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  const cards = children.map((child) => ({
    key: child.key,
    name: child.name,
    href: sitePath(dir, locale, compatibilityLandingPath(child)),
    productCount: child.productCount ?? 0,
    childCount: child.children.length,
  }));
  return (
    <>
      <Breadcrumbs trail={compatibilityTrail(dir, locale, crumbs, ancestors, "landing")} label={common("breadcrumb")} />
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>{category.name}</h1>
          <p className={styles.lead}>{t("description", { name: category.name, count, brand: brand.brandName })}</p>
        </header>
        {cards.length > 0 ? (
          <section aria-labelledby="compatibility-children" className={styles.section}>
            <h2 id="compatibility-children">{t("categories")}</h2>
            <CategoryCards categories={cards} headingLevel={3} labels={cardLabels} />
          </section>
        ) : null}
        {newest.products.length > 0 ? (
          <section aria-labelledby="compatibility-featured" className={styles.section}>
            <div className={styles.sectionHeader}>
              <h2 id="compatibility-featured">{t("featured")}</h2>
            </div>
            <ProductGrid
              products={newest.products.slice(0, FEATURED_PRODUCT_COUNT).map((p) => toCatalogCard(p, cardContext))}
              brand={dir}
              locale={locale}
              labels={gridLabels}
              headingLevel={3}
              compare
            />
            <p className={styles.actions}>
              <Link href={sitePath(dir, locale, compatibilityListingPath(category))} className="btn btn-primary">
                {t("viewAll", { count })}
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
