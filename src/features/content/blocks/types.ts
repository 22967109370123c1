// Props every content block component receives (C3): its block and where it is rendered.
import type { Locale } from "@/config/locales";
import type { Block } from "@/features/content/model";

export interface BlockContext {
  /** brandDirectory of the site being rendered, for links. */
  brand: string;
  locale: Locale;
  /** Images of the first section load eagerly and the hero is preloaded (C5). */
  isFirstSection: boolean;
  /** The block whose image is the page's lead image (page/lead-image.ts): it loads at once wherever it is. */
  leadImageId?: string;
  /** The page's path under its site (`where-to-buy`), for tools that link to their own page (issue 16). */
  pagePath?: string;
  /** The URL query of a tool page rendered per request (issue 16, `tools/` route); absent on prerendered pages. */
  query?: Readonly<Record<string, string | string[] | undefined>>;
}

export interface BlockProps<B extends Block> {
  block: B;
  context: BlockContext;
}
