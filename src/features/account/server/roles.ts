// R15: an account's roles, as its identity provider states them in the ID token it signed (the `roles` claim by
// default, OIDC_ROLES_CLAIM to read another, e.g. `groups` or a namespaced claim). The token was verified at sign-in
// and is kept on the server with the session (never taken from the browser), so reading its payload here is reading
// what the provider said. A session without an ID token has no role.
import { decodeJwt } from "jose";

const ROLE = /^[a-z][a-z0-9_-]{0,39}$/;
const MAX_ROLES = 50;

/** The claim's roles: an array of names or one space-separated string, lower case, plain identifiers only. */
export function rolesFromClaims(claims: Record<string, unknown>, claim = "roles"): string[] {
  const value = claims[claim];
  const names = Array.isArray(value) ? value : typeof value === "string" ? value.split(/\s+/) : [];
  const roles = names.flatMap((name) => (typeof name === "string" ? [name.trim().toLowerCase()] : [])).filter((name) => ROLE.test(name));
  return [...new Set(roles)].slice(0, MAX_ROLES);
}

export function sessionRoles(session: { idToken?: string }, claim: string = process.env.OIDC_ROLES_CLAIM?.trim() || "roles"): string[] {
  if (!session.idToken) return [];
  try {
    return rolesFromClaims(decodeJwt(session.idToken), claim);
  } catch {
    return [];
  }
}

/** Whether the account may see a page that asks for one of `required` (none asked: any signed-in account may). */
export function hasOneOfRoles(roles: readonly string[], required: readonly string[]): boolean {
  return required.length === 0 || required.some((role) => roles.includes(role));
}
