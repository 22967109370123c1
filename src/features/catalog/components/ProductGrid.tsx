// Catalogue product cards (P4): image when available, name linking to the product, catalog number, "new" badge, list price.
// Static markup (ADR 74), with the compare and list toggles as client islands beside it where a listing shows them.
import { imageProps } from "@/platform/ui/image/image-props";
import { imgHtml } from "@/platform/ui/image/img-markup";
import { attribute, html, joined, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
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

/**
 * A card's content as static markup (ADR 74): image, "new" badge, name linking to the product, catalog number, price.
 * A card is about ten elements: as React elements each was in the HTML and again in the RSC payload.
 */
function cardHtml(product: CatalogCardData, brand: string, locale: Locale, labels: ProductGridLabels, headingLevel: 2 | 3, eager: boolean, headingId?: string): Markup {
  const image = product.image
    ? html`<div class="${styles.media}">!${imgHtml(
        imageProps({ src: imageSrc(product.image.url), alt: product.image.alt, width: CARD_IMAGE_PX, height: CARD_IMAGE_PX, quality: IMAGE_QUALITY, loading: eager ? "eager" : "lazy" }),
      )}</div>`
    : "";
  const badge = product.isNew ? html`<p class="${styles.badge}">${labels.isNew}</p>` : "";
  // A plain link, not next/link: a prefetch of every product in view, for a page whose visitors open one (ADR 70).
  // Stretched over the card by `.name > a`, like the image by `.media > img`: no class per card (issue 15 §1).
  const name = html`<a href="${sitePath(brand, locale, buildProductUrl(product))}">${product.name}</a>`;
  const heading = html`<h!${headingLevel} class="${styles.name}"!${attribute("id", headingId)}>!${name}</h!${headingLevel}>`;
  const price = product.price ? html`<p class="${styles.price}">${labels.price(product.price)}</p>` : "";
  return html`!${image}!${badge}!${heading}<p class="${styles.number}">${labels.catalogNumber(product.catalogNumber)}</p>!${price}`;
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
  if (!compare && !lists) {
    const cards = joined(products.map((product, index) => html`<li class="${styles.card}">!${cardHtml(product, brand, locale, labels, headingLevel, index < eagerImages)}</li>`));
    return <StaticMarkup as="ul" className={styles.grid} html={cards} />;
  }
  // With toggles, each card is an element holding its markup (laid out as the card's own children) and its islands.
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.card}>
          {/* the toggles are described by the card's heading */}
          <StaticMarkup className={styles.body} html={cardHtml(product, brand, locale, labels, headingLevel, index < eagerImages, `card-${product.id}`)} />
          {compare ? <AddToCompare productId={product.id} name={product.name} brand={brand} locale={locale} showLink={false} describedBy={`card-${product.id}`} className={styles.compare} /> : null}
          {lists ? <AddToListButton brand={brand} locale={locale} product={{ id: product.id, name: product.name, catalogNumber: product.catalogNumber }} describedBy={`card-${product.id}`} className={styles.compare} /> : null}
        </li>
      ))}
    </ul>
  );
}
