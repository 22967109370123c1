// Image block (C3, C5): sized image with caption and optional link; particle images are decorative (alt=""). Nothing
// in it acts in the browser but its link, which navigates on the client: it is sent as static markup (ADR 74), once.
import type { ImageBlock } from "@/features/content/model";
import { blockLinkHtml } from "@/features/content/components/BlockLink";
import { contentImageHtml } from "@/features/content/components/ContentImage";
import { imageSizesFor, sizeClassKey } from "@/features/content/components/mediaSize";
import { html, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import type { BlockContext, BlockProps } from "../types";
import styles from "./styles.module.css";

/** What the `<figure>` holds: the image (in its link, if any) and the caption. */
export function imageFigureHtml(block: ImageBlock, context: BlockContext): Markup {
  const image = contentImageHtml({ image: block.image, sizes: imageSizesFor(block.size), decorative: block.particle, className: styles.image, eager: context.isFirstSection || context.leadImageId === block.id });
  // A decorative image gives the link no name; the label does.
  const linked = block.link
    ? blockLinkHtml({ link: block.link, brand: context.brand, locale: context.locale, className: styles.link }, html`!${image}!${block.particle || !block.caption ? html`<span class="visually-hidden">${block.link.label}</span>` : html``}`)
    : image;
  return html`!${linked}!${block.caption ? html`<figcaption class="${styles.caption}">${block.caption}</figcaption>` : html``}`;
}

export function ImageFigure({ block, context }: BlockProps<ImageBlock>) {
  return <StaticMarkup as="figure" className={`${styles.figure} ${styles[sizeClassKey(block.size)]} ${block.particle ? styles.particle : ""}`} links="client" html={imageFigureHtml(block, context)} />;
}
