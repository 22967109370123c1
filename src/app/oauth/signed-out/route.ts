// The provider's sign-out comes back here (A1) with the page to return to in `state`; only a same-site path is followed.
import { NextResponse } from "next/server";
import { returnPathOrHome } from "@/features/account/session";
import { requestOrigin } from "@/features/account/server/session";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  const origin = requestOrigin(request);
  const response = NextResponse.redirect(new URL(returnPathOrHome(new URL(request.url).searchParams.get("state"), origin), origin), 303);
  response.headers.set("cache-control", "no-store");
  return response;
}
