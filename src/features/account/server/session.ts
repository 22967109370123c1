// The session cookie pair (A1): the sealed, httpOnly session and the readable account token, written and cleared
// together, Secure when the public origin is https (src/platform/http/public-origin.ts).
import "server-only";
import type { NextResponse } from "next/server";
import { isSecureOrigin } from "@/platform/http/public-origin";
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, ACCOUNT_TOKEN_COOKIE, type SessionState } from "../session";
import type { SessionPayload } from "./oidc";
import { seal, unseal } from "./sealed-cookie";

export async function readSession(cookieValue: string | undefined): Promise<SessionPayload | undefined> {
  const payload = await unseal<SessionPayload>(cookieValue, "session");
  return payload && typeof payload.sub === "string" && typeof payload.userToken === "string" ? payload : undefined;
}

export function publicSession(session: SessionPayload | undefined): SessionState {
  return session ? { signedIn: true, name: session.name, email: session.email, userToken: session.userToken } : { signedIn: false };
}

export async function writeSession(response: NextResponse, session: SessionPayload, origin: string): Promise<void> {
  const common = { path: "/", sameSite: "lax" as const, secure: isSecureOrigin(origin), maxAge: SESSION_LIFETIME_SECONDS };
  response.cookies.set(SESSION_COOKIE, await seal(session, "session", SESSION_LIFETIME_SECONDS), { ...common, httpOnly: true });
  response.cookies.set(ACCOUNT_TOKEN_COOKIE, session.userToken, { ...common, httpOnly: false });
}

export function clearSession(response: NextResponse, origin: string): void {
  for (const [name, httpOnly] of [
    [SESSION_COOKIE, true],
    [ACCOUNT_TOKEN_COOKIE, false],
  ] as const) {
    response.cookies.set(name, "", { path: "/", sameSite: "lax", secure: isSecureOrigin(origin), httpOnly, maxAge: 0 });
  }
}
