// The session cookie pair (A1): the sealed, httpOnly session id and the readable account token, written and cleared
// together, Secure when the public origin is https (src/platform/http/public-origin.ts), and the session itself kept in
// the SessionStore (issue 12: signing out ends it on the server).
import "server-only";
import type { JWTPayload } from "jose";
import { LRUCache } from "lru-cache";
import type { NextResponse } from "next/server";
import { cookieValue } from "@/platform/http/cookies";
import { logger } from "@/platform/logging/logger";
import { isSecureOrigin } from "@/platform/http/public-origin";
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, ACCOUNT_TOKEN_COOKIE, type SessionState } from "../session";
import { seal, unseal } from "./sealed-cookie";
import { getSessionStore, type SessionAccount, type StoredSession } from "./session-store";

/** The sealed cookie holds only the id of a session in the SessionStore: nothing about the account. */
interface SessionCookie extends JWTPayload {
  sid: string;
}

export type Session = StoredSession & { id: string };

/**
 * Opened session cookies (issue 14 bench): every signed-in request opened its cookie again (AES-GCM through WebCrypto,
 * about a twentieth of a list request's CPU). Only cookies that opened are kept, keyed by their whole sealed value, with
 * their own expiry; the store below still decides whether the session lives (sign-out, expiry, "everywhere").
 */
const openedCookies = new LRUCache<string, { sid: string; expiresAt: number }>({ max: 10_000 });

async function sessionIdOf(cookieValue: string | undefined): Promise<string | undefined> {
  if (!cookieValue) return undefined;
  const known = openedCookies.get(cookieValue);
  if (known) {
    if (known.expiresAt > Date.now()) return known.sid;
    openedCookies.delete(cookieValue);
    return undefined;
  }
  const cookie = await unseal<SessionCookie>(cookieValue, "session");
  if (!cookie || typeof cookie.sid !== "string") return undefined;
  if (typeof cookie.exp === "number") openedCookies.set(cookieValue, { sid: cookie.sid, expiresAt: cookie.exp * 1000 });
  return cookie.sid;
}

/** The session a cookie names, while the store keeps it; throws when the store cannot be reached. */
export async function readSession(cookieValue: string | undefined): Promise<Session | undefined> {
  const sid = await sessionIdOf(cookieValue);
  if (!sid) return undefined;
  const session = await getSessionStore().get(sid);
  return session && { ...session, id: sid };
}

/** The session of a request's `Cookie` header, as readSession. */
export function readRequestSession(request: Request): Promise<Session | undefined> {
  return readSession(cookieValue(request.headers.get("cookie") ?? "", SESSION_COOKIE));
}

/**
 * The events token of the request's session (S5): the only authenticated user token the server trusts. None when
 * nobody is signed in, or when the store cannot say (then the request is served as anonymous).
 */
export async function sessionUserToken(request: Request): Promise<string | undefined> {
  try {
    return (await readRequestSession(request))?.userToken;
  } catch (error) {
    logger.warn({ err: error }, "session store unavailable: request served as signed out");
    return undefined;
  }
}

export function publicSession(session: Session | undefined): SessionState {
  return session ? { signedIn: true, name: session.name, email: session.email, userToken: session.userToken } : { signedIn: false };
}

/** Begins a session for the account that signed in: stored server-side, its id sealed in the cookie. */
export async function writeSession(response: NextResponse, account: SessionAccount, origin: string): Promise<void> {
  const id = await getSessionStore().create(account, SESSION_LIFETIME_SECONDS);
  const common = { path: "/", sameSite: "lax" as const, secure: isSecureOrigin(origin), maxAge: SESSION_LIFETIME_SECONDS };
  response.cookies.set(SESSION_COOKIE, await seal({ sid: id } satisfies SessionCookie, "session", SESSION_LIFETIME_SECONDS), { ...common, httpOnly: true });
  response.cookies.set(ACCOUNT_TOKEN_COOKIE, account.userToken, { ...common, httpOnly: false });
}

/**
 * Ends the cookie's session in the store (sign-out), or with `everywhere` every session of its account, and returns
 * it (its id token is the provider's sign-out hint). A store that cannot be reached is logged: the cookies still go.
 */
export async function endSession(cookieValue: string | undefined, { everywhere = false } = {}): Promise<Session | undefined> {
  try {
    const session = await readSession(cookieValue);
    if (!session) return undefined;
    if (everywhere) await getSessionStore().deleteBySubject(session.subject);
    else await getSessionStore().delete(session.id);
    return session;
  } catch (error) {
    logger.error({ err: error }, "sign-out: the session store is unavailable; the session ends when it expires");
    return undefined;
  }
}

export function clearSession(response: NextResponse, origin: string): void {
  for (const [name, httpOnly] of [
    [SESSION_COOKIE, true],
    [ACCOUNT_TOKEN_COOKIE, false],
  ] as const) {
    response.cookies.set(name, "", { path: "/", sameSite: "lax", secure: isSecureOrigin(origin), httpOnly, maxAge: 0 });
  }
}
