// Which content_{locale} records a publish, unpublish or delete webhook saves and deletes (C7, X3), read back from a
// content pack as the delivery API would serve it after the change; and how a failing search service is reported.
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { fixturePack } from "../__fixtures__/pack";
import { createLocalContentSource } from "../local";
import type { ContentPack, PackEntry } from "../pack";
import { SearchUnavailableError, type ContentIndexUpdate, type ContentIndexWriter, type ContentRecord } from "@/features/search";
import { contentIndexUpdates, contentRecords, getContentIndexWriter } from "@/features/search/server";
import type { ContentfulWebhookPayload } from "./revalidation";
import { contentEntryChange, isSharedContentChange, resyncContentSearch, syncContentSearch } from "./search-sync";

const base = fixturePack();

/** The pack after an edit: one entry's fields changed (or the entry gone). */
function edited(pack: ContentPack, id: string, change: (entry: PackEntry) => PackEntry | null): ContentPack {
  return { ...pack, entries: pack.entries.flatMap((e) => (e.sys.id === id ? (change(e) ?? []) : [e])) };
}
const withFields = (fields: Record<string, unknown>) => (e: PackEntry): PackEntry => ({ ...e, fields: { ...e.fields, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { "en-US": v }])) } });
const brandLink = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });

/** What Contentful posts for this entry of the pack: the entry itself when published, its sys only when unpublished or deleted. */
function payload(pack: ContentPack, id: string, type: "Entry" | "DeletedEntry" = "Entry"): ContentfulWebhookPayload {
  const entry = pack.entries.find((e) => e.sys.id === id)!;
  const sys = { id, type, contentType: { sys: { id: entry.sys.contentType.sys.id } } };
  return type === "Entry" ? { sys, fields: entry.fields as ContentfulWebhookPayload["fields"] } : { sys };
}

async function updatesFor(pack: ContentPack, body: ContentfulWebhookPayload): Promise<ContentIndexUpdate[]> {
  const source = createLocalContentSource(async () => pack);
  const brands = await source.listBrands({ locale: "en" });
  return contentIndexUpdates(source, brands, contentEntryChange(body)!);
}

const saved = (updates: ContentIndexUpdate[]) => Object.fromEntries(updates.map((u) => [u.indexName, u.upsert]));
const deleted = (updates: ContentIndexUpdate[]) => Object.fromEntries(updates.map((u) => [u.indexName, u.delete]));
const everyIndex = <T>(value: T) => Object.fromEntries(LOCALES.map((l) => [`content_${l}`, value]));

describe("which entries a webhook payload changes in search (C7, X3)", () => {
  it("pages, news posts and videos, published or not; nothing else", () => {
    expect(contentEntryChange(payload(base, "news-launch"))).toEqual({ type: "news", id: "news-launch", published: { brandEntryId: "brand-voltline" } });
    expect(contentEntryChange(payload(base, "page-voltline-about"))).toEqual({ type: "page", id: "page-voltline-about", published: { brandEntryId: "brand-voltline", slug: "about" } });
    expect(contentEntryChange(payload(base, "page-voltline-product"))?.published).toMatchObject({ kind: "product" });
    expect(contentEntryChange(payload(base, "video-gfci", "DeletedEntry"))).toEqual({ type: "video", id: "video-gfci" });
    for (const id of ["brand-voltline", "section-home"]) expect(contentEntryChange(payload(base, id)), id).toBeUndefined();
    expect(contentEntryChange({ sys: { id: "asset-hero", type: "Asset" } })).toBeUndefined();
    expect(contentEntryChange({ sys: { type: "Entry", contentType: { sys: { id: "newsPost" } } } })).toBeUndefined();
  });
});

