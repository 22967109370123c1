// Recommended for you (S4) for the signed-in account: `GET /api/account/recommendations?brand=voltline&locale=fr-ca`
// answers `{ products: [...cards] }` (empty until the account has viewed something), 401 when nobody is signed in,
// 403 without analytics consent.
// Personal, so never cached; the pages stay shared and cached, and ask for this from the browser.
import type { NextRequest } from "next/server";
import { isLocale } from "@/config/locales";
import { SESSION_COOKIE } from "@/features/account";
import { analyticsAllowed } from "@/features/consent";
import { readSession, type Session } from "@/features/account/server";
import { getBrandChrome } from "@/features/navigation/server";
import { getRecommendedForYou } from "@/features/recommend/server";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

const PRIVATE = { "cache-control": CACHE_CONTROL.privateNoStore } as const;

export async function GET(request: NextRequest): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const locale = params.get("locale");
  const brandDirectory = params.get("brand") ?? "";
  if (!isLocale(locale)) return Response.json({ error: "locale must be one of the site's locales" }, { status: 400, headers: PRIVATE });
  const chrome = /^[a-z0-9-]{1,64}$/.test(brandDirectory) ? await getBrandChrome(brandDirectory, locale) : undefined;
  if (!chrome) return Response.json({ error: `Brand ${brandDirectory} not found` }, { status: 404, headers: PRIVATE });
  let session: Session | undefined;
  try {
    session = await readSession(request.cookies.get(SESSION_COOKIE)?.value);
  } catch (error) {
    logger.error({ err: error }, "recommended for you: the session store is unavailable");
    return Response.json({ error: "recommendations are unavailable" }, { status: 503, headers: PRIVATE });
  }
  if (!session) return Response.json({ error: "sign in to see recommendations for you" }, { status: 401, headers: PRIVATE });
  // Issue 12: they come from the account's events, which need analytics consent (ADR 31).
  if (!analyticsAllowed(request.headers.get("cookie"))) return Response.json({ error: "allow analytics and personalisation to see recommendations for you" }, { status: 403, headers: PRIVATE });
  try {
    return Response.json({ products: await getRecommendedForYou(chrome.brand, locale, session.userToken) }, { headers: PRIVATE });
  } catch (error) {
    logger.error({ err: error, brand: brandDirectory, locale }, "recommended for you: recommendations failed");
    return Response.json({ error: "recommendations are unavailable" }, { status: 503, headers: PRIVATE });
  }
}
