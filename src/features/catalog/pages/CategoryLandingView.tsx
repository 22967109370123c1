// Category landing `cl` (P4): child categories as cards with counts, the newest products of the subtree, a link to the listing.
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { CatalogLanding } from "../components/CatalogLanding";
import { toCategoryCard } from "./category-cards";
import { catalogTrail, categoryPagePath } from "./category-trail";
import { categoryCardLabels, productGridLabels, trailLabels } from "./labels";
import { toCatalogCard } from "./product-card";
import { getFeaturedProducts, type CategoryContext } from "./server/catalog-pages";

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
    <CatalogLanding
      id="category"
      brand={dir}
      locale={locale}
      trail={catalogTrail({ brand: dir, locale, labels: crumbs, categories: ancestors })}
      breadcrumbLabel={crumbs.breadcrumb}
      title={category.name}
      lead={t("description", { name: category.name, count, brand: brand.brandName })}
      subcategories={{ heading: t("categories"), cards: children.map((child) => toCategoryCard(child, dir, locale)), labels: cardLabels }}
      featured={{ heading: t("featured"), products: featured.map((p) => toCatalogCard(p, cardContext)), labels: gridLabels }}
      listing={{ href: sitePath(dir, locale, categoryPagePath(category, "listing")), label: t("viewAll", { count }) }}
    />
  );
}
