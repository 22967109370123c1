// Product cards of search results (S1): the catalogue card markup, with the matched words of the name in <mark>.
import Image from "next/image";
import Link from "next/link";
import { IMAGE_QUALITY } from "@/config/constants";
import type { Locale } from "@/config/locales";
import type { ProductGridLabels } from "@/features/catalog/components/ProductGrid";
import { productMediaUrl } from "@/features/catalog/images/views";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { HighlightSegment } from "../page/search-requests";
import grid from "@/features/catalog/components/ProductGrid.module.css";
import styles from "./Search.module.css";

export interface SearchHitCard {
  id: string;
  slug: string;
  name: string;
  nameSegments: HighlightSegment[];
  catalogNumber: string;
  imageId?: string;
  isNew: boolean;
  price?: string;
}

export function SearchHits({ hits, brand, locale, labels }: { hits: readonly SearchHitCard[]; brand: string; locale: Locale; labels: ProductGridLabels }) {
  return (
    <ul className={grid.grid}>
      {hits.map((hit, index) => (
        <li key={hit.id} className={grid.card}>
          {hit.imageId ? (
            <div className={grid.media}>
              <Image src={productMediaUrl(hit.imageId, "front")} alt={hit.name} fill sizes="(max-width: 640px) 50vw, 280px" quality={IMAGE_QUALITY} loading={index < 4 ? "eager" : "lazy"} className={grid.image} />
            </div>
          ) : null}
          {hit.isNew ? <p className={grid.badge}>{labels.isNew}</p> : null}
          <h3 className={grid.name}>
            <Link href={sitePath(brand, locale, buildProductUrl(hit))} className={grid.stretched} prefetch={false}>
              {hit.nameSegments.map((segment, i) => (segment.highlighted ? <mark key={i} className={styles.mark}>{segment.text}</mark> : <span key={i}>{segment.text}</span>))}
            </Link>
          </h3>
          <p className={grid.number}>{labels.catalogNumber(hit.catalogNumber)}</p>
          {hit.price ? <p className={grid.price}>{labels.price(hit.price)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
