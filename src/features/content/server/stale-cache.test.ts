// An answer served from the last good copy during a CMS outage is shown, but not kept in Next's data cache as fresh
// (E3, ADR 30): once the CMS answers again, the next read shows the current content without waiting for a publish.
import { beforeEach, describe, expect, it, vi } from "vitest";
import pino from "pino";
import { createLastGood } from "@/platform/last-good";
import { isHttpOutage } from "@/platform/last-good/outage";
import { fixturePack } from "./__fixtures__/pack";
import { withContentLastGood } from "./last-good";
import { createLocalContentSource } from "./local";
import type { ContentPack } from "./pack";
import type { ContentSource } from "./port";

vi.mock("server-only", () => ({}));

/** A data cache keyed like Next's: a read that throws is not stored. */
const store = vi.hoisted(() => new Map<string, unknown>());
vi.mock("next/cache", () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, key: string[]) =>
    async (): Promise<T> => {
      const id = JSON.stringify(key);
      if (store.has(id)) return store.get(id) as T;
      const value = await read();
      store.set(id, value);
      return value;
    },
}));

const current = vi.hoisted(() => ({ source: undefined as ContentSource | undefined }));
vi.mock("./source", () => ({ getContentSource: () => current.source }));

const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
let cms: { up: boolean; pack: ContentPack };

/** The CMS as the site reads it: the pack while up, refused connections while down, behind a last-good keeper. */
function siteSource(): ContentSource {
  const live = () => createLocalContentSource(async () => cms.pack);
  const flaky = new Proxy({} as ContentSource, {
    get: (_target, method: keyof ContentSource) => (...args: never[]) => (cms.up ? (live()[method] as (...a: never[]) => Promise<unknown>)(...args) : Promise.reject(refused)),
  });
  const keeper = createLastGood({ service: "content", deadlineMs: 0, coolDownMs: 0, memory: { maxEntries: 100, maxBytes: 1e7 }, isOutage: isHttpOutage, logger: pino({ level: "silent" }) });
  const source = withContentLastGood(flaky, keeper);
  return { ...source };
}

const retitled = (pack: ContentPack, id: string, title: string): ContentPack => ({
  ...pack,
  entries: pack.entries.map((e) => (e.sys.id === id ? { ...e, fields: { ...e.fields, title: { "en-US": title } } } : e)),
});

beforeEach(() => {
  store.clear();
  cms = { up: true, pack: fixturePack() };
  current.source = siteSource();
});

describe("last good answers and Next's data cache (E3)", () => {
  it("a page read during the outage is served from the last good copy and not cached; after recovery the next read is fresh", async () => {
    const { getPage } = await import("./queries");
    // the keeper learns the page (e.g. a preview or another instance's read), outside the data cache
    const before = await current.source!.getPage("voltline", "about", { locale: "en" });
    cms.up = false;
    expect((await getPage("voltline", "about", "en"))?.title).toBe(before?.title);
    expect(store.size).toBe(0);
    cms = { up: true, pack: retitled(cms.pack, "page-voltline-about", "About us, renewed") };
    expect((await getPage("voltline", "about", "en"))?.title).toBe("About us, renewed");
    // the fresh page, and the brand's page index it was checked against (issue 12 item 1)
    expect([...store.keys()].sort()).toEqual([JSON.stringify(["getPage", "voltline", "en", "about"]), JSON.stringify(["listPageSlugs", "voltline", "en"])]);
  });

  it("the product page look-up's two cached steps both leave a last good answer out of the cache", async () => {
    const { getProductPage } = await import("./queries");
    const before = await current.source!.getProductPage("voltline", ["VL-100"], { locale: "en" });
    expect(before?.id).toBe("page-voltline-product");
    cms.up = false;
    expect((await getProductPage("voltline", ["VL-100"], "en"))?.id).toBe("page-voltline-product");
    expect(store.size).toBe(0);
  });
});
