// InstantSearch's router for a page that Next's App Router owns (S1). The app router is the only one listening to
// the browser's history: InstantSearch writes shallow entries with `history.pushState` (which Next adopts, keeping
// `useSearchParams` in step) and hears of every URL change (back, forward, links to the same page) from Next rather
// than from its own `popstate` listener. Two rules keep the routers from racing:
// - A write waits `writeDelay` so typing leaves one history entry, but it is flushed at once when the visitor
//   clicks or submits: the entry lands before Next starts a navigation, never in the middle of one (a `pushState`
//   during a pending navigation makes Next restore the page being left).
// - Once the page is left nothing is written. InstantSearch only calls `dispose` when it owns its instance; with
//   server results (InstantSearchSSRProvider) the instance outlives the page, and its widgets' removal changes its
//   state, so a write would land 400 ms after the next page rendered and Next would show that page under the
//   search URL. The page therefore says itself when it is left (`leave`) and mounted again (`enter`).
// - A write lands only on the address InstantSearch's state came from. If the window's address moved without the
//   router hearing of it (back pressed before the page hydrated and attached its listeners), the address wins, as it
//   does over a pending write when Next reports the change.
import type { Router } from "instantsearch.js";

/** What the router needs of the browser; `window` in the app, a fake in unit tests. */
export interface UrlRouterHost {
  href(): string;
  pushState(url: string): void;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

export interface UrlRouterOptions<TRoute> {
  /** The location to read: the URL Next renders while mounting, the window's location afterwards. */
  read(): TRoute;
  /** An absolute or root-relative URL for a route; equal routes give equal URLs. */
  createURL(route: TRoute): string;
  /** The URL the page was mounted on, the state InstantSearch starts from. */
  mountUrl: string;
  host?: UrlRouterHost;
  writeDelay?: number;
}

export interface UrlRouter<TRoute> extends Router<TRoute> {
  /** Writes a pending entry now (before a navigation starts). */
  flush(): void;
  /** Next rendered `href`: InstantSearch follows unless its state already is that URL (mounted on or written). */
  urlChanged(href: string): void;
  /** The page unmounted: a pending write is dropped and no later one lands until `enter`. */
  leave(): void;
  /** The page mounted (again, after a Strict Mode remount): writes land. */
  enter(): void;
}

const browserHost = (): UrlRouterHost => ({
  href: () => window.location.href,
  pushState: (url) => window.history.pushState(null, "", url),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
});

/** Path and query of a URL, absolute or root-relative, the query in one encoding (`+` or `%20`, `:` or `%3A`). */
const pathAndQuery = (url: string) => {
  const { pathname, searchParams } = new URL(url, "http://x");
  return `${pathname}?${searchParams.toString()}`;
};
const sameUrl = (a: string, b: string) => pathAndQuery(a) === pathAndQuery(b);
const samePath = (a: string, b: string) => new URL(a, "http://x").pathname === new URL(b, "http://x").pathname;

export function createUrlRouter<TRoute>({ read, createURL, mountUrl, host, writeDelay = 400 }: UrlRouterOptions<TRoute>): UrlRouter<TRoute> {
  let listener: ((route: TRoute) => void) | undefined;
  let pending: { url: string; timer: unknown } | undefined;
  /** The URL of InstantSearch's state as last written or heard. Next may skip intermediate URLs when it batches. */
  let known = mountUrl;
  let disposed = false;
  let left = false;
  const writable = () => !disposed && !left;
  const env = () => host ?? browserHost();

  const cancel = () => {
    if (pending) env().clearTimeout(pending.timer);
    pending = undefined;
  };

  /** The address changed under InstantSearch (back, forward, a link to this page): its state follows. */
  const follow = (href: string) => {
    known = href;
    cancel();
    listener?.(read());
  };

  const flush = () => {
    if (!pending) return;
    const { url } = pending;
    cancel();
    const href = env().href();
    if (!writable() || sameUrl(url, href)) return;
    if (!sameUrl(known, href)) {
      // On this page the address wins; on another, this page is being left and writes nothing.
      if (samePath(known, href)) follow(href);
      return;
    }
    known = url;
    env().pushState(url);
  };

  return {
    $$type: "ais.next-app",
    read,
    createURL,
    write(route) {
      if (!writable()) return;
      const url = createURL(route);
      cancel();
      pending = { url, timer: env().setTimeout(flush, writeDelay) };
    },
    onUpdate(callback) {
      listener = callback;
    },
    urlChanged(href) {
      // Back, forward or a link to this page: the URL wins over a write that had not landed yet.
      if (writable() && !sameUrl(known, href)) follow(href);
    },
    flush,
    leave() {
      cancel();
      left = true;
    },
    enter() {
      left = false;
    },
    start() {
      disposed = false;
    },
    dispose() {
      cancel();
      disposed = true;
      listener = undefined;
    },
  };
}
