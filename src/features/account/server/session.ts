// The session cookie pair (A1): the sealed, httpOnly session and the readable account token, written and cleared
// together; plus the origin of a request as the browser sees it (redirect URIs, cookie security).
import "server-only";
import type { NextResponse } from "next/server";
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, ACCOUNT_TOKEN_COOKIE, type SessionState } from "../session";
import type { SessionPayload } from "./oidc";
import { seal, unseal } from "./sealed-cookie";

/** The origin the browser used: the forwarded host and protocol behind a proxy, else the request's own. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(/:$/, "");
  return `${protocol}://${host}`;
}

export const isSecureOrigin = (origin: string) => origin.startsWith("https:");

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
