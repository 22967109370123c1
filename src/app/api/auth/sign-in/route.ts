// Sign-in starts here (A1): `GET /api/auth/sign-in?returnTo=/voltline/fr-ca/products` seals the PKCE verifier, state,
// nonce and return path in a short-lived cookie and sends the browser to the identity provider, in the page's language.
// With no provider configured, or one that does not answer, the visitor goes back to the page with a notice. Every
// address here is on the public origin (configuration), never on the host a request names.
import { NextResponse } from "next/server";
import { localeOfPath, providerUiLocale, returnPathOrHome, SIGN_IN_TRANSACTION_COOKIE, SIGN_IN_TRANSACTION_SECONDS, withSignInNotice } from "@/features/account";
import { beginSignIn, oidcConfiguration, oidcSettings } from "@/features/account/server";
import { seal } from "@/features/account/server";
import { isLoopbackAlias, isSecureOrigin, onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const origin = publicOrigin();
  const returnTo = returnPathOrHome(new URL(request.url).searchParams.get("returnTo"), origin);
  const back = (path: string) => NextResponse.redirect(onPublicOrigin(path), 303);
  // Reached as 127.0.0.1 while the site is http://localhost:3000: start over there, where the callback reads the cookie.
  if (isLoopbackAlias(request.headers.get("host"))) return back(`/api/auth/sign-in?${new URLSearchParams({ returnTo })}`);
  const settings = oidcSettings();
  if (!settings) return back(withSignInNotice(returnTo, "unavailable"));
  try {
    const { url, transaction } = await beginSignIn(await oidcConfiguration(settings), {
      redirectUri: `${origin}/oauth/callback`,
      returnTo,
      uiLocale: providerUiLocale(localeOfPath(returnTo)),
    });
    const response = NextResponse.redirect(url, 302);
    response.headers.set("cache-control", CACHE_CONTROL.noStore);
    response.cookies.set(SIGN_IN_TRANSACTION_COOKIE, await seal(transaction, "sign-in", SIGN_IN_TRANSACTION_SECONDS), {
      path: "/oauth",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureOrigin(origin),
      maxAge: SIGN_IN_TRANSACTION_SECONDS,
    });
    return response;
  } catch (error) {
    logger.error({ err: error, issuer: settings.issuer.href }, "sign-in: the identity provider is unavailable");
    return back(withSignInNotice(returnTo, "unavailable"));
  }
}
