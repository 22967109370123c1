// Hero banner block (C3): background image (preloaded in the first section, C5), overlay, layout and text options.
import type { HeroBannerBlock } from "@/features/content/model";
import { BlockLink } from "@/features/content/components/BlockLink";
import { ContentImage } from "@/features/content/components/ContentImage";
import { RichText } from "@/features/content/components/RichText";
import { DynamicModuleView } from "../DynamicModule/Component";
import type { BlockProps } from "../types";
import { capitalize, safeCssColor } from "./heroStyle";
import styles from "./styles.module.css";

export function HeroBanner({ block, context }: BlockProps<HeroBannerBlock>) {
  // The first section's hero is the page's main heading.
  const Heading = context.isFirstSection ? "h1" : "h2";
  const split = block.layout === "split";
  const sideImage = split ? (block.secondaryImage ?? block.background) : undefined;
  const backdrop = split ? undefined : block.background;
  const className = [
    styles.hero,
    styles[`layout${capitalize(block.layout)}`],
    styles[`variant${capitalize(block.variant)}`],
    backdrop ? styles.hasImage : undefined,
    block.overlay && backdrop ? styles.overlay : undefined,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className={className} style={{ backgroundColor: safeCssColor(block.backgroundColor) }}>
      {backdrop ? (
        <ContentImage image={backdrop} sizes="100vw" fill decorative className={styles.backdrop} preload={context.isFirstSection} eager />
      ) : null}
      <div className={`${styles.inner} ${styles[`align${capitalize(block.textAlign)}`]}`}>
        <div className={`${styles.content} ${styles[`width${capitalize(block.contentWidth)}`]}`}>
          {block.eyebrow ? <p className={styles.eyebrow}>{block.eyebrow}</p> : null}
          <Heading className={`${styles.heading} ${styles[`header${capitalize(block.headerSize)}`]}`}>{block.heading}</Heading>
          {block.body ? (
            <RichText html={block.body} className={`${styles.body} ${styles[`body${capitalize(block.bodySize)}`]}`} />
          ) : null}
          {block.button ? (
            <BlockLink link={block.button} brand={context.brand} locale={context.locale} defaultVariant="primary" className={styles.button} />
          ) : null}
          {block.dynamicModule ? <DynamicModuleView module={block.dynamicModule} context={context} /> : null}
        </div>
        {sideImage ? (
          <div className={styles.side}>
            <ContentImage
              image={sideImage}
              sizes="(max-width: 768px) 100vw, 50vw"
              className={styles.sideImage}
              preload={context.isFirstSection}
              eager
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
