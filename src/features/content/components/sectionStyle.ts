// Section wrapper options (C2) as class names: the CSS module keys and the global container class.
import type { Section } from "@/features/content/model";

const CONTAINER_CLASS: Record<Section["container"], string | undefined> = {
  full: undefined,
  contained: "container",
  narrow: "container-narrow",
};

/** Global layout class of the section's inner wrapper (globals.css), none for full width. */
export function sectionContainerClass(container: Section["container"]): string | undefined {
  return CONTAINER_CLASS[container];
}

/** Keys of styles.module.css that express the section's padding, background and flex options. */
export function sectionModifierKeys(section: Pick<Section, "padding" | "backgroundColor" | "flexDirection" | "flexBreakpoint">): string[] {
  const keys = [`padding-${section.padding}`, `background-${section.backgroundColor}`];
  if (section.flexDirection === "row") keys.push(`row-${section.flexBreakpoint}`);
  return keys;
}
