// Two-column layout block (C3): nested blocks side by side at the chosen ratio; stacked (optionally reversed) on phones.
import type { TwoColumnLayoutBlock } from "@/features/content/model";
import { Blocks } from "@/features/content/components/Blocks";
import type { BlockProps } from "../types";
import { twoColumnStyle } from "./columns";
import styles from "./styles.module.css";

export function TwoColumnLayout({ block, context }: BlockProps<TwoColumnLayoutBlock>) {
  return (
    <div
      className={`${styles.columns} ${block.reverseOnMobile ? styles.reverseOnMobile : ""}`}
      style={twoColumnStyle(block.layout, block.gap)}
    >
      <div className={styles.column}>
        <Blocks blocks={block.left} context={context} />
      </div>
      <div className={styles.column}>
        <Blocks blocks={block.right} context={context} />
      </div>
    </div>
  );
}
