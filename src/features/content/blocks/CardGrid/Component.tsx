// Card grid block (C3): cards in the editor's column count, one column on phones unless set to two. Nothing in it acts
// in the browser: the grid is sent as static markup (ADR 74), its links navigating on the client.
import type { CardGridBlock } from "@/features/content/model";
import { html, joined, styleAttribute } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { cardHtml } from "../Card/card-markup";
import type { BlockProps } from "../types";
import { cardImageSizes, gridColumnsStyle } from "./columns";
import styles from "./styles.module.css";

export function CardGrid({ block, context }: BlockProps<CardGridBlock>) {
  const imageSizes = cardImageSizes(block.columns, block.mobileColumns);
  const cards = block.cards.map((card) => html`<li class="${styles.item}">!${cardHtml(card, context, { imageSizes })}</li>`);
  const title = block.title ? html`<h2 class="${styles.title}">${block.title}</h2>` : html``;
  return (
    <StaticMarkup
      className={styles.wrapper}
      links="client"
      html={html`!${title}<ul class="${styles.grid}"!${styleAttribute(gridColumnsStyle(block.columns, block.mobileColumns))}>!${joined(cards)}</ul>`}
    />
  );
}
