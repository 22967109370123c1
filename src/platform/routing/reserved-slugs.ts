// CMS page slugs the app's own routes would shadow: a page published under one is unreachable, so it is left out of
// static params, the sitemap and search rather than advertised as a 404.
import { REFINED_LISTING_SEGMENT } from "./listing-rewrite";

/**
 * First path segments under `/{brand}/{locale}` that belong to app routes. `exact` is true when the route also
 * answers the bare segment (so even a one-segment page of that name is shadowed); pages such as the `programs`
 * overview live at a bare segment whose route only serves deeper paths.
 */
export const ROUTE_SEGMENTS: Readonly<Record<string, { exact: boolean }>> = {
  compare: { exact: true },
  compatibility: { exact: false },
  "contact-us": { exact: false },
  documents: { exact: false },
  forms: { exact: false },
  // Compliance letters (F10-F13, ADR 60): a refused request shown again, a letter's verification page.
  "letter-request": { exact: false },
  "letter-verification": { exact: false },
  "megamenu.json": { exact: true },
  members: { exact: false },
  // The account area (A3-A7) and its lists (A4).
  "my-account": { exact: true },
  "my-list": { exact: true },
  news: { exact: true },
  // The submittal package builder and its errors page (F15).
  "pdf-builder": { exact: true },
  "pdf-builder-errors": { exact: true },
  products: { exact: true },
  programs: { exact: false },
  [REFINED_LISTING_SEGMENT]: { exact: false },
  "request-quote": { exact: false },
  search: { exact: true },
  "sitemap.xml": { exact: true },
  "sitemap-products": { exact: false },
  subscribe: { exact: false },
  // CMS pages rendered per request for a tool's query (issue 16, ./tool-rewrite.ts).
  tools: { exact: false },
  videos: { exact: false },
  "warranty-registration": { exact: false },
};

/** Whether a page slug (`a/b/c`, no leading slash) is shadowed by an app route. */
export function isReservedPageSlug(slug: string): boolean {
  const [first = "", ...rest] = slug.split("/");
  const route = Object.hasOwn(ROUTE_SEGMENTS, first) ? ROUTE_SEGMENTS[first] : undefined;
  return route !== undefined && (route.exact || rest.length > 0);
}
