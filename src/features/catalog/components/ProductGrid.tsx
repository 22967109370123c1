// Catalogue product cards (P4): image when available, name linking to the product, catalog number, "new" badge, list price.
import { ServerImage } from "@/platform/ui/image/ServerImage";
import { IMAGE_QUALITY } from "@/config/constants";
import type { Locale } from "@/config/locales";
import { imageSrc } from "@/features/content/ui";
import { AddToCompare } from "@/features/compare/ui";
import { AddToListButton } from "@/features/lists/ui";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { CatalogCardData } from "../pages/product-card";
import styles from "@/platform/ui/product-grid/ProductGrid.module.css";

/** The card's image box: cards are at most about 280 CSS px wide. */
const CARD_IMAGE_PX = 280;

export interface ProductGridLabels {
  catalogNumber: (number: string) => string;
  isNew: string;
  price: (price: string) => string;
}

/** The card labels from the `catalog.card` messages, with the server's translator or the browser's. */
export function productGridLabelsFrom(t: (key: "catalogNumber" | "new" | "price", values?: Record<string, string>) => string): ProductGridLabels {
  return { catalogNumber: (number) => t("catalogNumber", { number }), isNew: t("new"), price: (price) => t("price", { price }) };
}

export function ProductGrid({
  products,
  brand,
  locale,
  labels,
  headingLevel = 2,
  eagerImages = 0,
  compare = false,
  lists = false,
}: {
  products: readonly CatalogCardData[];
  brand: string;
  locale: Locale;
  labels: ProductGridLabels;
  headingLevel?: 2 | 3;
  eagerImages?: number;
  /** Listing cards carry an "Add to compare" toggle (P6), a small client island per card. */
  compare?: boolean;
  /** Listing cards carry "Add to list" (A4) where the brand shows lists, a client island too. */
  lists?: boolean;
}) {
  if (products.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.card}>
          {product.image ? (
            <div className={styles.media}>
              {/* A fixed 280 px box (1x and 2x candidates), sized by CSS: a `fill` image with `sizes` listed five widths
                  and an inline style, twice per card in the page (its HTML and its RSC payload; issue 15, ADR 45). */}
              <ServerImage
                src={imageSrc(product.image.url)}
                alt={product.image.alt}
                width={CARD_IMAGE_PX}
                height={CARD_IMAGE_PX}
                quality={IMAGE_QUALITY}
                loading={index < eagerImages ? "eager" : "lazy"}
              />
            </div>
          ) : null}
          {product.isNew ? <p className={styles.badge}>{labels.isNew}</p> : null}
          {/* the id only where a toggle refers to it: an absent prop is not sent as "$undefined" in the RSC payload */}
          <Heading className={styles.name} {...(compare || lists ? { id: `card-${product.id}` } : {})}>
            {/* A plain link, not next/link: a client reference with its props per card in the RSC payload, and a
                prefetch of every product in view, for a page whose visitors open one (ADR 70). Stretched over the
                card by `.name > a`, like the image by `.media > img`: no class per card (issue 15 §1). */}
            <a href={sitePath(brand, locale, buildProductUrl(product))}>
              {product.name}
            </a>
          </Heading>
          <p className={styles.number}>{labels.catalogNumber(product.catalogNumber)}</p>
          {product.price ? <p className={styles.price}>{labels.price(product.price)}</p> : null}
          {compare ? <AddToCompare productId={product.id} name={product.name} brand={brand} locale={locale} showLink={false} describedBy={`card-${product.id}`} className={styles.compare} /> : null}
          {lists ? <AddToListButton brand={brand} locale={locale} product={{ id: product.id, name: product.name, catalogNumber: product.catalogNumber }} describedBy={`card-${product.id}`} className={styles.compare} /> : null}
        </li>
      ))}
    </ul>
  );
}
