// Video list with a topic filter and pagination (V1); the filter is a plain GET form.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { listVideos } from "@/features/content/server";
import { Pagination } from "@/platform/ui/pagination/Pagination";
import { ALL_TOPICS, listingHref, VIDEO_PAGE_SIZE } from "@/platform/routing/listing-rewrite";
import { sitePath } from "@/platform/routing/urls";
import { hasTopic, topicsOf } from "../tags";
import { VideoCard } from "./VideoCard";
import styles from "./Videos.module.css";

export async function videoListState(brand: string, locale: Locale, topic: string) {
  const all = (await listVideos(brand, locale, { skip: 0, limit: 1000 })).items;
  const matching = topic === ALL_TOPICS ? all : all.filter((v) => hasTopic(v, topic));
  return { all, matching, pages: Math.max(1, Math.ceil(matching.length / VIDEO_PAGE_SIZE)), topics: topicsOf(all) };
}

export async function VideoListView({ brand, brandName, locale, topic, page }: { brand: string; brandName: string; locale: Locale; topic: string; page: number }) {
  const [t, common, state] = await Promise.all([
    getTranslations({ locale, namespace: "videos" }),
    getTranslations({ locale, namespace: "common" }),
    videoListState(brand, locale, topic),
  ]);
  const items = state.matching.slice((page - 1) * VIDEO_PAGE_SIZE, page * VIDEO_PAGE_SIZE);
  const base = sitePath(brand, locale, "videos/list");
  return (
    <div className="container">
      <header className={styles.header}>
        <h1>{t("title")}</h1>
        <p>{t("description", { brand: brandName })}</p>
      </header>
      <form action={base} method="get" className={styles.filter}>
        <label>
          {t("filter")}
          <select name="tag" defaultValue={topic}>
            <option value={ALL_TOPICS}>{t("allTopics")}</option>
            {state.topics.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          {t("apply")}
        </button>
      </form>
      {items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((video, index) => (
            <li key={video.id}>
              <VideoCard video={video} brand={brand} locale={locale} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={state.pages}
        hrefFor={(p) => listingHref(base, { page: p, tag: topic })}
        labels={{ nav: common("pagination"), previous: common("previous"), next: common("next"), page: (p) => common("pageNumber", { page: p }) }}
      />
    </div>
  );
}
