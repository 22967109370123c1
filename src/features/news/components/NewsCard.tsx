// A news post's card (W1, F8) as static markup (ADR 74): nothing in it acts in the browser but its link, which
// navigates on the client, so the news list and the news carousel send each card once, as its HTML text, and leave
// its copy out of the page's payload (ADR 78) instead of element by element.
import { contentImageHtml } from "@/features/content/ui";
import type { Locale } from "@/config/locales";
import type { NewsPostSummary } from "@/features/content";
import { formatDate } from "@/platform/i18n/format";
import { html, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
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

/** What a card's `<article>` holds: image, title linking to the post, date, excerpt. */
export function newsCardContentHtml({ post, brand, locale, eager = false, headingLevel = 2, sizes = "(max-width: 700px) 100vw, 380px" }: NewsCardProps): Markup {
  const heading = headingLevel === 3 ? "h3" : "h2";
  const image = post.image ? contentImageHtml({ image: post.image, sizes, preload: eager }) : html``;
  return html`!${image}<div class="${styles.cardBody}"><${heading} class="${styles.cardTitle}"><a href="${sitePath(brand, locale, buildNewsUrl(post))}" data-client-link>${post.title}</a></${heading}><p class="${styles.date}"><time datetime="${post.date}">${formatDate(post.date, locale)}</time></p><p>${post.excerpt}</p></div>`;
}

export function NewsCard(props: NewsCardProps) {
  return <StaticMarkup as="article" className={styles.card} links="client" html={newsCardContentHtml(props)} />;
}
