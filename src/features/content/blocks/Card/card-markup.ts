// A card (C3) as static markup (ADR 74): nothing in a card acts in the browser, so a card, or a grid of them, is sent
// as its HTML text and its copy is left out of the document's payload (ADR 78) instead of element by element.
import type { CardBlock } from "@/features/content/model";
import { contentImageHtml } from "@/features/content/components/ContentImage";
import { blockLinkHtml } from "@/features/content/components/BlockLink";
import { sanitizeHtml } from "@/features/content/sanitize";
import { html, type Markup } from "@/platform/html/markup";
import type { BlockContext } from "../types";
import styles from "./styles.module.css";

export interface CardLook {
  /** `sizes` of the card image; grids and carousels know their column width. */
  imageSizes?: string;
  /** The first carousel card loads eagerly (C5). */
  eagerImage?: boolean;
  preloadImage?: boolean;
}

/** The class of a card's `<article>`. */
export const cardClass = (block: CardBlock): string => `${styles.card} ${block.link ? styles.linked : ""}`;

/** What a card's `<article>` holds: image, eyebrow, title (its link stretched over the card), body, call to action. */
export function cardContentHtml(block: CardBlock, context: BlockContext, { imageSizes, eagerImage, preloadImage }: CardLook = {}): Markup {
  const { link } = block;
  const showCallToAction = link && link.label && link.label !== block.title;
  const image = block.image
    ? html`<div class="${styles.media}">!${contentImageHtml({
        image: block.image,
        sizes: imageSizes ?? "(max-width: 768px) 100vw, 400px",
        className: styles.image,
        eager: eagerImage || context.leadImageId === block.id,
        preload: preloadImage,
      })}</div>`
    : html``;
  const title = link
    ? blockLinkHtml({ link: { ...link, variant: undefined }, brand: context.brand, locale: context.locale, className: styles.stretched }, html`${block.title}`)
    : html`${block.title}`;
  return html`!${image}<div class="${styles.text}">!${block.eyebrow ? html`<p class="${styles.eyebrow}">${block.eyebrow}</p>` : html``}<h3 class="${styles.title}">!${title}</h3>!${
    block.body ? html`<div class="${styles.body}">!${sanitizeHtml(block.body)}</div>` : html``
  }!${showCallToAction ? html`<span class="${styles.cta}" aria-hidden="true">${link.label} <span class="${styles.arrow}">→</span></span>` : html``}</div>`;
}

/** A whole card, `<article>` and all. */
export function cardHtml(block: CardBlock, context: BlockContext, look?: CardLook): Markup {
  return html`<article class="${cardClass(block)}">!${cardContentHtml(block, context, look)}</article>`;
}
