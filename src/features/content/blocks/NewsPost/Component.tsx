// News post block (C3, W1): a card linking to the post's page, with its date formatted for the locale.
import Link from "next/link";
import type { NewsPostBlock, NewsPostSummary } from "@/features/content/model";
import { ContentImage } from "@/features/content/components/ContentImage";
import { formatDate } from "@/platform/i18n/format";
import { buildNewsUrl, sitePath } from "@/platform/routing/urls";
import type { BlockContext, BlockProps } from "../types";
import styles from "./styles.module.css";

/** The news card, also used by news lists and the News Carousel module. */
export function NewsPostCard({ post, context, eagerImage }: { post: NewsPostSummary; context: BlockContext; eagerImage?: boolean }) {
  // A post belongs to its brand's site even when shown on another brand's page.
  const href = sitePath(post.brandDirectory || context.brand, context.locale, buildNewsUrl(post));
  return (
    <article className={styles.card}>
      {post.image ? (
        <div className={styles.media}>
          <ContentImage image={post.image} sizes="(max-width: 768px) 100vw, 400px" className={styles.image} decorative eager={eagerImage} />
        </div>
      ) : null}
      <div className={styles.text}>
        <time className={styles.date} dateTime={post.date}>
          {formatDate(post.date, context.locale)}
        </time>
        <h3 className={styles.title}>
          <Link href={href} className={styles.stretched}>
            {post.title}
          </Link>
        </h3>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}

export function NewsPost({ block, context }: BlockProps<NewsPostBlock>) {
  return <NewsPostCard post={block.post} context={context} />;
}
