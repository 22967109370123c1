// Section wrapper (C2): anchor id, container width, padding, background and flex layout around its blocks.
import type { Section } from "@/features/content/model";
import type { BlockContext } from "@/features/content/blocks/types";
import { Blocks } from "./Blocks";
import { sectionContainerClass, sectionModifierKeys } from "./sectionStyle";
import styles from "./SectionView.module.css";

export function SectionView({ section, context }: { section: Section; context: BlockContext }) {
  if (section.blocks.length === 0) return null;
  const modifiers = sectionModifierKeys(section).map((key) => styles[key]);
  const inner = [sectionContainerClass(section.container), styles.blocks].filter(Boolean).join(" ");
  return (
    <section id={section.anchorId || undefined} className={[styles.section, ...modifiers].join(" ")}>
      <div className={inner}>
        <Blocks blocks={section.blocks} context={context} />
      </div>
    </section>
  );
}

/** Sections of a page; only the first is the "first section" for eager images and the h1 hero. */
export function Sections({ sections, context }: { sections: readonly Section[]; context: Omit<BlockContext, "isFirstSection"> }) {
  return sections.map((section, index) => (
    <SectionView key={section.id} section={section} context={{ ...context, isFirstSection: index === 0 }} />
  ));
}
