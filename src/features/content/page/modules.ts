// Which dynamic modules a page carries (header section and body), for routes that depend on them: the tools route
// renders a page per request only when one of its modules reads the query; the product page links to a tool's page
// only when the page carries the tool (issue 16). Pure.
import type { DynamicModuleType, Page } from "../model";

/** Whether the page (its header section or body) holds a dynamic module of one of these types. */
export function pageHasModule(page: Page | null | undefined, types: readonly DynamicModuleType[]): boolean {
  if (!page) return false;
  const sections = [...(page.headerSection ? [page.headerSection] : []), ...page.sections];
  return sections.some((section) => section.blocks.some((block) => block.type === "dynamicModule" && types.includes(block.module.module)));
}
