// Accordion block (C3): native details/summary (keyboard and screen-reader support built in), first item open on request.
// The browser opens and closes the items itself: the block is sent as static markup (ADR 74), once.
import type { AccordionBlock } from "@/features/content/model";
import { sanitizeHtml } from "@/features/content/sanitize";
import { html, joined, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { capitalize } from "../HeroBanner/heroStyle";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

/** What the accordion's wrapper holds: its title and one `<details>` per item. */
export function accordionHtml(block: AccordionBlock): Markup {
  const items = block.items.map(
    (item, index) =>
      html`<details class="${styles.item}"!${block.openFirstItemByDefault && index === 0 ? html` open` : html``}><summary class="${styles.summary}">${item.title}</summary><div class="prose ${styles.body}">!${sanitizeHtml(item.body)}</div></details>`,
  );
  return html`!${block.title ? html`<h2 class="${styles.title}">${block.title}</h2>` : html``}!${joined(items)}`;
}

export function Accordion({ block }: BlockProps<AccordionBlock>) {
  return <StaticMarkup className={`${styles.accordion} ${styles[`style${capitalize(block.style)}`]}`} html={accordionHtml(block)} />;
}
