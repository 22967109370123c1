// The hero banner (C3) as static markup (ADR 74): nothing in a hero acts in the browser but its dynamic module, so a
// hero without one is sent as its HTML text, and its copy is left out of the document's payload (ADR 78).
import type { HeroBannerBlock } from "@/features/content/model";
import { contentImageHtml } from "@/features/content/components/ContentImage";
import { blockLinkHtml } from "@/features/content/components/BlockLink";
import { sanitizeHtml } from "@/features/content/sanitize";
import { html, type Markup } from "@/platform/html/markup";
import type { BlockContext } from "../types";
import { capitalize, safeCssColor } from "./heroStyle";
import styles from "./styles.module.css";

/** The split layout shows its image beside the text; the others behind it. */
const sideImageOf = (block: HeroBannerBlock) => (block.layout === "split" ? (block.secondaryImage ?? block.background) : undefined);
const backdropOf = (block: HeroBannerBlock) => (block.layout === "split" ? undefined : block.background);

/** The class of the hero's outer `<div>`. */
export function heroClass(block: HeroBannerBlock): string {
  const backdrop = backdropOf(block);
  return [
    styles.hero,
    styles[`layout${capitalize(block.layout)}`],
    styles[`variant${capitalize(block.variant)}`],
    backdrop ? styles.hasImage : undefined,
    block.overlay && backdrop ? styles.overlay : undefined,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The editor's background colour, when it is a plain CSS colour. */
export function heroStyle(block: HeroBannerBlock): { backgroundColor: string } | undefined {
  const backgroundColor = safeCssColor(block.backgroundColor);
  return backgroundColor ? { backgroundColor } : undefined;
}

/** The backdrop image, filling the hero (preloaded in the first section, C5). */
export function heroBackdropHtml(block: HeroBannerBlock, context: BlockContext): Markup {
  const backdrop = backdropOf(block);
  if (!backdrop) return html``;
  return contentImageHtml({ image: backdrop, sizes: "100vw", fill: true, decorative: true, className: styles.backdrop, preload: context.isFirstSection, eager: true });
}

/** The split layout's image, or nothing. */
export function heroSideImageHtml(block: HeroBannerBlock, context: BlockContext): Markup {
  const side = sideImageOf(block);
  if (!side) return html``;
  return contentImageHtml({ image: side, sizes: "(max-width: 768px) 100vw, 50vw", className: styles.sideImage, preload: context.isFirstSection, eager: true });
}

/** Eyebrow, heading (the page's `h1` in the first section), body and button. */
export function heroTextHtml(block: HeroBannerBlock, context: BlockContext): Markup {
  const heading = context.isFirstSection ? html`h1` : html`h2`;
  const headingClass = `${styles.heading} ${styles[`header${capitalize(block.headerSize)}`]}`;
  const body = block.body ? html`<div class="${styles.body} ${styles[`body${capitalize(block.bodySize)}`]}">!${sanitizeHtml(block.body)}</div>` : html``;
  const button = block.button
    ? blockLinkHtml({ link: block.button, brand: context.brand, locale: context.locale, defaultVariant: "primary", className: styles.button }, html`${block.button.label}`)
    : html``;
  return html`!${block.eyebrow ? html`<p class="${styles.eyebrow}">${block.eyebrow}</p>` : html``}<!${heading} class="${headingClass}">${block.heading}</!${heading}>!${body}!${button}`;
}

/** The classes of the inner box (text alignment) and of the text's box (its width). */
export const heroInnerClass = (block: HeroBannerBlock) => `${styles.inner} ${styles[`align${capitalize(block.textAlign)}`]}`;
export const heroContentClass = (block: HeroBannerBlock) => `${styles.content} ${styles[`width${capitalize(block.contentWidth)}`]}`;
export const heroSideClass = styles.side;

/** What the hero's outer `<div>` holds when it has no dynamic module. */
export function heroHtml(block: HeroBannerBlock, context: BlockContext): Markup {
  const side = heroSideImageHtml(block, context);
  return html`!${heroBackdropHtml(block, context)}<div class="${heroInnerClass(block)}"><div class="${heroContentClass(block)}">!${heroTextHtml(block, context)}</div>!${
    side ? html`<div class="${heroSideClass}">!${side}</div>` : html``
  }</div>`;
}
