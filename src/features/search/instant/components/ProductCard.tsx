"use client";
// A product hit (S1): the catalogue card markup, name highlighted by InstantSearch; following its link reports a click
// after search with the hit's queryID and position (S5), which a later conversion on the product page reuses.
import Image from "next/image";
import Link from "next/link";
import { Highlight } from "react-instantsearch";
import { useTranslations } from "next-intl";
import type { Hit as InstantHit } from "instantsearch.js";
import { IMAGE_QUALITY, type CurrencyCode } from "@/config/constants";
import type { Locale } from "@/config/locales";
import { isNewProduct } from "@/features/catalog";
import { productMediaUrl } from "@/features/catalog";
import { formatMoney } from "@/platform/i18n/format";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import { clickedObjectIDsAfterSearch } from "@/features/insights";
import { AddToListButton } from "@/features/lists/ui";
import type { ProductRecord } from "../../model";
import grid from "@/platform/ui/product-grid/ProductGrid.module.css";
import styles from "../../components/Search.module.css";

export interface BrandDisplay {
  brandDirectory: string;
  currencyCode: CurrencyCode;
  newProductDuration: number;
  /** Hits carry "Add to list" (A4) where the brand shows lists. */
  showLists?: boolean;
}

export type ProductHit = InstantHit<Pick<ProductRecord, "name" | "catalogNumber" | "slug" | "image" | "releaseDate" | "listPrices">>;

export function ProductCard({ hit, brand, locale, eager }: { hit: ProductHit; brand: BrandDisplay; locale: Locale; eager: boolean }) {
  const t = useTranslations("catalog.card");
  const price = hit.listPrices?.[brand.currencyCode];
  const isNew = hit.releaseDate > 0 && isNewProduct(new Date(hit.releaseDate * 1000).toISOString(), brand.newProductDuration);
  return (
    <li className={grid.card}>
      {hit.image ? (
        <div className={grid.media}>
          <Image src={productMediaUrl(hit.image, "front")} alt={hit.name} fill sizes="(max-width: 640px) 50vw, 280px" quality={IMAGE_QUALITY} loading={eager ? "eager" : "lazy"} className={grid.image} />
        </div>
      ) : null}
      {isNew ? <p className={grid.badge}>{t("new")}</p> : null}
      <h3 className={grid.name} id={`hit-${hit.objectID}`}>
        <Link
          prefetch={false}
          href={sitePath(brand.brandDirectory, locale, buildProductUrl({ id: hit.objectID, slug: hit.slug }))}
          className={grid.stretched}
          data-query-id={hit.__queryID}
          data-position={hit.__position}
          onClick={() => {
            if (hit.__queryID && hit.__position) clickedObjectIDsAfterSearch(locale, { queryID: hit.__queryID, objectIDs: [hit.objectID], positions: [hit.__position] });
          }}
        >
          <Highlight hit={hit} attribute="name" classNames={{ highlighted: styles.mark }} />
        </Link>
      </h3>
      <p className={grid.number}>{t("catalogNumber", { number: hit.catalogNumber })}</p>
      {typeof price === "number" && price > 0 ? <p className={grid.price}>{t("price", { price: formatMoney(price, locale, brand.currencyCode) })}</p> : null}
      {brand.showLists ? (
        <AddToListButton brand={brand.brandDirectory} locale={locale} product={{ id: hit.objectID, name: hit.name, catalogNumber: hit.catalogNumber }} describedBy={`hit-${hit.objectID}`} className={grid.compare} />
      ) : null}
    </li>
  );
}
