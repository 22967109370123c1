// Settings of the News Carousel dynamic module (F8), as an editor may write them in the module's settings object:
// { "count": 6, "category": "Events", "category.fr-ca": "Événements", "category.es-mx": "Eventos", "slidesToShow": 3 }.
// Tags are localized, so a category is matched in the page locale: `category.<locale>` first, then `category`.
import type { Locale } from "@/config/locales";
import type { DynamicModuleRef } from "@/features/content/model";

export const NEWS_CAROUSEL_DEFAULT_COUNT = 6;
export const NEWS_CAROUSEL_MAX_COUNT = 12;
const DEFAULT_SLIDES = 3;
const MAX_SLIDES = 4;
const MAX_CATEGORY_LENGTH = 100;

export interface NewsCarouselSettings {
  count: number;
  category?: string;
  slidesToShow: number;
  autoplay: boolean;
}

/** A whole number in [1, max] from a number or a numeric string; anything else gives the fallback. */
function boundedInt(value: unknown, fallback: number, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(1, Math.trunc(n)));
}

function categoryOf(settings: DynamicModuleRef["settings"], locale: Locale): string | undefined {
  for (const value of [settings[`category.${locale}`], settings.category]) {
    if (typeof value !== "string") continue;
    const category = value.trim();
    if (category && category.length <= MAX_CATEGORY_LENGTH) return category;
  }
  return undefined;
}

export function newsCarouselSettings(settings: DynamicModuleRef["settings"], locale: Locale): NewsCarouselSettings {
  const parsed: NewsCarouselSettings = {
    count: boundedInt(settings.count, NEWS_CAROUSEL_DEFAULT_COUNT, NEWS_CAROUSEL_MAX_COUNT),
    slidesToShow: boundedInt(settings.slidesToShow, DEFAULT_SLIDES, MAX_SLIDES),
    autoplay: settings.autoplay === true,
  };
  const category = categoryOf(settings, locale);
  if (category) parsed.category = category;
  return parsed;
}