describe("records saved and deleted per locale (C7, X3)", () => {
  it("a published news post is saved in each locale under its brand, and deleted under the others", async () => {
    const updates = await updatesFor(base, payload(base, "news-launch"));
    expect(updates.map((u) => u.indexName)).toEqual(["content_en", "content_fr-ca", "content_es-mx"]);
    expect(saved(updates)["content_fr-ca"]).toEqual([
      { objectID: "news:voltline:news-launch", type: "news", brand: "voltline", title: "news-launch (fr)", summary: expect.any(String), path: "/voltline/fr-ca/news/news-launch", date: Date.parse("2026-03-05") / 1000 },
    ]);
    expect(saved(updates)["content_en"]![0]).toMatchObject({ title: "news-launch", path: "/voltline/en/news/news-launch" });
    expect(deleted(updates)).toEqual(everyIndex(["news:voltline-canada:news-launch", "news:homestyle:news-launch"]));
  });

  it("a published video and a published static page likewise", async () => {
    const video = await updatesFor(base, payload(base, "video-gfci"));
    expect(saved(video)["content_es-mx"]).toEqual([expect.objectContaining({ objectID: "video:voltline:video-gfci", type: "video", title: "Installing a GFCI (es)", path: "/voltline/es-mx/videos/installing-a-gfci/v/video-gfci" })]);
    const page = await updatesFor(base, payload(base, "page-voltline-about"));
    expect(saved(page)["content_es-mx"]).toEqual([expect.objectContaining({ objectID: "page:voltline:page-voltline-about", type: "page", title: "Quiénes somos", summary: "Who we are (es)", path: "/voltline/es-mx/about", date: 0 })]);
    expect(deleted(page)).toEqual(everyIndex(["page:voltline-canada:page-voltline-about", "page:homestyle:page-voltline-about"]));
  });

  it("a newly published entry is read as the delivery API now serves it", async () => {
    const renamed = edited(base, "news-plant", withFields({ title: "Plant opening in Monterrey" }));
    expect(saved(await updatesFor(renamed, payload(renamed, "news-plant")))["content_en"]).toEqual([expect.objectContaining({ objectID: "news:voltline:news-plant", title: "Plant opening in Monterrey" })]);
  });

  it.each([
    ["newsPost", "news-launch", "news"],
    ["video", "video-gfci", "video"],
    ["page", "page-voltline-about", "page"],
  ])("an unpublished or deleted %s is deleted under every brand in every locale", async (_type, id, prefix) => {
    const gone = edited(base, id, () => null);
    const updates = await updatesFor(gone, payload(base, id, "DeletedEntry"));
    expect(saved(updates)).toEqual(everyIndex([]));
    expect(deleted(updates)).toEqual(everyIndex([`${prefix}:voltline:${id}`, `${prefix}:voltline-canada:${id}`, `${prefix}:homestyle:${id}`]));
  });

  it("a page that is no longer indexable (noIndex, behind sign-in, a product page) is deleted, not saved", async () => {
    for (const fields of [{ noIndex: true }, { requireAuthentication: true }]) {
      const hidden = edited(base, "page-voltline-about", withFields(fields));
      const updates = await updatesFor(hidden, payload(hidden, "page-voltline-about"));
      expect(saved(updates), JSON.stringify(fields)).toEqual(everyIndex([]));
      expect(deleted(updates)["content_en"]).toContain("page:voltline:page-voltline-about");
    }
    const product = await updatesFor(base, payload(base, "page-voltline-product"));
    expect(saved(product)).toEqual(everyIndex([]));
    expect(deleted(product)["content_en"]).toEqual(["page:voltline:page-voltline-product", "page:voltline-canada:page-voltline-product", "page:homestyle:page-voltline-product"]);
  });

  it("an entry moved to another brand is saved under the new brand and deleted under the old one", async () => {
    const moved = edited(base, "news-hs", withFields({ brand: brandLink("brand-voltline-canada") }));
    const updates = await updatesFor(moved, payload(moved, "news-hs"));
    expect(saved(updates)["content_en"]).toEqual([expect.objectContaining({ objectID: "news:voltline-canada:news-hs", path: "/voltline-canada/en/news/news-hs" })]);
    expect(deleted(updates)["content_en"]).toEqual(["news:voltline:news-hs", "news:homestyle:news-hs"]);
  });

  it("a brand that does not offer a locale has no record there", async () => {
    const englishOnly = edited(base, "brand-homestyle", withFields({ locales: ["en", "fr-ca"] }));
    const updates = await updatesFor(englishOnly, payload(englishOnly, "news-hs"));
    expect(saved(updates)["content_fr-ca"]).toHaveLength(1);
    expect(saved(updates)["content_es-mx"]).toEqual([]);
    expect(deleted(updates)["content_es-mx"]).toContain("news:homestyle:news-hs");
  });

  it("refuses to guess when the content source does not return an entry said to be published", async () => {
    // news-secret is a draft in the pack: the delivery API has not caught up with the publish, or the look-up failed
    await expect(updatesFor(base, payload(base, "news-secret"))).rejects.toThrow("published news news-secret was not found in the content source (en)");
    await expect(updatesFor(base, payload(base, "page-voltline-upcoming"))).rejects.toThrow(/published page page-voltline-upcoming/);
  });
});

