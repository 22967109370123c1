// HTML grid block (C3): sanitized HTML items (C4) in 2 to 4 columns.
import type { HtmlGridBlock } from "@/features/content/model";
import { RichText } from "@/features/content/components/RichText";
import { gridColumnsStyle } from "../CardGrid/columns";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

export function HtmlGrid({ block }: BlockProps<HtmlGridBlock>) {
  return (
    <div className={styles.wrapper}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <div className={styles.grid} style={gridColumnsStyle(block.columns)}>
        {block.items.map((item, index) => (
          <RichText key={index} html={item} className={`prose ${styles.item}`} />
        ))}
      </div>
    </div>
  );
}
