// Sign-out (A1): `POST /api/auth/sign-out` (form field `returnTo`) ends this site's session at once, on the server
// (with `everywhere=1`, as a form field or in the query, every session of the account: issue 12), then the provider's
// session too when it offers an end-session endpoint, and comes back to the page through /oauth/signed-out.
import { NextResponse, type NextRequest } from "next/server";
import { returnPathOrHome, SESSION_COOKIE } from "@/features/account";
import { endSessionUrl, oidcConfiguration, oidcSettings } from "@/features/account/server";
import { clearSession, endSession } from "@/features/account/server";
import { onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

export async function POST(request: NextRequest): Promise<Response> {
  const origin = publicOrigin();
  const from = request.headers.get("origin");
  if (from && from !== origin) return Response.json({ error: "cross-site sign-out refused" }, { status: 403 });
  const form = await request.formData().catch(() => undefined);
  const field = form?.get("returnTo");
  const returnTo = returnPathOrHome(typeof field === "string" ? field : undefined, origin);
  const everywhere = (form?.get("everywhere") ?? request.nextUrl.searchParams.get("everywhere")) === "1";
  const session = await endSession(request.cookies.get(SESSION_COOKIE)?.value, { everywhere });

  let target = onPublicOrigin(returnTo);
  const settings = oidcSettings();
  if (session && settings) {
    try {
      target =
        endSessionUrl(await oidcConfiguration(settings), { idToken: session.idToken, postLogoutRedirectUri: `${origin}/oauth/signed-out`, state: returnTo }) ?? target;
    } catch (error) {
      // The site's session ends regardless; only the provider's may outlive it.
      logger.warn({ err: error }, "sign-out: the identity provider is unavailable");
    }
  }
  const response = NextResponse.redirect(target, 303);
  response.headers.set("cache-control", CACHE_CONTROL.noStore);
  clearSession(response, origin);
  return response;
}
