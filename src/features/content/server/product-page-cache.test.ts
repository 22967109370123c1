// The product page look-up's cache contract with the publish webhook (P8, C7): after an editor publishes, the tags
// the webhook revalidates refresh exactly the products concerned; others keep their cached answer.
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

let published: ContentPack;
const current = vi.hoisted(() => ({ source: undefined as ContentSource | undefined }));
vi.mock("./source", () => ({ getContentSource: () => current.source }));

/** The CMS after an edit: the pack with one page entry's fields changed (or the entry gone), as the delivery API serves it. */
function publish(change: (entry: PackEntry) => PackEntry | null, id = "page-voltline-product") {
  published = {
    ...published,
    entries: published.entries.flatMap((e) => (e.sys.id === id ? (change(e) ?? []) : [e])),
  };
  const snapshot = published;
  current.source = createLocalContentSource(async () => snapshot);
}

const withPimIds = (ids: string[]) => (e: PackEntry): PackEntry => ({ ...e, fields: { ...e.fields, pimIds: { "en-US": ids } } });

/** What Contentful posts to the webhook for this entry. */
function webhookPayload(type: "Entry" | "DeletedEntry", id = "page-voltline-product"): ContentfulWebhookPayload {
  const entry = published.entries.find((e) => e.sys.id === id);
  return { sys: { id, type, contentType: { sys: { id: "page" } } }, ...(type === "Entry" && entry ? { fields: entry.fields as ContentfulWebhookPayload["fields"] } : {}) };
}

async function deliver(payload: ContentfulWebhookPayload) {
  const { tagsForWebhook } = await import("./webhook/revalidation");
  const { revalidateTag } = await import("next/cache");
  for (const tag of tagsForWebhook(payload, (brandId) => (brandId === "brand-voltline" ? "voltline" : undefined))) revalidateTag(tag, "max");
}

beforeEach(() => {
  store.clear();
  published = fixturePack();
  current.source = createLocalContentSource(async () => published);
});

describe("product page entries and the publish webhook (P8, C7)", () => {
  it("the fixture entry targets VL-100 and VL-101 of Voltline", async () => {
    const { getProductPage } = await import("./queries");
    expect((await getProductPage("voltline", ["VL-100"], "en"))?.id).toBe("page-voltline-product");
    expect(await getProductPage("voltline", ["VL-200"], "en")).toBeNull();
  });

  it("publishing an entry that adds a product shows its sections there, without the webhook touching other products", async () => {
    const { getProductPage } = await import("./queries");
    expect(await getProductPage("voltline", ["VL-200"], "en")).toBeNull();
    expect(await getProductPage("voltline", ["VL-300"], "en")).toBeNull();
    publish(withPimIds(["VL-100", "VL-101", "VL-200"]));
    // before the webhook arrives the cached answer stands
    expect(await getProductPage("voltline", ["VL-200"], "en")).toBeNull();
    await deliver(webhookPayload("Entry"));
    expect((await getProductPage("voltline", ["VL-200"], "en"))?.id).toBe("page-voltline-product");
    // VL-300's cached look-up survived the webhook
    expect([...store.keys()].some((k) => k.includes("VL-300"))).toBe(true);
  });

  it("publishing an entry that drops a product removes its sections there (the entry's own tag)", async () => {
    const { getProductPage } = await import("./queries");
    expect((await getProductPage("voltline", ["VL-101"], "en"))?.id).toBe("page-voltline-product");
    publish(withPimIds(["VL-100"]));
    await deliver(webhookPayload("Entry"));
    expect(await getProductPage("voltline", ["VL-101"], "en")).toBeNull();
    expect((await getProductPage("voltline", ["VL-100"], "en"))?.id).toBe("page-voltline-product");
  });

  it("unpublishing the entry removes its sections from every product it targeted", async () => {
    const { getProductPage } = await import("./queries");
    expect((await getProductPage("voltline", ["VL-100"], "fr-ca"))?.id).toBe("page-voltline-product");
    publish(() => null);
    await deliver(webhookPayload("DeletedEntry"));
    expect(await getProductPage("voltline", ["VL-100"], "fr-ca")).toBeNull();
  });

  it("publishing a static page leaves cached product page look-ups alone", async () => {
    const { getProductPage } = await import("./queries");
    await getProductPage("voltline", ["VL-100"], "en");
    const keys = [...store.keys()].filter((k) => k.includes("VL-100"));
    await deliver({ sys: { id: "page-voltline-about", type: "Entry", contentType: { sys: { id: "page" } } }, fields: { slug: { "en-US": "about" }, brand: { "en-US": { sys: { type: "Link", linkType: "Entry", id: "brand-voltline" } } } } });
    expect(keys.every((k) => store.has(k))).toBe(true);
  });
});
