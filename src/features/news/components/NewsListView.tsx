// News list, newest first, paginated (W1).
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { listNews } from "@/features/content/server";
import { listingHref, NEWS_PAGE_SIZE } from "@/platform/routing/listing-rewrite";
import { sitePath } from "@/platform/routing/urls";
import { NewsCard } from "./NewsCard";
import { Pagination } from "@/platform/ui/pagination/Pagination";
import styles from "./News.module.css";

export async function NewsListView({ brand, brandName, locale, page }: { brand: string; brandName: string; locale: Locale; page: number }) {
  const [t, common, result] = await Promise.all([
    getTranslations({ locale, namespace: "news" }),
    getTranslations({ locale, namespace: "common" }),
    listNews(brand, locale, { skip: (page - 1) * NEWS_PAGE_SIZE, limit: NEWS_PAGE_SIZE }),
  ]);
  const pages = Math.max(1, Math.ceil(result.total / NEWS_PAGE_SIZE));
  const base = sitePath(brand, locale, "news");
  return (
    <div className="container">
      <header className={styles.header}>
        <h1>{t("title")}</h1>
        <p>{t("description", { brand: brandName })}</p>
      </header>
      {result.items.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {result.items.map((post, index) => (
            <li key={post.id}>
              <NewsCard post={post} brand={brand} locale={locale} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(p) => listingHref(base, { page: p })}
        labels={{ nav: common("pagination"), previous: common("previous"), next: common("next"), page: (p) => common("pageNumber", { page: p }) }}
      />
    </div>
  );
}

export async function newsPageCount(brand: string, locale: Locale): Promise<number> {
  const first = await listNews(brand, locale, { skip: 0, limit: NEWS_PAGE_SIZE });
  return Math.max(1, Math.ceil(first.total / NEWS_PAGE_SIZE));
}
