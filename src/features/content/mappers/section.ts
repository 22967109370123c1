// section entry -> Section (C2).
import type { Section } from "@/features/content/model";
import { mapBlocks } from "./blocks";
import { linkedEntries, oneOf, text, type CfEntry } from "./entry-shape";

export function mapSection(entry: CfEntry): Section {
  const f = entry.fields;
  const section: Section = {
    id: entry.sys.id,
    container: oneOf(f.container, ["full", "contained", "narrow"] as const, "contained"),
    padding: oneOf(f.padding, ["none", "small", "medium", "large"] as const, "medium"),
    backgroundColor: oneOf(f.backgroundColor, ["white", "light", "dark", "brand"] as const, "white"),
    flexDirection: oneOf(f.flexDirection, ["column", "row"] as const, "column"),
    flexBreakpoint: oneOf(f.flexBreakpoint, ["sm", "md", "lg"] as const, "md"),
    blocks: mapBlocks(linkedEntries(f, "blocks")),
  };
  const anchorId = text(f, "anchorId");
  if (anchorId) section.anchorId = anchorId;
  return section;
}
