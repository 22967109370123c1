// Advantage icons block (C3): icon, title and text per advantage, 4 columns unless the editor chose otherwise.
import type { CSSProperties } from "react";
import { ADVANTAGE_ICONS_COLUMNS_DEFAULT } from "@/config/constants";
import type { AdvantageIconsBlock } from "@/features/content/model";
import { RichText } from "@/features/content/components/RichText";
import type { BlockProps } from "../types";
import { AdvantageIcon } from "./icons";
import styles from "./styles.module.css";

const MAX_COLUMNS = 6;

export function advantageColumns(columns: number | undefined): number {
  return Number.isInteger(columns) && columns! >= 1 && columns! <= MAX_COLUMNS ? columns! : ADVANTAGE_ICONS_COLUMNS_DEFAULT;
}

export function AdvantageIcons({ block }: BlockProps<AdvantageIconsBlock>) {
  const style = { "--columns": advantageColumns(block.columns) } as CSSProperties;
  return (
    <div className={styles.wrapper}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={styles.grid} style={style}>
        {block.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <AdvantageIcon name={item.icon} className={styles.icon} />
            <h3 className={styles.itemTitle}>{item.title}</h3>
            {item.body ? <RichText html={item.body} className={styles.body} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
