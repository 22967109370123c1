// Addresses no content or catalogue entry knows, of every route family under /{brand}/{locale}/ (issue 12 item 1,
// ADR 26): what a visitor, a crawler or a fuzzer types. Shared by bench/unknown-urls.ts and the bounded-caches journey.
// Each address is distinct for a distinct (run, i), so a cache keyed by address would gain one entry per address.

export interface UnknownAddress {
  /** The route family the address falls into (for the bench's table). */
  shape: string;
  path: string;
  /** Request headers of the shape (the client router's RSC request, which Next first redirects to add its `_rsc`). */
  headers?: Record<string, string>;
}

const SITES = [
  ["voltline", "en"],
  ["voltline", "fr-ca"],
  ["voltline", "es-mx"],
  ["voltline-canada", "fr-ca"],
  ["homestyle", "en"],
] as const;

/** Five digits of the run token: unknown product ids (digits only) are distinct per run too. */
export function runDigits(run: string): string {
  let hash = 7;
  for (const char of run) hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return String(hash).padStart(5, "0");
}

/** A product id (12 digits) no catalogue has: 9, the run's digits, then i. */
function productId(token: string, i: number): string {
  return `9${runDigits(token.slice(0, token.lastIndexOf("-")))}${String(i % 1_000_000).padStart(6, "0")}`;
}

/** What names a run's addresses in a file name or a cache entry: its token, and the prefix of its product ids. */
export function runMarks(run: string): string[] {
  return [run, `9${runDigits(run)}`];
}

/**
 * Route families and how an unknown address of each looks; `t` is a token unique to (run, i). The `alias-` shapes name
 * a real Voltline product, category or video under a slug of their own: an address of a known entry that is not its
 * address, which must not be kept either.
 */
const SHAPES: readonly { shape: string; make: (t: string, i: number) => string; headers?: Record<string, string>; site?: string }[] = [
  { shape: "page", make: (t) => `zz-probe-${t}` },
  { shape: "page-deep", make: (t) => `zz/${t}/deeper/still` },
  { shape: "page-encoded", make: (t) => `%C3%A9t%C3%A9-${t}` },
  { shape: "page-long", make: (t) => `${"x".repeat(180)}-${t}` },
  { shape: "page-query", make: (t) => `zz-${t}?utm_source=${t}` },
  { shape: "page-rsc", make: (t) => `zz-rsc-${t}`, headers: { rsc: "1" } },
  { shape: "product", make: (t, i) => `products/zz-${t}/p/${productId(t, i)}` },
  { shape: "category", make: (t) => `products/zz/c/zz-cat-${t}` },
  { shape: "category-landing", make: (t) => `products/zz/cl/zz-cat-${t}` },
  { shape: "listing-page", make: (t) => `products/zz/c/zz-cat-${t}?page=2` },
  { shape: "products-other", make: (t) => `products/zz-${t}` },
  { shape: "news", make: (t) => `news/zz-news-${t}` },
  { shape: "video", make: (t) => `videos/zz/v/zz-video-${t}` },
  { shape: "videos-other", make: (t) => `videos/zz-${t}` },
  { shape: "program", make: (t) => `programs/zz/c/zz-program-${t}` },
  { shape: "compatibility", make: (t) => `compatibility/zz/cl/zz-compat-${t}` },
  { shape: "refine", make: (t) => `products/zz/c/zz-cat-${t}?sort=name-asc` },
  { shape: "form", make: (t) => `forms/zz-form-${t}` },
  { shape: "alias-product", make: (t) => `products/zz-${t}/p/1000738`, site: "voltline" },
  { shape: "alias-category", make: (t) => `products/zz-${t}/cl/wall-plates`, site: "voltline" },
  { shape: "alias-video", make: (t) => `videos/zz-${t}/v/video-voltline-lug-torque`, site: "voltline" },
];

export const UNKNOWN_ADDRESS_SHAPES: readonly string[] = SHAPES.map((s) => s.shape);

/** The i-th unknown address of a run: shapes and sites in turn, every address distinct. */
export function unknownAddress(run: string, i: number): UnknownAddress {
  const { shape, make, headers, site } = SHAPES[i % SHAPES.length]!;
  const sites = site ? SITES.filter(([brand]) => brand === site) : SITES;
  const [brand, locale] = sites[Math.floor(i / SHAPES.length) % sites.length]!;
  const token = `${run}-${i}`;
  return { shape, path: `/${brand}/${locale}/${make(token, i)}`, ...(headers ? { headers } : {}) };
}
