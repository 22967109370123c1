// Contract of the ContentIndexWriter port (C7, X3): what the Algolia adapter sends for a publish webhook's update (the
// real algoliasearch client against a fake Algolia, no network), and the embedded engine answering with the change at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalContentSource } from "@/features/content/server";
import { fixturePack } from "@/features/content/testing";
import { isSearchInputError, isSearchUnavailableError, type ContentIndexUpdate, type ContentRecord } from "../model";
import { createAlgoliaContentIndexWriter } from "./algolia";
import { algoliaSettingsFromEnv } from "./algolia-config";
import { contentRecords } from "./content-records";
import { CONTENT_INDEX_MAX_AGE_MS, createLocalSearchService } from "./local";
import { caught, startFakeAlgolia, type FakeAlgolia } from "./__fixtures__/fake-algolia";

const APP_ID = "VOLTTEST03";
const WRITE_KEY = "content-write-key";

let published: ContentRecord[];
beforeAll(async () => {
  published = await contentRecords(createLocalContentSource(async () => fixturePack()), "en");
});

const spring: ContentRecord = { objectID: "news:voltline:news-spring", type: "news", brand: "voltline", title: "Spring catalogue preview", summary: "Forty new receptacles.", path: "/voltline/en/news/news-spring", date: 1_775_000_000 };
const update = (overrides: Partial<ContentIndexUpdate> = {}): ContentIndexUpdate => ({ indexName: "content_en", upsert: [spring], delete: ["news:voltline:news-launch", "news:homestyle:news-spring"], ...overrides });

describe("Algolia content index writer (X3)", () => {
  let fake: FakeAlgolia;
  const settings = (key = WRITE_KEY) => algoliaSettingsFromEnv({ ALGOLIA_APP_ID: APP_ID, ALGOLIA_WRITE_API_KEY: key, ALGOLIA_HOSTS: fake.host }, "write");

  beforeAll(async () => {
    fake = await startFakeAlgolia({ appId: APP_ID, apiKeys: [WRITE_KEY] });
  });
  afterAll(() => fake?.close());

  it("sends one batch to the locale's content index with the write key: records saved whole, then deletions by objectID", async () => {
    fake.indices.set("content_en", { settings: {}, records: new Map(published.map((r) => [r.objectID, { ...r }])) });
    const before = fake.requests.length;
    await createAlgoliaContentIndexWriter(settings()).updateContentIndex(update());
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/1/indexes/content_en/batch" });
    expect(sent[0]!.headers["x-algolia-application-id"]).toBe(APP_ID);
    expect(sent[0]!.headers["x-algolia-api-key"]).toBe(WRITE_KEY);
    expect(sent[0]!.body).toEqual({
      requests: [
        { action: "addObject", body: spring },
        { action: "deleteObject", body: { objectID: "news:voltline:news-launch" } },
        { action: "deleteObject", body: { objectID: "news:homestyle:news-spring" } },
      ],
    });
    const records = fake.indices.get("content_en")!.records;
    expect(records.get("news:voltline:news-spring")).toEqual(spring);
    expect(records.has("news:voltline:news-launch")).toBe(false);
    expect(records.size).toBe(published.length);
  });

  it("sends nothing for an empty update and refuses any index but content_{locale} before a request", async () => {
    const before = fake.requests.length;
    const writer = createAlgoliaContentIndexWriter(settings());
    await writer.updateContentIndex(update({ upsert: [], delete: [] }));
    for (const indexName of ["products_en", "content_xx", "users"]) expect(isSearchInputError(await caught(() => writer.updateContentIndex(update({ indexName }))))).toBe(true);
    expect(fake.requests.length).toBe(before);
  });

  it("replaces a whole index: browses the objectIDs it holds, saves the records and deletes the rest", async () => {
    fake.indices.set("content_en", { settings: {}, records: new Map(published.map((r) => [r.objectID, { ...r }])) });
    const before = fake.requests.length;
    const kept = published.slice(0, 3);
    const result = await createAlgoliaContentIndexWriter(settings()).replaceContentIndex("content_en", [...kept, spring]);
    expect(result).toEqual({ deleted: published.length - 3 });
    const sent = fake.requests.slice(before);
    expect(sent.filter((r) => r.path === "/1/indexes/content_en/browse").length).toBe(Math.ceil(published.length / 2));
    const batch = sent.filter((r) => r.path === "/1/indexes/content_en/batch");
    expect(batch).toHaveLength(1);
    expect(batch[0]!.headers["x-algolia-api-key"]).toBe(WRITE_KEY);
    expect([...fake.indices.get("content_en")!.records.keys()].sort()).toEqual([...kept, spring].map((r) => r.objectID).sort());
    expect(isSearchInputError(await caught(() => createAlgoliaContentIndexWriter(settings()).replaceContentIndex("products_en", [])))).toBe(true);
  });

  it("turns a rejected key or an Algolia outage into a service failure, and a refused batch into a client error", async () => {
    expect(isSearchUnavailableError(await caught(() => createAlgoliaContentIndexWriter(settings("search-only-key")).updateContentIndex(update())))).toBe(true);
    fake.failNext({ kind: "status", status: 400, message: "Record is too big" });
    const refused = await caught(() => createAlgoliaContentIndexWriter(settings()).updateContentIndex(update()));
    expect(isSearchInputError(refused)).toBe(true);
    expect((refused as Error).message).toContain("Record is too big");
  });
});

