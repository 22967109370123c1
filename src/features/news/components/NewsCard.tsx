import { ContentImage } from "@/features/content/components/ContentImage";
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { NewsPostSummary } from "@/features/content/model";
import { formatDate } from "@/platform/i18n/format";
import { buildNewsUrl, sitePath } from "@/platform/routing/urls";
import styles from "./News.module.css";

export function NewsCard({ post, brand, locale, eager = false }: { post: NewsPostSummary; brand: string; locale: Locale; eager?: boolean }) {
  return (
    <article className={styles.card}>
      {post.image ? (
        <ContentImage image={post.image} sizes="(max-width: 700px) 100vw, 380px" preload={eager} />
      ) : null}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link href={sitePath(brand, locale, buildNewsUrl(post))}>{post.title}</Link>
        </h2>
        <p className={styles.date}>
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        </p>
        <p>{post.excerpt}</p>
      </div>
    </article>
  );
}
