// Every page request passes here first: brand, locale and CMS redirects (spec §2), listing rewrites.
import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE } from "@/config/constants";
import { resolveRequest, localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import { getSiteDirectory } from "@/platform/routing/site-directory";
import { brandNotFoundHtml } from "@/platform/routing/brand-not-found";
import { LISTING_REWRITE_HEADER, REFINED_LISTING_SEGMENT, listingRewrite, publicListingPath } from "@/platform/routing/listing-rewrite";
import { SHAREABLE_HEADER } from "@/platform/cache/micro-cache";
import { GUARDED_SHELL_HEADER } from "@/platform/server/guarded-shells";
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { serviceUnavailablePage } from "@/platform/errors/unavailable-page";
import { isLocale } from "@/config/locales";
import { membersRewrite } from "@/platform/routing/members-rewrite";
import { onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { accountListShellPath, isListShellPath } from "@/features/lists/server";
import { publicToolPath, toolRewrite } from "@/platform/routing/tool-rewrite";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/**
 * A redirect's Location: a site path goes on the public origin (never the request's host); only a configured absolute
 * URL (CONFIG_AREA_URL, a CMS redirect rule) may leave the site.
 */
function redirectTo(location: string, status: number): NextResponse {
  const target = location.startsWith("/") || location.startsWith("\\") ? onPublicOrigin(location) : new URL(location, publicOrigin());
  return NextResponse.redirect(target, status);
}

/**
 * Pages rendered per request whose HTML depends on their path and query alone: the search page (S1) and filtered or
 * sorted listings (ADR 9). The server's micro-cache may share each address's answer for this many seconds (ADR 8);
 * browsers still get Next's `private, no-store`.
 */
const SHARED_PER_REQUEST_SECONDS = "60";
const SEARCH_PAGE = /^\/[^/]+\/[^/]+\/search\/?$/;
const REFINED_LISTING = new RegExp(`^/[^/]+/[^/]+/${REFINED_LISTING_SEGMENT}/`);

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  let site;
  try {
    site = await getSiteDirectory();
  } catch (error) {
    // The CMS is down and no last good brands or redirects are kept (a cold start in an outage, E3): a fast 503 page.
    if (!isServiceUnavailableError(error)) throw error;
    const segment = pathname.split("/")[2];
    const locale = isLocale(segment) ? segment : (localeFromAcceptLanguage(request.headers.get("accept-language")) ?? "en");
    return serviceUnavailablePage(locale, `${pathname}${search}`);
  }
  const decision = resolveRequest(
    {
      pathname,
      search,
      localeCookie: request.cookies.get(LOCALE_COOKIE.name)?.value,
      acceptLanguage: request.headers.get("accept-language"),
    },
    site,
  );

  switch (decision.kind) {
    case "redirect":
      return redirectTo(decision.location, decision.status);
    case "brand-not-found": {
      return new NextResponse(brandNotFoundHtml(decision.brand, decision.locale, site.defaultBrand), {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }
    case "next": {
      // An internal listing address asked for from outside goes to its public URL: one address per listing state.
      const internal = request.headers.has(LISTING_REWRITE_HEADER);
      const publicPath = internal ? undefined : (publicListingPath(pathname, request.nextUrl.searchParams) ?? publicToolPath(pathname, request.nextUrl.searchParams));
      if (publicPath) return redirectTo(publicPath, 301);
      // A page that needs an account is served per request, for the signed-in only (C6).
      // One of the account's lists: its own account gets the cached shell (ADR 43), never kept by a shared cache, as the
      // address is personal; anyone else goes on to the per-request route (sign-in, or 404 for another's list: A7).
      // The production server has already checked the owner (guarded-shells.ts) and asks for the shell itself, to keep it.
      if (request.headers.get(GUARDED_SHELL_HEADER) === "1" && isListShellPath(pathname)) {
        return NextResponse.next({ headers: { [SHAREABLE_HEADER]: SHARED_PER_REQUEST_SECONDS, "cache-control": CACHE_CONTROL.privateNoStore } });
      }
      const listShell = await accountListShellPath(pathname, request);
      if (listShell) return NextResponse.rewrite(new URL(listShell, request.url), { headers: { "cache-control": CACHE_CONTROL.privateNoStore } });
      if (isListShellPath(pathname)) return NextResponse.rewrite(new URL(pathname.replace(/\/[^/]+\/?$/, "/lists/none"), request.url));
      const members = membersRewrite(pathname, site.protectedPages);
      if (members) return NextResponse.rewrite(new URL(`${members}${search}`, request.url));
      // No Set-Cookie here: the page writes the locale cookie itself, so responses stay cacheable.
      const listing = listingRewrite(pathname, request.nextUrl.searchParams);
      // A CMS page with a tool's query (Where to Buy, issue 16): rendered per request, shared like the search page.
      const tool = listing ? undefined : toolRewrite(pathname, request.nextUrl.searchParams);
      const rewrite = listing ?? tool;
      if (!rewrite) return SEARCH_PAGE.test(pathname) ? NextResponse.next({ headers: { [SHAREABLE_HEADER]: SHARED_PER_REQUEST_SECONDS } }) : NextResponse.next();
      const headers = new Headers(request.headers);
      headers.set(LISTING_REWRITE_HEADER, "1");
      const shared = tool || REFINED_LISTING.test(rewrite) ? { [SHAREABLE_HEADER]: SHARED_PER_REQUEST_SECONDS } : undefined;
      return NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers }, headers: shared });
    }
  }
}

export const config = {
  // Pages only: not framework files, API routes, the sign-in callbacks, the products API, public files or root SEO files.
  matcher: ["/((?!_next/|api/|oauth/|products-api-proxy/|products-media/|img/|content/|fonts/|generated/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)"],
};
