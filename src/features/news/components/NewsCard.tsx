import { ContentImage } from "@/features/content/ui";
import Link from "next/link";
import type { Locale } from "@/config/locales";
import type { NewsPostSummary } from "@/features/content";
import { formatDate } from "@/platform/i18n/format";
import { buildNewsUrl, sitePath } from "@/platform/routing/urls";
import styles from "./News.module.css";

interface NewsCardProps {
  post: NewsPostSummary;
  brand: string;
  locale: Locale;
  eager?: boolean;
  /** h2 in the news list; h3 under a titled block such as the news carousel (F8). */
  headingLevel?: 2 | 3;
  sizes?: string;
}

export function NewsCard({ post, brand, locale, eager = false, headingLevel = 2, sizes = "(max-width: 700px) 100vw, 380px" }: NewsCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className={styles.card}>
      {post.image ? <ContentImage image={post.image} sizes={sizes} preload={eager} /> : null}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={sitePath(brand, locale, buildNewsUrl(post))}>{post.title}</Link>
        </Heading>
        <p className={styles.date}>
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        </p>
        <p>{post.excerpt}</p>
      </div>
    </article>
  );
}
