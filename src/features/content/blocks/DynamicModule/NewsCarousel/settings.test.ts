import { describe, expect, it } from "vitest";
import { NEWS_CAROUSEL_DEFAULT_COUNT, NEWS_CAROUSEL_MAX_COUNT, newsCarouselSettings } from "./settings";

describe("F8 news carousel settings", () => {
  it("defaults to the 6 latest posts, three at a time, no category, no autoplay", () => {
    expect(newsCarouselSettings({}, "en")).toEqual({ count: NEWS_CAROUSEL_DEFAULT_COUNT, slidesToShow: 3, autoplay: false });
  });

  it("reads count and slides from numbers or numeric strings, bounded", () => {
    expect(newsCarouselSettings({ count: 4, slidesToShow: "2" }, "en")).toMatchObject({ count: 4, slidesToShow: 2 });
    expect(newsCarouselSettings({ count: "8" }, "en").count).toBe(8);
    expect(newsCarouselSettings({ count: 500 }, "en").count).toBe(NEWS_CAROUSEL_MAX_COUNT);
    expect(newsCarouselSettings({ count: 0, slidesToShow: 9 }, "en")).toMatchObject({ count: 1, slidesToShow: 4 });
    expect(newsCarouselSettings({ count: "many", slidesToShow: true }, "en")).toMatchObject({ count: NEWS_CAROUSEL_DEFAULT_COUNT, slidesToShow: 3 });
    expect(newsCarouselSettings({ count: 2.9 }, "en").count).toBe(2);
  });

  it("takes the category of the page locale, then the shared one; blank or overlong categories are ignored", () => {
    const settings = { category: "Events", "category.fr-ca": "Événements" };
    expect(newsCarouselSettings(settings, "fr-ca").category).toBe("Événements");
    expect(newsCarouselSettings(settings, "en").category).toBe("Events");
    expect(newsCarouselSettings({ category: "  " }, "en").category).toBeUndefined();
    expect(newsCarouselSettings({ category: "x".repeat(101) }, "en").category).toBeUndefined();
    expect(newsCarouselSettings({ category: 3 }, "es-mx").category).toBeUndefined();
  });

  it("autoplays only when the editor says so", () => {
    expect(newsCarouselSettings({ autoplay: true }, "en").autoplay).toBe(true);
    expect(newsCarouselSettings({ autoplay: "true" }, "en").autoplay).toBe(false);
  });
});
