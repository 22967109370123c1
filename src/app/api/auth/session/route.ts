// Who is signed in (A1), for the header and personal sections of cached pages: `{ signedIn: false }` or the account's
// name, email and events token. Never cached; a session that no longer opens clears its cookies.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/features/account/session";
import { clearSession, publicSession, readSession } from "@/features/account/server/session";
import { publicOrigin } from "@/platform/http/public-origin";

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest): Promise<Response> {
  const value = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await readSession(value);
  const response = NextResponse.json(publicSession(session), { headers: { "cache-control": "private, no-store" } });
  if (value && !session) clearSession(response, publicOrigin());
  return response;
}
