// News Carousel dynamic module (F8): the brand's latest news, newest first, in the card carousel (C3), with a link to
// the news page. Reads through the news feature's public entry; renders nothing when the brand has no matching post.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NewsCard } from "@/features/news/ui";
import { latestNews } from "@/features/news/server";
import { sitePath } from "@/platform/routing/urls";
import { CarouselFrame } from "../../CardCarousel/CarouselFrame";
import { ClientMessages } from "@/platform/i18n/ClientMessages";
import { CAROUSEL_CLIENT_MESSAGES } from "@/platform/i18n/client-messages";
import type { DynamicModuleProps } from "../modules";
import { newsCarouselSettings } from "./settings";
import styles from "./styles.module.css";

export async function NewsCarousel({ module, context }: DynamicModuleProps) {
  const { brand, locale } = context;
  const settings = newsCarouselSettings(module.settings, locale);
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: "news" }),
    latestNews(brand, locale, { count: settings.count, ...(settings.category ? { tag: settings.category } : {}) }),
  ]);
  if (posts.length === 0) return null;
  const slides = Math.min(settings.slidesToShow, posts.length);
  const sizes = `(max-width: 768px) 85vw, ${Math.round(1200 / slides)}px`;
  return (
    <div className={styles.newsCarousel}>
      <ClientMessages locale={locale} picks={CAROUSEL_CLIENT_MESSAGES}>
        <CarouselFrame title={module.title ?? t("carouselTitle")} slidesToShow={slides} peek={posts.length > slides} autoplay={settings.autoplay}>
          {posts.map((post, index) => (
            <NewsCard key={post.id} post={post} brand={brand} locale={locale} headingLevel={3} sizes={sizes} eager={index === 0 && context.isFirstSection} />
          ))}
        </CarouselFrame>
      </ClientMessages>
      <p className={styles.seeAll}>
        <Link href={sitePath(brand, locale, "news")}>{t("seeAll")}</Link>
      </p>
    </div>
  );
}
