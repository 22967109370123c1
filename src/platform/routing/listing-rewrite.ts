// Listing pages keep their state in the query (?page=, ?tag=) for users, but are prerendered per
// state: proxy.ts rewrites the query onto an internal path so every state is a cacheable page.
export const NEWS_PAGE_SIZE = 9;
export const VIDEO_PAGE_SIZE = 9;
export const ALL_TOPICS = "all";

function pageNumber(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

function topic(value: string | null): string {
  return value && /^[a-z0-9-]{1,60}$/.test(value) ? value : ALL_TOPICS;
}

/** Internal route of listing states that are not prerendered (a filter or a sort): rendered per request (ADR 0008). */
export const REFINED_LISTING_SEGMENT = "refine";

/** `/{brand}/{locale}`, and a category listing's `{section}/{slug…}/c/{id}`: what every listing path is built from. */
const SITE = "/([^/]+)/([^/]+)";
const CATEGORY_LISTING = "(products|programs|compatibility)/((?:[^/]+/)+c/[^/]+)";
const LISTING_PATH = new RegExp(`^${SITE}/${CATEGORY_LISTING}/?$`);
const MEDIA_LISTING_PATH = new RegExp(`^${SITE}/(news|videos/list)/?$`);

const REFINING_PREFIXES = ["f.", "r."] as const;

/** A filter (`f.<attribute>`), a measurement range (`r.<attribute>`, issue 3) or a sort in the query: state no prerendered page holds. */
export function isRefinedListingQuery(search: URLSearchParams): boolean {
  for (const name of search.keys()) {
    if (name === "sort" || REFINING_PREFIXES.some((prefix) => name.startsWith(prefix) && name.length > prefix.length)) return true;
  }
  return false;
}

/**
 * Listing `c` of a category, program or compatibility category (P4, P7): the default state page n (1 included) goes
 * to the prerendered `.../c/{id}/page/n`; a filtered or sorted state goes, query and all, to the per-request route
 * `/{brand}/{locale}/refine/{section}/.../c/{id}`. Page 1 is rewritten too, so the client router sees every listing
 * URL as rewritten and asks the server about a new query instead of reusing page 1's content for it (ADR 9).
 */
export function categoryListingRewrite(pathname: string, search: URLSearchParams): string | undefined {
  const match = LISTING_PATH.exec(pathname);
  if (!match) return undefined;
  const [, brand, locale, section, rest] = match;
  if (isRefinedListingQuery(search)) return `/${brand}/${locale}/${REFINED_LISTING_SEGMENT}/${section}/${rest}?${search.toString()}`;
  return `/${brand}/${locale}/${section}/${rest}/page/${pageNumber(search.get("page"))}`;
}

/** Internal path for a listing state, or undefined when the public path already is the page. */
export function listingRewrite(pathname: string, search: URLSearchParams): string | undefined {
  const category = categoryListingRewrite(pathname, search);
  if (category) return category;
  const match = MEDIA_LISTING_PATH.exec(pathname);
  if (!match) return undefined;
  const [, brand, locale, listing] = match;
  const page = pageNumber(search.get("page"));
  if (listing === "news") return page > 1 ? `/${brand}/${locale}/news/page/${page}` : undefined;
  const tag = topic(search.get("tag"));
  return tag === ALL_TOPICS && page === 1 ? undefined : `/${brand}/${locale}/videos/list/${tag}/${page}`;
}

/**
 * Request header proxy.ts puts on its listing rewrites. Under some host settings Next sends a rewrite back through
 * the proxy (server/next-hostname.ts); the header tells that request from one typed at an internal address.
 */
export const LISTING_REWRITE_HEADER = "x-voltline-listing-rewrite";

const INTERNAL_REFINED = new RegExp(`^${SITE}/${REFINED_LISTING_SEGMENT}/${CATEGORY_LISTING}/?$`);
const INTERNAL_CATEGORY_PAGE = new RegExp(`^${SITE}/${CATEGORY_LISTING}/page/(\\d{1,4})/?$`);
const INTERNAL_NEWS_PAGE = new RegExp(`^${SITE}/news/page/(\\d{1,4})/?$`);
const INTERNAL_VIDEO_PAGE = new RegExp(`^${SITE}/videos/list/([a-z0-9-]{1,60})/(\\d{1,4})/?$`);

function withQuery(path: string, search: URLSearchParams): string {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The query of a typed internal address with its path's page (and topic) put back in, other parameters kept. */
function publicQuery(search: URLSearchParams, state: { page: number; tag?: string }): URLSearchParams {
  const params = new URLSearchParams(search);
  params.delete("page");
  params.delete("tag");
  if (state.tag && state.tag !== ALL_TOPICS) params.set("tag", state.tag);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/**
 * The public address of an internal listing path (what listingRewrite produces), or undefined for any other path:
 * proxy.ts answers such an address, typed or followed from outside, with a 301 there, so each listing state has one URL.
 */
export function publicListingPath(pathname: string, search: URLSearchParams): string | undefined {
  const refined = INTERNAL_REFINED.exec(pathname);
  if (refined) return withQuery(`/${refined[1]}/${refined[2]}/${refined[3]}/${refined[4]}`, search);
  const category = INTERNAL_CATEGORY_PAGE.exec(pathname);
  if (category) return withQuery(`/${category[1]}/${category[2]}/${category[3]}/${category[4]}`, publicQuery(search, { page: pageNumber(category[5]) }));
  const news = INTERNAL_NEWS_PAGE.exec(pathname);
  if (news) return withQuery(`/${news[1]}/${news[2]}/news`, publicQuery(search, { page: pageNumber(news[3]) }));
  const videos = INTERNAL_VIDEO_PAGE.exec(pathname);
  if (videos) return withQuery(`/${videos[1]}/${videos[2]}/videos/list`, publicQuery(search, { tag: videos[3], page: pageNumber(videos[4]) }));
  return undefined;
}

/** Public URL of a listing state (the inverse of listingRewrite). */
export function listingHref(basePath: string, state: { page?: number; tag?: string }): string {
  return withQuery(basePath, publicQuery(new URLSearchParams(), { page: state.page ?? 1, tag: state.tag }));
}
