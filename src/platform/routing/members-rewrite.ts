// Pages flagged requireAuthentication (C1, C6) are personal to the signed-in: never prerendered nor shared. proxy.ts
// rewrites their public path onto the per-request route /{brand}/{locale}/members/{slug} (the address bar keeps the
// public path), which sends a signed-out visitor to sign-in and back; the static route never renders them.

/** Internal route of the pages that need an account. */
export const MEMBERS_SEGMENT = "members";

/** The key of a page in the site directory's set of pages that need an account. */
export const protectedPageKey = (brand: string, slug: string) => `${brand}/${slug}`;

/** The internal path a public page path is served from when the page needs an account, else undefined. */
export function membersRewrite(pathname: string, protectedPages: ReadonlySet<string> | undefined): string | undefined {
  if (!protectedPages || protectedPages.size === 0) return undefined;
  const match = /^\/([^/]+)\/([^/]+)\/(.+?)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, brand = "", locale = "", rest = ""] = match;
  let slug: string;
  try {
    slug = rest
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/");
  } catch {
    return undefined;
  }
  return protectedPages.has(protectedPageKey(brand, slug)) ? `/${brand}/${locale}/${MEMBERS_SEGMENT}/${rest}` : undefined;
}
