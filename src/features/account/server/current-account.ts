// Who is signed in, for the account area's server components and actions (A3-A7): read from the request's session
// cookie through the SessionStore, never from anything the client claims. Pages that need an account send a signed-out
// visitor to sign-in and back to the same page and query (C6, A2).
import "server-only";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { SESSION_COOKIE } from "../session";
import { readSession, type Session } from "./session";
import { signInPath } from "./sign-in-path";
import { hasOneOfRoles, sessionRoles } from "./roles";

/** The signed-in account of this request, or undefined (also when the session store cannot be reached). */
export async function currentAccount(): Promise<Session | undefined> {
  const jar = await cookies();
  try {
    return await readSession(jar.get(SESSION_COOKIE)?.value);
  } catch {
    return undefined;
  }
}

export { signInPath };

/**
 * The signed-in account, or a redirect to sign-in that returns to `returnTo` (C6). The store being unreachable is
 * thrown, not taken for "signed out": a blip must not send a signed-in visitor through the provider.
 */
export async function requireAccount(returnTo: string): Promise<Session> {
  const jar = await cookies();
  const session = await readSession(jar.get(SESSION_COOKIE)?.value);
  if (!session) redirect(signInPath(returnTo));
  return session;
}

/**
 * R15: the signed-in account when it has one of `roles` (none asked: any account); a signed-out visitor goes to
 * sign-in first; an account without the role gets the forbidden page (403, with its translated toast).
 */
export async function requireAccountWithRole(returnTo: string, roles: readonly string[]): Promise<Session> {
  const session = await requireAccount(returnTo);
  if (!hasOneOfRoles(sessionRoles(session), roles)) forbidden();
  return session;
}
