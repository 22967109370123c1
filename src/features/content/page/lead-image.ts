// The page's lead image (C5): the first image a visitor meets, in the order the page renders its blocks. It loads
// at once (not lazily) wherever it is: a page whose header has no picture (an installation guide) shows its first
// section's image in the first screen of a phone, where a lazy image waits for layout before it is even asked for and
// becomes a late Largest Contentful Paint. Images further down stay lazy.
import type { Block, Page, Section } from "@/features/content/model";

/** The id of the first block of `blocks` (depth first, as rendered) that shows an image. */
function firstImageBlock(blocks: readonly Block[]): string | undefined {
  for (const block of blocks) {
    switch (block.type) {
      case "heroBanner":
        if (block.background || block.secondaryImage) return block.id;
        break;
      case "image":
        return block.id;
      case "card":
        if (block.image) return block.id;
        break;
      case "videoPost":
        if (block.video.thumbnail) return block.id;
        break;
      case "cardGrid":
      case "cardCarousel": {
        const found = firstImageBlock(block.cards);
        if (found) return found;
        break;
      }
      case "twoColumnLayout": {
        const found = firstImageBlock(block.left) ?? firstImageBlock(block.right);
        if (found) return found;
        break;
      }
      default:
        break;
    }
  }
  return undefined;
}

/** The block id of the page's lead image: its header section's, else its sections' in order; undefined without one. */
export function leadImageBlockId(page: Pick<Page, "headerSection" | "sections">): string | undefined {
  const sections: readonly Section[] = page.headerSection ? [page.headerSection, ...page.sections] : page.sections;
  for (const section of sections) {
    const found = firstImageBlock(section.blocks);
    if (found) return found;
  }
  return undefined;
}
