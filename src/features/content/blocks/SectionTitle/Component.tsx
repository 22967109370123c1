// Section title block (C3): heading at the editor's level with an optional subtitle. Static markup (ADR 74), kept out
// of the inlined payload at any length (ADR 78): its copy would cost more than its marker.
import type { SectionTitleBlock } from "@/features/content/model";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { html } from "@/platform/html/markup";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

export function SectionTitle({ block }: BlockProps<SectionTitleBlock>) {
  const heading = html`h${block.headingLevel}`;
  const subtitle = block.subtitle ? html`<p class="${styles.subtitle}">${block.subtitle}</p>` : html``;
  return (
    <StaticMarkup
      as="header"
      keep
      className={`${styles.title} ${block.align === "center" ? styles.center : ""}`}
      html={html`<!${heading} class="${styles.heading}">${block.title}</!${heading}>!${subtitle}`}
    />
  );
}
