// Prebuilt search indices (issue 3: start to ready <= 10 s): `npm start`'s set-up builds each locale's products index
// once and stores it; the server loads it in a fraction of the build time. A snapshot of another catalogue or format
// is ignored, and the index is built as before.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { LRUCache } from "lru-cache";
import { add, emptySet } from "../engine/bitset";
import { sortReplica, type SearchIndex } from "../engine/search-index";
import { normalize, Vocabulary } from "../engine/text";

/** Bump when SearchIndex's shape, its settings or the records change meaning (3: settings carry searchableFacets; 4: records carry programs; 5: settings carry numericFacets; 6: records carry familyId, settings attributeForDistinct). */
export const SNAPSHOT_FORMAT = 6;

type Sort = { attribute: string; order: "asc" | "desc" };

/** A loaded snapshot: the index, and the record order of each sort replica computed when it was built. */
export interface LoadedIndex {
  index: SearchIndex;
  replicaOrders: Map<string, Int32Array>;
}

interface Snapshot {
  format: number;
  fingerprint: string;
  /** Each record as JSON, decoded when a hit needs it: decoding 27,000 records up front costs seconds. */
  records: string[];
  /** `attribute:order` -> docOfRank of that sort replica. */
  replicas: [string, Int32Array][];
  settings: SearchIndex["settings"];
  words: string[];
  /** Postings of words[i]: docs/ranks[offsets[i] .. offsets[i + 1]). */
  offsets: Int32Array;
  docs: Int32Array;
  ranks: Uint8Array;
  facets: [string, number[]][];
  valueNames: string[];
  docValues: Int32Array;
  docStart: Int32Array;
  numeric: [string, Float64Array][];
  rankOfDoc: Int32Array;
  docOfRank: Int32Array;
  rankBits: number;
}

const sortKey = (sort: Sort) => `${sort.attribute}:${sort.order}`;

export function serializeIndex(index: SearchIndex, fingerprint: string, sorts: readonly Sort[] = []): Buffer {
  const words = [...index.postings.keys()];
  const offsets = new Int32Array(words.length + 1);
  let total = 0;
  words.forEach((word, i) => {
    offsets[i] = total;
    total += index.postings.get(word)!.docs.length;
  });
  offsets[words.length] = total;
  const docs = new Int32Array(total);
  const ranks = new Uint8Array(total);
  words.forEach((word, i) => {
    const list = index.postings.get(word)!;
    docs.set(list.docs, offsets[i]);
    ranks.set(list.ranks, offsets[i]);
  });
  const snapshot: Snapshot = {
    format: SNAPSHOT_FORMAT,
    fingerprint,
    records: Array.from({ length: index.size }, (_, doc) => JSON.stringify(index.record(doc))),
    replicas: sorts.map((sort) => [sortKey(sort), sortReplica(index, sort).docOfRank]),
    settings: index.settings,
    words,
    offsets,
    docs,
    ranks,
    facets: [...index.facets].map(([name, facet]) => [name, facet.valueIds]),
    valueNames: index.valueNames,
    docValues: index.docValues,
    docStart: index.docStart,
    numeric: [...index.numeric],
    rankOfDoc: index.rankOfDoc,
    docOfRank: index.docOfRank,
    rankBits: index.rankBits,
  };
  return v8.serialize(snapshot);
}

type Typed = Int32Array | Uint8Array | Float64Array;

/**
 * Node's deserializer returns typed arrays as views into the buffer it read (the whole snapshot file, 75-90 MB a
 * locale), which would keep that file alive for the life of the process beside the records decoded from it (ADR 39):
 * each array gets its own, exact-sized copy, and the file's buffer can go.
 */
function ownCopies(s: Snapshot): Snapshot {
  const own = <T extends Typed>(array: T): T => array.slice() as T;
  return {
    ...s,
    replicas: s.replicas.map(([key, order]) => [key, own(order)]),
    offsets: own(s.offsets),
    docs: own(s.docs),
    ranks: own(s.ranks),
    docValues: own(s.docValues),
    docStart: own(s.docStart),
    numeric: s.numeric.map(([name, values]) => [name, own(values)]),
    rankOfDoc: own(s.rankOfDoc),
    docOfRank: own(s.docOfRank),
  };
}

/** Records decoded from JSON are kept for the most recently used hits only: all of a locale would be several times its JSON. */
const DECODED_RECORDS_KEPT = 2_000;

