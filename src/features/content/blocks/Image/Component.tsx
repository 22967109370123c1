// Image block (C3, C5): sized image with caption and optional link; particle images are decorative (alt="").
import type { ImageBlock } from "@/features/content/model";
import { BlockLink } from "@/features/content/components/BlockLink";
import { ContentImage } from "@/features/content/components/ContentImage";
import { imageSizesFor, sizeClassKey } from "@/features/content/components/mediaSize";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

export function ImageFigure({ block, context }: BlockProps<ImageBlock>) {
  const image = (
    <ContentImage image={block.image} sizes={imageSizesFor(block.size)} decorative={block.particle} className={styles.image} eager={context.isFirstSection || context.leadImageId === block.id} />
  );
  return (
    <figure className={`${styles.figure} ${styles[sizeClassKey(block.size)]} ${block.particle ? styles.particle : ""}`}>
      {block.link ? (
        <BlockLink link={block.link} brand={context.brand} locale={context.locale} className={styles.link}>
          {image}
          {/* A decorative image gives the link no name; the label does. */}
          {block.particle || !block.caption ? <span className="visually-hidden">{block.link.label}</span> : null}
        </BlockLink>
      ) : (
        image
      )}
      {block.caption ? <figcaption className={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  );
}
