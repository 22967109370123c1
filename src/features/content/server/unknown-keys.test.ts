// Look-ups by a key from the address (issue 12 item 1, ADR 26): a page slug, news id or video id the brand's index
// does not list answers null with no read and no data-cache entry of its own, so made-up addresses cannot grow the
// cache; what an editor publishes becomes reachable as soon as the webhook revalidates the index.
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentfulWebhookPayload } from "./webhook/revalidation";
import { fixturePack } from "./__fixtures__/pack";
import { cacheStore as store } from "./__fixtures__/next-cache";
import { createLocalContentSource } from "./local";
import type { ContentPack, PackEntry } from "./pack";
import type { ContentSource } from "./port";

vi.mock("server-only", () => ({}));

/** A data cache keyed and tagged like Next's: entries live until one of their tags is revalidated. */
vi.mock("next/cache", async () => (await import("./__fixtures__/next-cache")).fakeNextCache);

const current = vi.hoisted(() => ({ source: undefined as ContentSource | undefined, calls: [] as string[] }));
vi.mock("./source", () => ({ getContentSource: () => current.source }));

let published: ContentPack;

/** The CMS as it serves `published`, every call counted by method. */
function serve() {
  const snapshot = published;
  const source = createLocalContentSource(async () => snapshot);
  current.source = new Proxy(source, {
    get: (target, method: keyof ContentSource) => {
      const read = target[method] as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        current.calls.push(method);
        return read(...args);
      };
    },
  });
}

/** A copy of entry `from` under a new id, with some fields replaced. */
function publishCopy(from: string, id: string, fields: PackEntry["fields"] = {}) {
  const original = published.entries.find((e) => e.sys.id === from) as PackEntry;
  published = { ...published, entries: [...published.entries, { ...original, sys: { ...original.sys, id }, fields: { ...original.fields, ...fields } }] };
  serve();
}

async function deliver(payload: ContentfulWebhookPayload) {
  const { tagsForWebhook } = await import("./webhook/revalidation");
  const { revalidateTag } = await import("next/cache");
  for (const tag of tagsForWebhook(payload, (brandId) => (brandId === "brand-voltline" ? "voltline" : undefined))) revalidateTag(tag, "max");
}

const VOLTLINE = { "en-US": { sys: { type: "Link", linkType: "Entry", id: "brand-voltline" } } };
const keys = () => [...store.keys()].map((key) => JSON.parse(key) as string[]);

beforeEach(() => {
  store.clear();
  current.calls = [];
  published = fixturePack();
  serve();
});

describe("look-ups of keys no entry has (issue 12 item 1)", () => {
  it("a page slug the brand does not list is null, with no read of its own and one cached index for them all", async () => {
    const { getPage } = await import("./queries");
    for (let i = 0; i < 100; i++) expect(await getPage("voltline", `zz-probe-${i}`, "en")).toBeNull();
    expect(keys()).toEqual([["listPageSlugs", "voltline", "en"]]);
    expect(current.calls).toEqual(["listPageSlugs"]);
  });

  it("aliases of a page's slug are no page: only the slug as listed is", async () => {
    const { getPage } = await import("./queries");
    expect((await getPage("voltline", "about", "en"))?.id).toBe("page-voltline-about");
    expect((await getPage("voltline", "support/deep", "en"))?.id).toBe("page-voltline-deep");
    expect((await getPage("voltline", "", "en"))?.id).toBe("page-voltline-home");
    for (const alias of [" about", "about/", "/about", "About", "about "]) expect(await getPage("voltline", alias, "en"), alias).toBeNull();
    expect(keys().filter(([method]) => method === "getPage")).toHaveLength(3);
  });

  it("a news post or video id the brand does not list is null, with no read of its own", async () => {
    const { getNewsPost, getVideo } = await import("./queries");
    for (let i = 0; i < 50; i++) {
      expect(await getNewsPost("voltline", `zz-news-${i}`, "en")).toBeNull();
      expect(await getVideo("voltline", `zz-video-${i}`, "en")).toBeNull();
    }
    // another brand's post is not this brand's
    expect(await getNewsPost("voltline", "news-hs", "en")).toBeNull();
    expect(keys().sort()).toEqual([
      ["listNewsIds", "voltline", "en"],
      ["listVideoIds", "voltline", "en"],
    ]);
    expect(current.calls.filter((method) => method === "getNewsPost" || method === "getVideo")).toEqual([]);
    expect((await getNewsPost("voltline", "news-award", "en"))?.title).toBe("news-award");
    expect((await getVideo("voltline", "video-gfci", "en"))?.slug).toBe("installing-a-gfci");
  });

  it("drafts are read in preview whatever the published index lists", async () => {
    const { getPage } = await import("./queries");
    expect(await getPage("voltline", "upcoming", "en")).toBeNull();
    expect((await getPage("voltline", "upcoming", "en", true))?.id).toBe("page-voltline-upcoming");
  });

  it("a page published after its slug was asked for is found once the webhook revalidates the index", async () => {
    const { getPage } = await import("./queries");
    expect(await getPage("voltline", "careers", "en")).toBeNull();
    publishCopy("page-voltline-about", "page-voltline-careers", { slug: { "en-US": "careers" }, title: { "en-US": "Careers" } });
    await deliver({ sys: { id: "page-voltline-careers", type: "Entry", contentType: { sys: { id: "page" } } }, fields: { slug: { "en-US": "careers" }, brand: VOLTLINE } });
    expect((await getPage("voltline", "careers", "en"))?.title).toBe("Careers");
  });

  it("a news post or video published later is found once the webhook revalidates its brand's list", async () => {
    const { getNewsPost, getVideo } = await import("./queries");
    expect(await getNewsPost("voltline", "news-fresh", "en")).toBeNull();
    expect(await getVideo("voltline", "video-fresh", "en")).toBeNull();
    publishCopy("news-award", "news-fresh");
    await deliver({ sys: { id: "news-fresh", type: "Entry", contentType: { sys: { id: "newsPost" } } }, fields: { brand: VOLTLINE } });
    expect((await getNewsPost("voltline", "news-fresh", "en"))?.id).toBe("news-fresh");
    publishCopy("video-gfci", "video-fresh");
    await deliver({ sys: { id: "video-fresh", type: "Entry", contentType: { sys: { id: "video" } } }, fields: { brand: VOLTLINE } });
    expect((await getVideo("voltline", "video-fresh", "en"))?.id).toBe("video-fresh");
  });

  it("an unpublished page is no longer found once the webhook revalidates", async () => {
    const { getPage } = await import("./queries");
    expect((await getPage("voltline", "about", "en"))?.id).toBe("page-voltline-about");
    published = { ...published, entries: published.entries.filter((e) => e.sys.id !== "page-voltline-about") };
    serve();
    await deliver({ sys: { id: "page-voltline-about", type: "DeletedEntry", contentType: { sys: { id: "page" } } } });
    expect(await getPage("voltline", "about", "en")).toBeNull();
  });
});
