// What proxy.ts asks of the lists feature (A4, A7; ADR 43): whether the page of an account list may be served as the
// cached shell. Only the list's own account, signed in, gets the shell; anyone else goes on to the per-request route,
// which answers sign-in or 404 exactly as before. A public entry of the feature, for the proxy only.
import "server-only";
import { readRequestSession } from "@/features/account/server";
import { logger } from "@/platform/logging/logger";
import { isListUuid } from "../model";
import { findList } from "./store";

/** The shell's internal segment under my-account/; asked for directly, it is a 404 (isListShellPath). */
export const LIST_SHELL_SEGMENT = "list-shell";

const ACCOUNT_LIST_PAGE = /^\/([^/]+)\/([^/]+)\/my-account\/lists\/([^/]+)\/?$/;
const LIST_SHELL_PAGE = new RegExp(`^/[^/]+/[^/]+/my-account/${LIST_SHELL_SEGMENT}/?$`);

/** A page of one of the account's lists (my-account/lists/{id}), whoever asks. */
export function isAccountListPath(pathname: string): boolean {
  return ACCOUNT_LIST_PAGE.test(pathname);
}

export function isListShellPath(pathname: string): boolean {
  return LIST_SHELL_PAGE.test(pathname);
}

/**
 * The internal path of the list page's shell when the request's signed-in account owns that list of that brand;
 * undefined otherwise (no session, another account's or an unknown id, another brand's list, the store unreachable).
 */
export async function accountListShellPath(pathname: string, request: Request): Promise<string | undefined> {
  const match = ACCOUNT_LIST_PAGE.exec(pathname);
  if (!match || !isListUuid(match[3])) return undefined;
  const [, brand = "", locale = "", id] = match;
  try {
    const session = await readRequestSession(request);
    if (!session) return undefined;
    // Read each time (one indexed query): a list deleted, here or on another instance, is a 404 at once.
    return (await findList(session.subject, id))?.brand === brand ? `/${brand}/${locale}/my-account/${LIST_SHELL_SEGMENT}` : undefined;
  } catch (error) {
    logger.warn({ err: error }, "lists: the list page is served per request (session or lists unavailable)");
    return undefined;
  }
}