describe("reporting the search update (C7: a failing search service never fails the webhook)", () => {
  const source = createLocalContentSource(async () => base);
  const brands = (): Promise<Brand[]> => source.listBrands({ locale: "en" });
  /** A search service holding what it was sent, failing for the indices listed. */
  const service = (failing: string[] = []) => {
    const written: ContentIndexUpdate[] = [];
    const replaced = new Map<string, ContentRecord[]>();
    const writer: ContentIndexWriter = {
      async updateContentIndex(update) {
        if (failing.includes(update.indexName)) throw new SearchUnavailableError("Search service unavailable");
        written.push(update);
      },
      async replaceContentIndex(indexName, records) {
        if (failing.includes(indexName)) throw new SearchUnavailableError("Search service unavailable");
        replaced.set(indexName, records);
        return { deleted: 2 };
      },
    };
    return { written, replaced, writer };
  };
  const change = contentEntryChange(payload(base, "video-gfci"))!;

  it("lists each index updated with the objectIDs saved and deleted", async () => {
    const { written, writer } = service();
    const report = await syncContentSearch(change, { brands: await brands(), source, writer: () => writer });
    expect(report.failed).toEqual([]);
    expect(report.updated).toEqual(LOCALES.map((l) => ({ index: `content_${l}`, upserted: ["video:voltline:video-gfci"], deleted: ["video:voltline-canada:video-gfci", "video:homestyle:video-gfci"] })));
    expect(written.map((u) => u.upsert[0]?.title)).toEqual(["Installing a GFCI", "Installing a GFCI (fr)", "Installing a GFCI (es)"]);
  });

  it("reports the index the search service refused and still writes the others", async () => {
    const { written, writer } = service(["content_fr-ca"]);
    const report = await syncContentSearch(change, { brands: await brands(), source, writer: () => writer });
    expect(report.updated.map((u) => u.index)).toEqual(["content_en", "content_es-mx"]);
    expect(report.failed).toEqual([{ index: "content_fr-ca", error: "Search service unavailable" }]);
    expect(written.map((u) => u.indexName)).toEqual(["content_en", "content_es-mx"]);
  });

  it("reports an unconfigured search service, unreadable brands and an unreadable entry, writing nothing", async () => {
    const unconfigured = await syncContentSearch(change, { brands: await brands(), source, writer: () => getContentIndexWriter({ SEARCH_SOURCE: "algolia", ALGOLIA_APP_ID: "APP" }) });
    expect(unconfigured).toEqual({ updated: [], failed: [{ error: "Algolia is not configured: set ALGOLIA_WRITE_API_KEY" }] });
    const { written, writer } = service();
    expect(await syncContentSearch(change, { brands: undefined, source, writer: () => writer })).toEqual({ updated: [], failed: [{ error: "brands could not be read from the content source" }] });
    const draft = contentEntryChange(payload(base, "news-secret"))!;
    expect((await syncContentSearch(draft, { brands: await brands(), source, writer: () => writer })).failed).toEqual([{ error: "published news news-secret was not found in the content source (en)" }]);
    expect(written).toEqual([]);
  });
});

describe("a brand, section, block or asset change rebuilds the content indices (C7, X3)", () => {
  it("knows which payloads reach many records", () => {
    for (const id of ["brand-voltline", "section-home"]) expect(isSharedContentChange(payload(base, id)), id).toBe(true);
    expect(isSharedContentChange(payload(base, "brand-voltline", "DeletedEntry"))).toBe(true);
    expect(isSharedContentChange({ sys: { id: "asset-hero", type: "Asset" } })).toBe(true);
    expect(isSharedContentChange({ sys: { id: "asset-hero", type: "DeletedAsset" } })).toBe(true);
    for (const id of ["news-launch", "page-voltline-about", "video-gfci"]) expect(isSharedContentChange(payload(base, id)), id).toBe(false);
    expect(isSharedContentChange({ sys: { id: "x", type: "Entry", contentType: { sys: { id: "redirectRule" } } } })).toBe(false);
    expect(isSharedContentChange({ sys: { id: "x", type: "ContentType" } })).toBe(false);
  });

  it("writes every locale's records, read as the source now serves them, as the whole index", async () => {
    // The brand now offers English only: its French and Spanish records go.
    const englishOnly = edited(base, "brand-homestyle", withFields({ locales: ["en"] }));
    const source = createLocalContentSource(async () => englishOnly);
    const written = new Map<string, ContentRecord[]>();
    const writer: ContentIndexWriter = {
      updateContentIndex: async () => { throw new Error("not used"); },
      replaceContentIndex: async (indexName, records) => (written.set(indexName, records), { deleted: 0 }),
    };
    const report = await resyncContentSearch({ source, writer: () => writer });
    expect(report.failed).toEqual([]);
    expect(report.replaced?.map((r) => r.index)).toEqual(["content_en", "content_fr-ca", "content_es-mx"]);
    for (const locale of LOCALES) expect(written.get(`content_${locale}`)).toEqual(await contentRecords(source, locale));
    expect(written.get("content_en")!.some((r) => r.brand === "homestyle")).toBe(true);
    expect(written.get("content_fr-ca")!.some((r) => r.brand === "homestyle")).toBe(false);
  });

  it("reports a locale the search service refused and an unconfigured service, never throwing", async () => {
    const source = createLocalContentSource(async () => base);
    const failing: ContentIndexWriter = {
      updateContentIndex: async () => undefined,
      replaceContentIndex: async (indexName) => {
        if (indexName === "content_es-mx") throw new SearchUnavailableError("Search service unavailable");
        return { deleted: 1 };
      },
    };
    const report = await resyncContentSearch({ source, writer: () => failing });
    expect(report.replaced?.map((r) => [r.index, r.deleted])).toEqual([["content_en", 1], ["content_fr-ca", 1]]);
    expect(report.failed).toEqual([{ index: "content_es-mx", error: "Search service unavailable" }]);
    const unconfigured = await resyncContentSearch({ source, writer: () => getContentIndexWriter({ SEARCH_SOURCE: "algolia", ALGOLIA_APP_ID: "APP" }) });
    expect(unconfigured.failed).toEqual([{ error: "Algolia is not configured: set ALGOLIA_WRITE_API_KEY" }]);
  });
});
