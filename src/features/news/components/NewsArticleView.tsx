// News detail (W1): title, date, author, image, markdown body, topics; NewsArticle JSON-LD.
import { ContentImage, SanitizedHtml } from "@/features/content/ui";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { NewsPost } from "@/features/content";
import { renderMarkdown } from "@/features/content";
import { formatDate } from "@/platform/i18n/format";
import { JsonLd } from "@/platform/seo/JsonLd";
import { buildNewsUrl, PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";
import styles from "./News.module.css";

export async function NewsArticleView({ post, brand, brandName, locale }: { post: NewsPost; brand: string; brandName: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "news" });
  const body = renderMarkdown(post.body);
  return (
    <article className={`container-narrow ${styles.article}`}>
      <p>
        <Link href={sitePath(brand, locale, "news")}>← {t("back")}</Link>
      </p>
      <h1>{post.title}</h1>
      <p className={styles.date}>
        <time dateTime={post.date}>{t("publishedOn", { date: formatDate(post.date, locale) })}</time>
        {post.author ? <> · {t("by", { author: post.author })}</> : null}
      </p>
      {post.image ? (
        <ContentImage image={post.image} className={styles.hero} sizes="(max-width: 800px) 100vw, 800px" preload />
      ) : null}
      {body.ok ? <SanitizedHtml html={body.html} /> : <p className="error-paragraph">{t("bodyError")}</p>}
      {post.tags.length ? (
        <>
          <h2 className="visually-hidden">{t("tags")}</h2>
          <ul className={styles.tags}>
            {post.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </>
      ) : null}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "NewsArticle",
          headline: post.title,
          datePublished: post.date,
          author: post.author ? { "@type": "Person", name: post.author } : undefined,
          publisher: { "@type": "Organization", name: brandName },
          image: post.image ? [post.image.url] : undefined,
          mainEntityOfPage: `${PUBLIC_SITE_ORIGIN}${sitePath(brand, locale, buildNewsUrl(post))}`,
        }}
      />
    </article>
  );
}
