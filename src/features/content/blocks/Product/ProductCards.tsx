// Product cards of the product block (C3): image, name and catalogue number, linking to the product page (R5).
import Image from "next/image";
import Link from "next/link";
import { IMAGE_QUALITY } from "@/config/constants";
import { imageSrc } from "@/features/content/components/ContentImage";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import type { BlockContext } from "../types";
import type { ProductCardData } from "./productCard";
import styles from "./styles.module.css";

interface ProductCardsProps {
  title?: string;
  products: readonly ProductCardData[];
  context: BlockContext;
  catalogNumberLabel: (number: string) => string;
}

export function ProductCards({ title, products, context, catalogNumberLabel }: ProductCardsProps) {
  if (products.length === 0) return null;
  return (
    <div className={styles.wrapper}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id} className={styles.card}>
            <div className={styles.media}>
              {product.image ? (
                <Image
                  src={imageSrc(product.image.url)}
                  alt={product.image.alt}
                  fill
                  sizes="(max-width: 640px) 50vw, 280px"
                  quality={IMAGE_QUALITY}
                  loading="lazy"
                  className={styles.image}
                />
              ) : null}
            </div>
            <h3 className={styles.name}>
              <Link href={sitePath(context.brand, context.locale, buildProductUrl(product))} className={styles.stretched}>
                {product.name}
              </Link>
            </h3>
            <p className={styles.number}>{catalogNumberLabel(product.catalogNumber)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
