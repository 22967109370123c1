import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SearchParams } from "../model";
import { normalizeParams } from "../engine/params";
import { buildSearchIndex, runQuery, searchFacetValues, sortReplica, type IndexSettings, type SearchIndex } from "../engine/search-index";
import { deserializeIndex, readSnapshot, replicaOf, serializeIndex, writeSnapshot } from "./index-snapshot";

const settings: IndexSettings = {
  searchableAttributes: ["name", "catalogNumber"],
  codeAttributes: ["catalogNumber"],
  attributesForFaceting: ["Categories.lvl0", "colour"],
  numericAttributes: ["releaseDate"],
  customRanking: { attribute: "releaseDate", order: "desc" },
};
const colours = ["White", "Ivory", "Black"];
const records = Array.from({ length: 120 }, (_, i) => ({
  objectID: String(i),
  name: `${i % 2 ? "Duplex Receptacle" : "Dimmer Switch"} ${colours[i % 3]} ${i}`,
  catalogNumber: `VL${1000 + i}`,
  Categories: { lvl0: i % 2 ? "Wiring Devices" : "Lighting Controls" },
  colour: colours[i % 3]!,
  releaseDate: 1_700_000_000 + ((i * 7919) % 120) * 86_400,
}));
const byName = { attribute: "name", order: "asc" } as const;
const original = buildSearchIndex(records, settings);
const queries: SearchParams[] = [
  { query: "recepticle", facets: ["colour", "Categories.lvl0"], hitsPerPage: 10 },
  { query: "dimm", facetFilters: ["colour:Ivory"], hitsPerPage: 5, page: 1 },
  { query: "", numericFilters: ["releaseDate > 1700500000"], facets: ["*"] },
  { query: "VL1042" },
];
const answer = (index: SearchIndex, params: SearchParams) => runQuery(index, normalizeParams(params));

describe("prebuilt search index snapshots (issue 3: start to ready)", () => {
  it("answers every query exactly as the index it was made from, replicas included", () => {
    const loaded = deserializeIndex(serializeIndex(original, "catalogue-1", [byName]), "catalogue-1");
    expect(loaded).toBeDefined();
    for (const params of queries) expect(answer(loaded!.index, params)).toEqual(answer(original, params));
    const facetHits = (index: SearchIndex) => searchFacetValues(index, "colour", "iv", 10, normalizeParams({ query: "switch" }));
    expect(facetHits(loaded!.index)).toEqual(facetHits(original));
    const replica = replicaOf(loaded!, byName);
    expect(answer(replica, { query: "switch", hitsPerPage: 50 })).toEqual(answer(sortReplica(original, byName), { query: "switch", hitsPerPage: 50 }));
    // A replica the snapshot does not hold is computed.
    const newest = { attribute: "releaseDate", order: "asc" } as const;
    expect(answer(replicaOf(loaded!, newest), { query: "" }).hits[0]).toEqual(answer(sortReplica(original, newest), { query: "" }).hits[0]);
  });

  it("keeps no view into the file it was read from: the snapshot's buffer can be freed once loaded (ADR 39)", () => {
    const file = serializeIndex(original, "catalogue-1", [byName]);
    const loaded = deserializeIndex(file, "catalogue-1")!;
    const { index } = loaded;
    const arrays = [index.docValues, index.docStart, index.rankOfDoc, index.docOfRank, ...index.numeric.values(), ...loaded.replicaOrders.values(), ...[...index.postings.values()].flatMap((p) => [p.docs, p.ranks])];
    for (const array of arrays) expect(array.buffer).not.toBe(file.buffer);
    // exact-sized copies, not the file's whole buffer
    expect(index.docOfRank.buffer.byteLength).toBe(index.size * Int32Array.BYTES_PER_ELEMENT);
  });

  it("is ignored when made from another catalogue, or unreadable", () => {
    expect(deserializeIndex(serializeIndex(original, "catalogue-1"), "catalogue-2")).toBeUndefined();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-"));
    fs.writeFileSync(path.join(dir, "meta.json"), '{"seed":1}');
    fs.writeFileSync(path.join(dir, "products.json"), "[]");
    expect(readSnapshot(dir, "products_en")).toBeUndefined();
    writeSnapshot(dir, "products_en", original, [byName]);
    expect(answer(readSnapshot(dir, "products_en")!.index, queries[0]!).nbHits).toBe(answer(original, queries[0]!).nbHits);
    fs.writeFileSync(path.join(dir, "meta.json"), '{"seed":2}');
    expect(readSnapshot(dir, "products_en")).toBeUndefined();
    fs.writeFileSync(path.join(dir, "search", "products_en.v8"), "not a snapshot");
    expect(readSnapshot(dir, "products_en")).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
