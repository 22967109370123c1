// Section title block (C3): heading at the editor's level with an optional subtitle.
import type { SectionTitleBlock } from "@/features/content/model";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

export function SectionTitle({ block }: BlockProps<SectionTitleBlock>) {
  const Heading = `h${block.headingLevel}` as const;
  return (
    <header className={`${styles.title} ${block.align === "center" ? styles.center : ""}`}>
      <Heading className={styles.heading}>{block.title}</Heading>
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
    </header>
  );
}
