// Personal pages served as a shared shell (issue 14, ADR 43 amendment): a page whose HTML holds nothing personal (its
// island loads the account's data from an API) but whose address is one account's (my-account/lists/{id}). The app
// registers a guard per page (src/instrumentation.ts); server/main.ts asks it before the micro-cache. A guard that
// answers a shell's path lets the server answer from one stored copy of that shell, rendered once and kept by the
// micro-cache under a key of its own (never the personal address's, never the shell's own address's, which stays a
// 404 when asked for directly); the browser is told `private, no-store`. A guard that answers nothing (signed out,
// another account's id, the store unreachable) leaves the request to Next, whose per-request route answers it as
// before: sign-in, or the 404 of A7. The two bundles share the registry through globalThis, as direct routes do.
import { globalRegistry } from "./global-registry";

/** The mark on a request the server rewrote to a shell after its guard agreed; taken off every request from outside. */
export const GUARDED_SHELL_HEADER = "x-voltline-guarded-shell";

/** Decides from the request (its path and Cookie header) whether its account gets the shell: the shell's path, or undefined. */
export type ShellGuard = (pathname: string, request: Request) => Promise<string | undefined>;

interface GuardedPage {
  matches: (pathname: string) => boolean;
  guard: ShellGuard;
}

const registry = globalRegistry("voltline.guarded-shells", () => new Map<string, GuardedPage>());

/** Registers (or replaces, by name) the guard of the pages `matches` takes. */
export function registerGuardedShell(name: string, matches: GuardedPage["matches"], guard: ShellGuard): void {
  registry().set(name, { matches, guard });
}

/** The guard of a GET or HEAD of a registered page, if any. */
export function findGuardedShell(method: string | undefined, url: string | undefined): { pathname: string; guard: ShellGuard } | undefined {
  if ((method !== "GET" && method !== "HEAD") || !url) return undefined;
  const routes = registry();
  if (routes.size === 0) return undefined;
  const pathname = url.split("?", 1)[0]!;
  for (const page of routes.values()) if (page.matches(pathname)) return { pathname, guard: page.guard };
  return undefined;
}

/** The micro-cache key of a shell: apart from every address a client can ask for. */
export const shellCacheKey = (key: string): string => `guarded-shell ${key}`;
