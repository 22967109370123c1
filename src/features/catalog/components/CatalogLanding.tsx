// The shape every catalogue landing `cl` shares (P4, P7): title and lead, child categories as cards, a few products and
// a link to the full listing; category and compatibility landings differ only in the data they pass.
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { Crumb } from "@/features/navigation";
import { Breadcrumbs } from "@/features/navigation/ui";
import type { CatalogCardData } from "../pages/product-card";
import { CategoryCards, type CategoryCardData } from "./CategoryCards";
import { ProductGrid, type ProductGridLabels } from "./ProductGrid";
import styles from "../pages/CatalogPages.module.css";

export interface CatalogLandingProps {
  /** Prefix of the section heading ids, unique on the page. */
  id: string;
  brand: string;
  locale: Locale;
  trail: Crumb[];
  breadcrumbLabel: string;
  title: string;
  lead: string;
  subcategories: { heading: string; cards: CategoryCardData[]; labels: Parameters<typeof CategoryCards>[0]["labels"] };
  featured: { heading: string; products: CatalogCardData[]; labels: ProductGridLabels; compare?: boolean };
  listing: { href: string; label: string };
}

export function CatalogLanding({ id, brand, locale, trail, breadcrumbLabel, title, lead, subcategories, featured, listing }: CatalogLandingProps) {
  return (
    <>
      <Breadcrumbs trail={trail} label={breadcrumbLabel} />
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </header>
        {subcategories.cards.length > 0 ? (
          <section aria-labelledby={`${id}-children`} className={styles.section}>
            <h2 id={`${id}-children`}>{subcategories.heading}</h2>
            <CategoryCards categories={subcategories.cards} headingLevel={3} labels={subcategories.labels} />
          </section>
        ) : null}
        {featured.products.length > 0 ? (
          <section aria-labelledby={`${id}-featured`} className={styles.section}>
            <div className={styles.sectionHeader}>
              <h2 id={`${id}-featured`}>{featured.heading}</h2>
            </div>
            <ProductGrid products={featured.products} brand={brand} locale={locale} labels={featured.labels} headingLevel={3} compare={featured.compare ?? false} />
            <p className={styles.actions}>
              <Link href={listing.href} className="btn btn-primary">
                {listing.label}
              </Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
