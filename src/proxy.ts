// Every page request passes here first: brand, locale and CMS redirects (spec §2), listing rewrites.
import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE } from "@/config/constants";
import { resolveRequest, localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import { getSiteDirectory } from "@/platform/routing/site-directory";
import { brandNotFoundHtml } from "@/platform/routing/brand-not-found";
import { listingRewrite } from "@/platform/routing/listing-rewrite";

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const site = await getSiteDirectory();
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
      return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    case "brand-not-found": {
      const locale = localeFromAcceptLanguage(request.headers.get("accept-language")) ?? "en";
      return new NextResponse(brandNotFoundHtml(decision.brand, locale, site.defaultBrand), {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    }
    case "next": {
      // No Set-Cookie here: the page writes the locale cookie itself, so responses stay cacheable.
      const rewrite = listingRewrite(pathname, request.nextUrl.searchParams);
      return rewrite ? NextResponse.rewrite(new URL(rewrite, request.url)) : NextResponse.next();
    }
  }
}

export const config = {
  // Pages only: not framework files, API routes, the sign-in callbacks, the products API, public files or root SEO files.
  matcher: ["/((?!_next/|api/|oauth/|products-api-proxy/|products-media/|content/|fonts/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)"],
};
