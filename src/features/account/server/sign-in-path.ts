// Where sign-in starts for a page (C6, A2): the relying party's route, told the same-site path and query to come back to.
/** The sign-in address that comes back to `returnTo` (a same-site path with its query). */
export function signInPath(returnTo: string): string {
  return `/api/auth/sign-in?${new URLSearchParams({ returnTo })}`;
}
