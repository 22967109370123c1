// Test helper: a real session in the process's SessionStore and the `Cookie` header a browser signed in with it sends.
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from "../session";
import { seal } from "../server/sealed-cookie";
import { getSessionStore, type SessionAccount } from "../server/session-store";

export async function signedInCookie(account: Partial<SessionAccount> & Pick<SessionAccount, "userToken">): Promise<string> {
  const id = await getSessionStore().create({ subject: "acct-engineer", name: "Erin Engineer", email: "engineer@voltline.example", ...account }, SESSION_LIFETIME_SECONDS);
  return `${SESSION_COOKIE}=${await seal({ sid: id }, "session", SESSION_LIFETIME_SECONDS)}`;
}
