// Props every content block component receives (C3): its block and where it is rendered.
import type { Locale } from "@/config/locales";
import type { Block } from "@/features/content/model";

export interface BlockContext {
  /** brandDirectory of the site being rendered, for links. */
  brand: string;
  locale: Locale;
  /** Images of the first section load eagerly and the hero is preloaded (C5). */
  isFirstSection: boolean;
}

export interface BlockProps<B extends Block> {
  block: B;
  context: BlockContext;
}