/** The index a snapshot holds, or undefined when it is of another format or catalogue. */
export function deserializeIndex(buffer: Buffer, fingerprint: string): LoadedIndex | undefined {
  const snapshot = v8.deserialize(buffer) as Partial<Snapshot>;
  if (snapshot.format !== SNAPSHOT_FORMAT || snapshot.fingerprint !== fingerprint) return undefined;
  const s = ownCopies(snapshot as Snapshot);
  const postings = new Map<string, { docs: Int32Array; ranks: Uint8Array }>();
  s.words.forEach((word, i) => {
    const from = s.offsets[i]!;
    const to = s.offsets[i + 1]!;
    postings.set(word, { docs: s.docs.subarray(from, to), ranks: s.ranks.subarray(from, to) });
  });
  const size = s.records.length;
  type Record = ReturnType<SearchIndex["record"]>;
  const decoded = new LRUCache<number, Record>({ max: DECODED_RECORDS_KEPT });
  const record = (doc: number): Record => {
    let value = decoded.get(doc);
    if (value === undefined) decoded.set(doc, (value = JSON.parse(s.records[doc]!) as Record));
    return value;
  };
  // Facet value sets are derived from each record's value ids rather than stored.
  const valueSets = s.valueNames.map(() => emptySet(size));
  for (let doc = 0; doc < size; doc++) {
    for (let i = s.docStart[doc]!; i < s.docStart[doc + 1]!; i++) add(valueSets[s.docValues[i]!]!, doc);
  }
  const facets: SearchIndex["facets"] = new Map();
  for (const [name, valueIds] of s.facets) {
    const byValue = new Map<string, number>();
    const byNormalizedValue = new Map<string, number[]>();
    for (const id of valueIds) {
      const value = s.valueNames[id]!;
      byValue.set(value, id);
      const key = normalize(value);
      byNormalizedValue.set(key, [...(byNormalizedValue.get(key) ?? []), id]);
    }
    facets.set(name, { valueIds, byValue, byNormalizedValue });
  }
  const index: SearchIndex = {
    size,
    record,
    settings: s.settings,
    vocabulary: new Vocabulary(s.words),
    postings,
    facets,
    valueNames: s.valueNames,
    valueSets,
    docValues: s.docValues,
    docStart: s.docStart,
    numeric: new Map(s.numeric),
    rankOfDoc: s.rankOfDoc,
    docOfRank: s.docOfRank,
    rankBits: s.rankBits,
  };
  return { index, replicaOrders: new Map(s.replicas) };
}

/** The replica of a loaded index in its stored order, or computed when the snapshot does not hold it. */
export function replicaOf(loaded: LoadedIndex, sort: Sort): SearchIndex {
  const order = loaded.replicaOrders.get(sortKey(sort));
  if (!order || order.length !== loaded.index.size) return sortReplica(loaded.index, sort);
  const rankOfDoc = new Int32Array(order.length);
  order.forEach((doc, rank) => { rankOfDoc[doc] = rank; });
  return { ...loaded.index, rankOfDoc, docOfRank: order, sortFirst: true };
}

export const snapshotPath = (catalogDir: string, indexName: string) => path.join(catalogDir, "search", `${indexName}.v8`);

/** Identifies the generated catalogue a snapshot was built from: its meta file and the products file's size and time. */
export function catalogFingerprint(catalogDir: string): string {
  const meta = fs.readFileSync(path.join(catalogDir, "meta.json"), "utf8").trim();
  const products = fs.statSync(path.join(catalogDir, "products.json"));
  return `${meta}|${products.size}|${Math.floor(products.mtimeMs)}`;
}

export function readSnapshot(catalogDir: string, indexName: string): LoadedIndex | undefined {
  const file = snapshotPath(catalogDir, indexName);
  if (!fs.existsSync(file)) return undefined;
  try {
    return deserializeIndex(fs.readFileSync(file), catalogFingerprint(catalogDir));
  } catch {
    // A truncated or foreign file: build instead.
    return undefined;
  }
}

export function writeSnapshot(catalogDir: string, indexName: string, index: SearchIndex, sorts: readonly Sort[] = []): void {
  const file = snapshotPath(catalogDir, indexName);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, serializeIndex(index, catalogFingerprint(catalogDir), sorts));
  fs.renameSync(temporary, file);
}
