// Card block (C3): image, eyebrow, title, body; the whole card follows its link.
import type { CardBlock } from "@/features/content/model";
import { BlockLink } from "@/features/content/components/BlockLink";
import { ContentImage } from "@/features/content/components/ContentImage";
import { RichText } from "@/features/content/components/RichText";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

interface CardProps extends BlockProps<CardBlock> {
  /** `sizes` of the card image; grids and carousels know their column width. */
  imageSizes?: string;
  /** The first carousel card loads eagerly (C5). */
  eagerImage?: boolean;
  preloadImage?: boolean;
}

export function Card({ block, context, imageSizes, eagerImage, preloadImage }: CardProps) {
  const { link } = block;
  const showCallToAction = link && link.label && link.label !== block.title;
  return (
    <article className={`${styles.card} ${link ? styles.linked : ""}`}>
      {block.image ? (
        <div className={styles.media}>
          <ContentImage
            image={block.image}
            sizes={imageSizes ?? "(max-width: 768px) 100vw, 400px"}
            className={styles.image}
            eager={eagerImage || context.leadImageId === block.id}
            preload={preloadImage}
          />
        </div>
      ) : null}
      <div className={styles.text}>
        {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
        <h3 className={styles.title}>
          {link ? (
            <BlockLink link={{ ...link, variant: undefined }} brand={context.brand} locale={context.locale} className={styles.stretched}>
              {block.title}
            </BlockLink>
          ) : (
            block.title
          )}
        </h3>
        {block.body ? <RichText html={block.body} className={styles.body} /> : null}
        {showCallToAction ? (
          <span className={styles.cta} aria-hidden="true">
            {link.label} <span className={styles.arrow}>→</span>
          </span>
        ) : null}
      </div>
    </article>
  );
}
