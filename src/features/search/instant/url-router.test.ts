import { describe, expect, it, vi } from "vitest";
import { createUrlRouter, type UrlRouterHost } from "./url-router";

type Route = { q: string };

/** A browser with a history stack and a manual clock. */
function fakeBrowser(start: string) {
  const entries = [start];
  const timers = new Map<number, () => void>();
  let next = 1;
  const host: UrlRouterHost = {
    href: () => `http://shop.test${entries.at(-1)}`,
    pushState: (url) => void entries.push(url),
    setTimeout: (run) => {
      timers.set(next, run);
      return next++;
    },
    clearTimeout: (timer) => void timers.delete(timer as number),
  };
  const tick = () => {
    const due = [...timers.values()];
    timers.clear();
    due.forEach((run) => run());
  };
  return { host, entries, tick, pendingTimers: () => timers.size };
}

function setup(start = "/b/en/search?q=a") {
  const browser = fakeBrowser(start);
  const router = createUrlRouter<Route>({
    host: browser.host,
    mountUrl: start,
    read: () => ({ q: new URL(browser.host.href()).searchParams.get("q") ?? "" }),
    createURL: ({ q }) => `/b/en/search?q=${encodeURIComponent(q)}`,
  });
  const heard = vi.fn<(route: Route) => void>();
  router.onUpdate(heard);
  return { ...browser, router, heard };
}

describe("InstantSearch's router on Next's history (S1)", () => {
  it("typing leaves one history entry: writes wait and only the last one lands", () => {
    const { router, entries, tick } = setup();
    router.write({ q: "l" });
    router.write({ q: "le" });
    router.write({ q: "led" });
    expect(entries).toEqual(["/b/en/search?q=a"]);
    tick();
    expect(entries).toEqual(["/b/en/search?q=a", "/b/en/search?q=led"]);
  });

  it("a click flushes the pending entry at once, so it lands before the navigation the click starts", () => {
    const { router, entries, pendingTimers } = setup();
    router.write({ q: "led" });
    router.flush();
    expect(entries.at(-1)).toBe("/b/en/search?q=led");
    expect(pendingTimers()).toBe(0);
    router.flush();
    expect(entries).toHaveLength(2);
  });

  it("writes nothing for the URL already shown", () => {
    const { router, entries, tick } = setup();
    router.write({ q: "a" });
    tick();
    expect(entries).toEqual(["/b/en/search?q=a"]);
  });

  it("after dispose (the page is being left) neither a pending nor a new write lands", () => {
    const { router, entries, tick, heard } = setup();
    router.write({ q: "led" });
    router.dispose();
    router.write({ q: "dimmer" });
    router.flush();
    tick();
    router.urlChanged("/b/en/search?q=zzz");
    expect(entries).toEqual(["/b/en/search?q=a"]);
    expect(heard).not.toHaveBeenCalled();
  });

  it("once the page is left (InstantSearch kept alive by server results) its widgets' removal writes nothing", () => {
    const { router, entries, tick, heard } = setup();
    router.write({ q: "led" });
    router.leave();
    // The next page is shown; the surviving instance reports the state left by its removed widgets.
    entries.push("/b/en/p/1000738");
    router.write({ q: "" });
    tick();
    router.flush();
    router.urlChanged("/b/en/search?q=zzz");
    expect(entries).toEqual(["/b/en/search?q=a", "/b/en/p/1000738"]);
    expect(heard).not.toHaveBeenCalled();
  });

  it("writes and hears again when the page mounts again after leaving (Strict Mode remount)", () => {
    const { router, entries, tick, heard } = setup();
    router.leave();
    router.enter();
    router.write({ q: "led" });
    tick();
    expect(entries.at(-1)).toBe("/b/en/search?q=led");
    entries.push("/b/en/search?q=dimmer");
    router.urlChanged("/b/en/search?q=dimmer");
    expect(heard).toHaveBeenCalledWith({ q: "dimmer" });
  });

  it("hears Next's URL changes (back, forward, links) but not the echo of its own write", () => {
    const { router, entries, tick, heard } = setup();
    router.write({ q: "led" });
    tick();
    router.urlChanged("/b/en/search?q=led");
    expect(heard).not.toHaveBeenCalled();

    entries.pop(); // back
    router.urlChanged("/b/en/search?q=a");
    expect(heard).toHaveBeenCalledWith({ q: "a" });
  });

  it("hears a URL Next renders after skipping the one written (a back batched with the write)", () => {
    const { router, entries, heard } = setup();
    router.write({ q: "led" });
    router.flush();
    entries.pop(); // back before Next rendered the written entry
    router.urlChanged("/b/en/search?q=a");
    expect(heard).toHaveBeenCalledWith({ q: "a" });
  });

  it("ignores the URL it was mounted on", () => {
    const { router, heard } = setup();
    router.urlChanged("/b/en/search?q=a");
    expect(heard).not.toHaveBeenCalled();
  });

  it("a URL change wins over a write that had not landed yet", () => {
    const { router, entries, tick, heard } = setup();
    router.write({ q: "led" });
    entries.push("/b/en/search?q=other"); // a link to this page with another query
    router.urlChanged("/b/en/search?q=other");
    tick();
    expect(entries).toEqual(["/b/en/search?q=a", "/b/en/search?q=other"]);
    expect(heard).toHaveBeenCalledWith({ q: "other" });
  });

  it("a write made for an address the window has left unheard (back before the page hydrated) does not land: the address wins", () => {
    // Reloaded on a refined URL, the visitor goes back before the page's listeners are attached: the popstate is
    // never heard, and mounting InstantSearch writes the refined state it was rendered with.
    const { router, entries, tick, heard } = setup("/b/en/search?q=led");
    entries.length = 0;
    entries.push("/b/en/search?q=a"); // back, unheard
    router.write({ q: "led" });
    tick();
    expect(entries).toEqual(["/b/en/search?q=a"]);
    expect(heard).toHaveBeenCalledWith({ q: "a" });
    // Heard once: Next's later render of the same address is not a second change.
    router.urlChanged("/b/en/search?q=a");
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("a write pending when the window is already on another page is dropped, and InstantSearch hears nothing", () => {
    const { router, entries, tick, heard } = setup();
    router.write({ q: "led" });
    entries.push("/b/en/p/1000738"); // a link out, before the page is left
    tick();
    expect(entries).toEqual(["/b/en/search?q=a", "/b/en/p/1000738"]);
    expect(heard).not.toHaveBeenCalled();
  });
});
