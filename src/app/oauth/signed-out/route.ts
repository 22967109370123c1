// The provider's sign-out comes back here (A1) with the page to return to in `state`; only a same-site path is followed,
// on the public origin (issue 12: never a host the request names).
import { NextResponse } from "next/server";
import { returnPathOrHome } from "@/features/account";
import { onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const returnTo = returnPathOrHome(new URL(request.url).searchParams.get("state"), publicOrigin());
  const response = NextResponse.redirect(onPublicOrigin(returnTo), 303);
  response.headers.set("cache-control", CACHE_CONTROL.noStore);
  return response;
}
