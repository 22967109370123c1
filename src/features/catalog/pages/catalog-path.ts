// Which catalogue page a `products/...` path names (R4, R5, P4, P5): the id and page kind are read from the end.
export type CatalogPath =
  | { kind: "landing"; slug: string; id: string }
  | { kind: "listing"; slug: string; id: string }
  | { kind: "listing-page"; slug: string; id: string; page: number }
  | { kind: "product"; slug: string; id: string };

const CATEGORY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;
const PRODUCT_ID = /^\d{1,12}$/;
const PAGE_NUMBER = /^\d{1,4}$/;
const SLUG_SEGMENT = /^[^/]{1,200}$/;

function slugOf(segments: readonly string[]): string | undefined {
  return segments.length <= 6 && segments.every((s) => SLUG_SEGMENT.test(s)) ? segments.join("/") : undefined;
}

/** Parses the segments after `products/`; undefined when they are no catalogue page. */
export function parseCatalogPath(segments: readonly string[]): CatalogPath | undefined {
  const n = segments.length;
  const [marker, id] = [segments[n - 2], segments[n - 1]];
  if (n >= 4 && segments[n - 4] === "c" && marker === "page") {
    const categoryId = segments[n - 3];
    const slug = slugOf(segments.slice(0, n - 4));
    if (!categoryId || !CATEGORY_ID.test(categoryId) || slug === undefined || !id || !PAGE_NUMBER.test(id)) return undefined;
    const page = Number(id);
    // Page 1 is where proxy.ts sends the listing's own URL (ADR 9); its canonical stays `.../c/{id}`.
    return page >= 1 ? { kind: "listing-page", slug, id: categoryId, page } : undefined;
  }
  if (n < 2 || !id) return undefined;
  const slug = slugOf(segments.slice(0, n - 2));
  if (slug === undefined) return undefined;
  if (marker === "p") return PRODUCT_ID.test(id) ? { kind: "product", slug, id } : undefined;
  if (!CATEGORY_ID.test(id) || slug === "") return undefined;
  if (marker === "cl") return { kind: "landing", slug, id };
  if (marker === "c") return { kind: "listing", slug, id };
  return undefined;
}

/** Path segments decoded once; a malformed escape is no catalogue page. */
export function decodeSegments(segments: readonly string[]): string[] | undefined {
  try {
    return segments.map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

/** Sections whose paths end in `c/{id}` or `cl/{id}`: products, programs (P7, listings only) and compatibility (P7, no products). */
export const CATALOG_SECTIONS = ["products", "programs", "compatibility"] as const;
export type CatalogSection = (typeof CATALOG_SECTIONS)[number];

export function isCatalogSection(value: unknown): value is CatalogSection {
  return typeof value === "string" && (CATALOG_SECTIONS as readonly string[]).includes(value);
}

/** A path of a section: products pages are any catalogue page; a program is only a listing; compatibility has no product pages. */
export function parseSectionPath(section: CatalogSection, segments: readonly string[]): CatalogPath | undefined {
  const path = parseCatalogPath(segments);
  if (!path || section === "products") return path;
  if (path.kind === "product") return undefined;
  if (section === "programs" && path.kind === "landing") return undefined;
  return path;
}