describe("embedded engine content index writer (C7)", () => {
  const query = (service: ReturnType<typeof createLocalSearchService>, text: string) =>
    service.search<ContentRecord>({ requests: [{ indexName: "content_en", query: text }] }).then(({ results }) => results[0]!.hits.map((hit) => hit.objectID));
  const engine = (content: () => Promise<ContentRecord[]>, now?: () => number) =>
    createLocalSearchService({ catalog: () => { throw new Error("products are not needed here"); }, content, ...(now ? { now } : {}) });

  /** An engine on a clock the test moves, whose second content read (a background rebuild) waits for release(). */
  const rebuildingEngine = () => {
    const state: { clock: number; reads: number; release: (records: ContentRecord[]) => void } = { clock: 0, reads: 0, release: () => {} };
    const service = engine(
      () => (state.reads++ === 0 ? Promise.resolve(published) : new Promise<ContentRecord[]>((resolve) => (state.release = resolve))),
      () => state.clock,
    );
    return { service, state };
  };

  it("answers with the saved record and without the deleted one as soon as the update resolves", async () => {
    let reads = 0;
    const service = engine(async () => (reads++, published));
    expect(await query(service, "news-launch")).toEqual(["news:voltline:news-launch"]);
    expect(await query(service, "spring catalogue")).toEqual([]);
    await service.updateContentIndex(update());
    expect(await query(service, "spring catalogue")).toEqual(["news:voltline:news-spring"]);
    expect(await query(service, "news-launch")).toEqual([]);
    // a saved record replaces the one with its objectID
    await service.updateContentIndex(update({ upsert: [{ ...spring, title: "Summer catalogue preview" }], delete: [] }));
    expect(await query(service, "spring")).toEqual([]);
    expect(await query(service, "summer catalogue")).toEqual(["news:voltline:news-spring"]);
    expect(reads).toBe(1);
  });

  it("leaves an index not built yet to its first query, which reads the content source", async () => {
    const service = engine(async () => [...published, spring]);
    await service.updateContentIndex(update({ indexName: "content_fr-ca" }));
    expect(await query(service, "spring catalogue")).toEqual(["news:voltline:news-spring"]);
    expect(isSearchInputError(await caught(() => service.updateContentIndex(update({ indexName: "products_en" }))))).toBe(true);
  });

  it("applies an update made during a background rebuild to the rebuilt index too", async () => {
    const { service, state } = rebuildingEngine();
    expect(await query(service, "spring catalogue")).toEqual([]);
    state.clock = CONTENT_INDEX_MAX_AGE_MS + 1;
    expect(await query(service, "spring catalogue")).toEqual([]); // starts the rebuild, which reads the content before the publish
    await service.updateContentIndex(update());
    expect(await query(service, "spring catalogue")).toEqual(["news:voltline:news-spring"]);
    state.release(published);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await query(service, "spring catalogue")).toEqual(["news:voltline:news-spring"]);
    expect(await query(service, "news-launch")).toEqual([]);
    expect(state.reads).toBe(2);
  });

  it("replaces a built index whole (records gone from the source are gone from search), and one built during a rebuild too", async () => {
    const { service, state } = rebuildingEngine();
    expect(await query(service, "news-launch")).toEqual(["news:voltline:news-launch"]);
    const renamed = published.filter((r) => r.objectID !== "news:voltline:news-launch").concat(spring);
    expect(await service.replaceContentIndex("content_en", renamed)).toEqual({ deleted: 1 });
    expect(await query(service, "news-launch")).toEqual([]);
    expect(await query(service, "spring catalogue")).toEqual(["news:voltline:news-spring"]);
    // A rebuild that read the content before the replacement ends with the replacement applied.
    state.clock = CONTENT_INDEX_MAX_AGE_MS + 1;
    await query(service, "spring");
    await service.replaceContentIndex("content_en", renamed);
    state.release(published);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await query(service, "news-launch")).toEqual([]);
    expect(await query(service, "spring catalogue")).toEqual(["news:voltline:news-spring"]);
    // Not built yet: nothing to replace, its first query reads the source.
    expect(await service.replaceContentIndex("content_fr-ca", [])).toEqual({ deleted: 0 });
  });
});
