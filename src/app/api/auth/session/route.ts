// Who is signed in (A1), for the header and personal sections of cached pages: `{ signedIn: false }` or the account's
// name, email and events token, from the SessionStore. Never cached; a session that was ended or expired clears its
// cookies; a store that cannot be reached is a 503 (the cookies stay).
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/features/account";
import { clearSession, publicSession, readSession, type Session } from "@/features/account/server";
import { logger } from "@/platform/logging/logger";
import { publicOrigin } from "@/platform/http/public-origin";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export const dynamic = "force-dynamic";

const PRIVATE = { "cache-control": CACHE_CONTROL.privateNoStore } as const;

export async function GET(request: NextRequest): Promise<Response> {
  const value = request.cookies.get(SESSION_COOKIE)?.value;
  let session: Session | undefined;
  try {
    session = await readSession(value);
  } catch (error) {
    logger.error({ err: error }, "session: the session store is unavailable");
    return NextResponse.json({ error: "sessions are unavailable, try again later" }, { status: 503, headers: PRIVATE });
  }
  const response = NextResponse.json(publicSession(session), { headers: PRIVATE });
  if (value && !session) clearSession(response, publicOrigin());
  return response;
}
