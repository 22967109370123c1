// Card grid block (C3): cards in the editor's column count, one column on phones unless set to two.
import type { CardGridBlock } from "@/features/content/model";
import { Card } from "../Card/Component";
import type { BlockProps } from "../types";
import { cardImageSizes, gridColumnsStyle } from "./columns";
import styles from "./styles.module.css";

export function CardGrid({ block, context }: BlockProps<CardGridBlock>) {
  const sizes = cardImageSizes(block.columns, block.mobileColumns);
  return (
    <div className={styles.wrapper}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={styles.grid} style={gridColumnsStyle(block.columns, block.mobileColumns)}>
        {block.cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <Card block={card} context={context} imageSizes={sizes} />
          </li>
        ))}
      </ul>
    </div>
  );
}
