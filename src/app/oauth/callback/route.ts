// The identity provider sends the browser back here (A1, R4 `/oauth/callback`): the code is exchanged with the PKCE
// verifier, state and nonce checked, the session sealed in an httpOnly cookie, and the visitor returned to the page
// they signed in from, on the public origin. A refusal at the provider returns them quietly; any other failure returns
// them with a notice.
import { NextResponse, type NextRequest } from "next/server";
import { SIGN_IN_TRANSACTION_COOKIE, withSignInNotice } from "@/features/account";
import { completeSignIn, oidcConfiguration, oidcSettings, type SignInTransaction } from "@/features/account/server";
import { unseal } from "@/features/account/server";
import { writeSession } from "@/features/account/server";
import { isSecureOrigin, onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { logger } from "@/platform/logging/logger";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest): Promise<Response> {
  const origin = publicOrigin();
  const search = new URL(request.url).searchParams;
  const transaction = await unseal<SignInTransaction>(request.cookies.get(SIGN_IN_TRANSACTION_COOKIE)?.value, "sign-in");
  const settings = oidcSettings();

  const finish = (path: string) => {
    const response = NextResponse.redirect(onPublicOrigin(path), 303);
    response.headers.set("cache-control", CACHE_CONTROL.noStore);
    response.cookies.set(SIGN_IN_TRANSACTION_COOKIE, "", { path: "/oauth", httpOnly: true, sameSite: "lax", secure: isSecureOrigin(origin), maxAge: 0 });
    return response;
  };

  if (!transaction || !settings) return finish(withSignInNotice("/", "failed"));
  if (search.get("error") === "access_denied") return finish(transaction.returnTo);
  try {
    const session = await completeSignIn(await oidcConfiguration(settings), search, transaction, settings.tokenNamespace);
    const response = finish(transaction.returnTo);
    await writeSession(response, session, origin);
    return response;
  } catch (error) {
    logger.warn({ err: error, providerError: search.get("error") ?? undefined }, "sign-in: the callback was refused");
    return finish(withSignInNotice(transaction.returnTo, "failed"));
  }
}
