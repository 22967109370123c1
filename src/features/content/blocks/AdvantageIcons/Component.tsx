// Advantage icons block (C3): icon, title and text per advantage, 4 columns unless the editor chose otherwise. Nothing
// in it acts in the browser: it is sent as static markup (ADR 74), once, not element by element in the payload.
import { ADVANTAGE_ICONS_COLUMNS_DEFAULT } from "@/config/constants";
import type { AdvantageIconsBlock } from "@/features/content/model";
import { sanitizeHtml } from "@/features/content/sanitize";
import { html, joined, styleAttribute, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import type { BlockProps } from "../types";
import { advantageIconHtml } from "./icons";
import styles from "./styles.module.css";

const MAX_COLUMNS = 6;

export function advantageColumns(columns: number | undefined): number {
  return Number.isInteger(columns) && columns! >= 1 && columns! <= MAX_COLUMNS ? columns! : ADVANTAGE_ICONS_COLUMNS_DEFAULT;
}

/** What the block's wrapper holds: its title and the list of advantages. */
export function advantageIconsHtml(block: AdvantageIconsBlock): Markup {
  const items = block.items.map(
    (item) =>
      html`<li class="${styles.item}">!${advantageIconHtml(item.icon, styles.icon)}<h3 class="${styles.itemTitle}">${item.title}</h3>!${item.body ? html`<div class="${styles.body}">!${sanitizeHtml(item.body)}</div>` : html``}</li>`,
  );
  return html`!${block.title ? html`<h2 class="${styles.title}">${block.title}</h2>` : html``}<ul class="${styles.grid}"!${styleAttribute({ "--columns": advantageColumns(block.columns) })}>!${joined(items)}</ul>`;
}

export function AdvantageIcons({ block }: BlockProps<AdvantageIconsBlock>) {
  return <StaticMarkup className={styles.wrapper} html={advantageIconsHtml(block)} />;
}
