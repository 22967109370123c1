// The site's cache strategies, each named once (issue 15 §5, ADR 49), as Next's and Saleor's cache-life profiles
// are: what a response may be kept for by browsers and shared caches (CACHE_CONTROL), and how long a server-side read
// may be reused (DATA_CACHE). Routes and handlers pick a name; none spells its own header.
//
// The other layers are not configured here but are part of the same picture:
// - React `cache()`: one read per request, shared by the components of one render (no lifetime);
// - the micro-cache in front of Next (ADR 8, 45): keeps a shared-cacheable page within its `s-maxage`;
// - the route cache of Next's ISR: a page's own `export const revalidate` (Next requires the literal there).

/** `Cache-Control` values, by what the answer is. */
export const CACHE_CONTROL = {
  /** Files whose name changes with their content (build assets, product media by content name). */
  immutable: "public, max-age=31536000, immutable",
  /** Documents generated from catalogue data (PDFs): a day in browsers, a month in shared caches, refreshed behind. */
  generatedDocument: "public, max-age=86400, s-maxage=2592000, stale-while-revalidate=604800",
  /** The products API's reads (its contract: five minutes, an hour stale while refreshed). */
  catalogApi: "public, max-age=300, stale-while-revalidate=3600",
  /** Public look-ups typed against (the product picker): a minute, five stale while refreshed. */
  lookup: "public, max-age=60, stale-while-revalidate=300",
  /** A product page's recommendation sections (S4, ADR 70): the same for every visitor; the events behind them move
   *  slowly, so ten minutes in browsers, an hour in shared caches, a day stale while refreshed. */
  recommendations: "public, max-age=600, s-maxage=3600, stale-while-revalidate=86400",
  /** A public answer that may change within minutes, or a not-found that may soon exist. */
  minutes: "public, max-age=300",
  /** Reference answers that change rarely (place suggestions). */
  hour: "public, max-age=3600",
  /** Static scripts and keys served by routes (the captcha worker, the sign-in provider's keys). */
  day: "public, max-age=86400",
  /** One visitor's answer that a minute old is still right (compare data read for the visitor's page). */
  privateMinute: "private, max-age=60",
  /** One visitor's own data: never kept by a shared cache nor reused by the browser. */
  privateNoStore: "private, no-store",
  /** Never kept anywhere: errors, refusals, state changes, one-time values. */
  noStore: "no-store",
} as const;

export type CacheControlName = keyof typeof CACHE_CONTROL;

/** Lifetimes of server-side reads in Next's data cache (`cachedRead`, src/platform/cache/data-cache.ts). */
export const DATA_CACHE = {
  /** CMS reads: kept until a publish revalidates their tags (the webhook, ADR 19). */
  untilPublished: { revalidate: false },
  /** Signals that may be minutes old (trending, S4). */
  fiveMinutes: { revalidate: 300 },
} as const;
