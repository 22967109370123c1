// Listing pages keep their state in the query (?page=, ?tag=) for users, but are prerendered per
// state: proxy.ts rewrites the query onto an internal path so every state is a cacheable page.
export const NEWS_PAGE_SIZE = 9;
export const VIDEO_PAGE_SIZE = 9;
export const ALL_TOPICS = "all";

function pageNumber(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function topic(value: string | null): string {
  return value && /^[a-z0-9-]{1,60}$/.test(value) ? value : ALL_TOPICS;
}

/** Category listing page n (P4): `products/{slug...}/c/{id}?page=n` -> `products/{slug...}/c/{id}/page/n`. */
export function categoryListingRewrite(pathname: string, search: URLSearchParams): string | undefined {
  if (!/^\/[^/]+\/[^/]+\/products\/(?:[^/]+\/)+c\/[^/]+\/?$/.test(pathname)) return undefined;
  const page = pageNumber(search.get("page"));
  return page > 1 ? `${pathname.replace(/\/+$/, "")}/page/${page}` : undefined;
}

/** Internal path for a listing state, or undefined when the public path already is the page. */
export function listingRewrite(pathname: string, search: URLSearchParams): string | undefined {
  const category = categoryListingRewrite(pathname, search);
  if (category) return category;
  const match = /^\/([^/]+)\/([^/]+)\/(news|videos\/list)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, brand, locale, listing] = match;
  const page = pageNumber(search.get("page"));
  if (listing === "news") return page > 1 ? `/${brand}/${locale}/news/page/${page}` : undefined;
  const tag = topic(search.get("tag"));
  return tag === ALL_TOPICS && page === 1 ? undefined : `/${brand}/${locale}/videos/list/${tag}/${page}`;
}

/** Public URL of a listing state (the inverse of listingRewrite). */
export function listingHref(basePath: string, state: { page?: number; tag?: string }): string {
  const params = new URLSearchParams();
  if (state.tag && state.tag !== ALL_TOPICS) params.set("tag", state.tag);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
