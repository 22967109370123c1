// News post block (C3, W1): a card linking to the post's page, with its date formatted for the locale. Nothing in it
// acts in the browser but its link, which navigates on the client: it is sent as static markup (ADR 74), once.
import type { NewsPostBlock, NewsPostSummary } from "@/features/content/model";
import { blockLinkHtml } from "@/features/content/components/BlockLink";
import { contentImageHtml } from "@/features/content/components/ContentImage";
import { formatDate } from "@/platform/i18n/format";
import { html, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { buildNewsUrl, sitePath } from "@/platform/routing/urls";
import type { BlockContext, BlockProps } from "../types";
import styles from "./styles.module.css";

/** What the card's `<article>` holds: image, date, title (its link stretched over the card), excerpt. */
export function newsPostCardHtml(post: NewsPostSummary, context: BlockContext, eagerImage?: boolean): Markup {
  // A post belongs to its brand's site even when shown on another brand's page; blockLinkHtml makes a sister brand's a
  // full page load (R9) and the page's own a client navigation.
  const href = sitePath(post.brandDirectory || context.brand, context.locale, buildNewsUrl(post));
  const link = blockLinkHtml({ link: { label: post.title, url: href, external: false }, brand: context.brand, locale: context.locale, className: styles.stretched }, html`${post.title}`);
  const image = post.image
    ? html`<div class="${styles.media}">!${contentImageHtml({ image: post.image, sizes: "(max-width: 768px) 100vw, 400px", className: styles.image, decorative: true, eager: eagerImage })}</div>`
    : html``;
  return html`!${image}<div class="${styles.text}"><time class="${styles.date}" datetime="${post.date}">${formatDate(post.date, context.locale)}</time><h3 class="${styles.title}">!${link}</h3>!${post.excerpt ? html`<p class="${styles.excerpt}">${post.excerpt}</p>` : html``}</div>`;
}

/** The news card. */
export function NewsPostCard({ post, context, eagerImage }: { post: NewsPostSummary; context: BlockContext; eagerImage?: boolean }) {
  return <StaticMarkup as="article" className={styles.card} links="client" html={newsPostCardHtml(post, context, eagerImage)} />;
}

export function NewsPost({ block, context }: BlockProps<NewsPostBlock>) {
  return <NewsPostCard post={block.post} context={context} />;
}
