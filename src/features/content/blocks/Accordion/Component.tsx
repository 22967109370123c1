// Accordion block (C3): native details/summary (keyboard and screen-reader support built in), first item open on request.
import type { AccordionBlock } from "@/features/content/model";
import { RichText } from "@/features/content/components/RichText";
import { capitalize } from "../HeroBanner/heroStyle";
import type { BlockProps } from "../types";
import styles from "./styles.module.css";

export function Accordion({ block }: BlockProps<AccordionBlock>) {
  return (
    <div className={`${styles.accordion} ${styles[`style${capitalize(block.style)}`]}`}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      {block.items.map((item, index) => (
        <details key={item.id} className={styles.item} open={block.openFirstItemByDefault && index === 0}>
          <summary className={styles.summary}>{item.title}</summary>
          <RichText html={item.body} className={`prose ${styles.body}`} />
        </details>
      ))}
    </div>
  );
}
