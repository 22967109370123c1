import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const BRANDS = ["voltline", "voltline-canada", "voltline-mexico", "voltline-brasil", "progress-lighting", "homestyle"] as const;
export const LOCALES = ["en", "fr-ca", "es-mx"] as const;

/** WCAG 2.2 AA through axe: no violation on the page as rendered. */
export async function expectNoAxeViolations(page: Page) {
  // After a client navigation Next streams the new page's metadata after its body: check the settled page.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
  expect(summary).toEqual([]);
}
