// Compatibility landing `cl` (P7): child compatibility categories as cards with counts, the newest compatible products, a
// link to the listing.
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { CatalogLanding } from "../components/CatalogLanding";
import { categoryCardLabels, productGridLabels } from "../pages/labels";
import { FEATURED_PRODUCT_COUNT } from "../pages/listing";
import { toCatalogCard } from "../pages/product-card";
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
    <CatalogLanding
      id="compatibility"
      brand={dir}
      locale={locale}
      trail={compatibilityTrail(dir, locale, crumbs, ancestors, "landing")}
      breadcrumbLabel={common("breadcrumb")}
      title={category.name}
      lead={t("description", { name: category.name, count, brand: brand.brandName })}
      subcategories={{ heading: t("categories"), cards, labels: cardLabels }}
      featured={{
        heading: t("featured"),
        products: newest.products.slice(0, FEATURED_PRODUCT_COUNT).map((p) => toCatalogCard(p, cardContext)),
        labels: gridLabels,
        compare: true,
      }}
      listing={{ href: sitePath(dir, locale, compatibilityListingPath(category)), label: t("viewAll", { count }) }}
    />
  );
}
