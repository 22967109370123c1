// Tools placed on CMS pages that answer a query in the URL (issue 16: Where to Buy's `?q=&radius=&family=`, Find a Sales
// Contact's `?market=&q=&region=`): the page is
// prerendered without a query; with one, proxy.ts rewrites its path onto the per-request route
// /{brand}/{locale}/tools/{slug} (the address bar keeps the public path and query, so a search is shareable, survives
// reload and back, and works as a plain GET form). An internal address asked for from outside goes to its public one.
import { isReservedPageSlug } from "./reserved-slugs";

/** Internal route of CMS pages rendered per request for a tool's query. */
export const TOOL_SEGMENT = "tools";

/** Query parameters a tool reads: a page path with any of them is rendered per request (`list`: F4's long lists;
 * `product`: the product page's context, a product id, which the sales contact and the cross reference read). */
export const TOOL_QUERY_PARAMS = ["q", "lat", "lng", "radius", "family", "limit", "market", "region", "list", "product"] as const;

/** Parameters that give a tool context without asking it anything (the tool shows its form, not "enter a location"). */
export const TOOL_CONTEXT_PARAMS: readonly string[] = ["product"];

/** Whether a page's query asks its tool something (a parameter other than a context one). */
export function toolAsked(query: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return TOOL_QUERY_PARAMS.some((name) => query[name] !== undefined && !TOOL_CONTEXT_PARAMS.includes(name));
}

const PRODUCT_ID = /^\d{1,12}$/;
/** The product id of a tool's `product` context parameter, when it is one (catalogue ids are digits). */
export function toolProductContext(query: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const value = query.product;
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && PRODUCT_ID.test(id) ? id : undefined;
}

const PAGE_PATH = /^\/([^/]+)\/([^/]+)\/(.+?)\/?$/;

function slugOf(rest: string): string | undefined {
  try {
    return rest
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/");
  } catch {
    return undefined;
  }
}

/** The internal path a CMS page path with a tool query is served from, else undefined. */
export function toolRewrite(pathname: string, search: URLSearchParams): string | undefined {
  if (!TOOL_QUERY_PARAMS.some((name) => search.has(name))) return undefined;
  const match = PAGE_PATH.exec(pathname);
  if (!match) return undefined;
  const [, brand = "", locale = "", rest = ""] = match;
  const slug = slugOf(rest);
  if (slug === undefined || isReservedPageSlug(slug)) return undefined;
  return `/${brand}/${locale}/${TOOL_SEGMENT}/${rest}${search.size > 0 ? `?${search}` : ""}`;
}

/** The public address of an internal tool path (asked for from outside: one address per state), else undefined. */
export function publicToolPath(pathname: string, search: URLSearchParams): string | undefined {
  const match = new RegExp(`^/([^/]+)/([^/]+)/${TOOL_SEGMENT}/(.+?)/?$`).exec(pathname);
  if (!match) return undefined;
  return `/${match[1]}/${match[2]}/${match[3]}${search.size > 0 ? `?${search}` : ""}`;
}
