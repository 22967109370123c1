import { expect, test } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

for (const locale of LOCALES) {
  test(`W1 news list and detail (${locale})`, async ({ page }) => {
    await page.goto(`/voltline/${locale}/news`);
    const first = page.getByRole("main").locator("article h2 a").first();
    const title = (await first.textContent())?.trim() ?? "";
    await expectNoAxeViolations(page);
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/news/[^/]+$`));
    await expectNoAxeViolations(page);
  });

  test(`V1 V2 video detail with transcript that seeks the player (${locale})`, async ({ page }) => {
    await page.goto(`/voltline/${locale}/videos/list`);
    await expectNoAxeViolations(page);
    await page.getByRole("main").locator("article h2 a").first().click();
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/videos/.+/v/[^/]+$`));
    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    const cues = page.getByRole("main").locator("[data-cue-seconds]");
    expect(await cues.count()).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
  });
}

test("V2 a webinar transcript past one hour shows h:mm:ss", async ({ page }) => {
  await page.goto("/voltline/en/videos/list");
  const links = page.getByRole("main").locator("article h2 a");
  const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute("href")));
  let found = false;
  for (const href of hrefs) {
    await page.goto(href!);
    if ((await page.locator("[data-cue-seconds]").filter({ hasText: /^\s*1:\d{2}:\d{2}/ }).count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found).toBe(true);
});
