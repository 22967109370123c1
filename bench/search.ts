// Search benchmark (S1-S3 measures): builds the largest locale's products index and runs 500 mixed queries per candidate,
// each typo-tolerant or prefix, with 3 facets and a category filter. Prints build time and p50/p95/p99 per candidate.
// Run: npm run bench:search   (CATALOG_DIR overrides generated/catalog; BENCH_LOCALE overrides the largest locale)
// The catalogue modules are server-only: like the site's other scripts, the bench runs them outside Next with
// `tsx --import ./scripts/outside-next-preload.mjs` (package.json). It re-ran itself under `--conditions=react-server`
// before, which stopped working once a module it reaches imports React's client APIs (next/head).
import { statSync } from "node:fs";
import path from "node:path";
import { mulberry32 } from "./stats";

const QUERIES = 500;
const FACETS = ["Categories.lvl1", "attributes.colour", "certifications"];

interface BenchQuery { query: string; filters: string; level: "lvl0" | "lvl1"; category: string }

function typo(word: string, random: () => number): string {
  const i = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return word.slice(0, i) + "x" + word.slice(i + 1);
}

/** Queries from real records: typos in long words, prefixes of the last word, catalog-number prefixes; every one category-filtered. */
function mixedQueries(records: { name: string; catalogNumber: string; Categories: { lvl0: string; lvl1: string } }[], wordsOf: (s: string) => string[]): BenchQuery[] {
  const random = mulberry32(7);
  const out: BenchQuery[] = [];
  while (out.length < QUERIES) {
    const record = records[Math.floor(random() * records.length)]!;
    const nameWords = wordsOf(record.name).filter((w) => w.length >= 4 && !/\d/.test(w));
    if (nameWords.length < 2) continue;
    const a = nameWords[Math.floor(random() * nameWords.length)]!;
    const b = nameWords[Math.floor(random() * nameWords.length)]!;
    const kind = out.length % 4;
    const query =
      kind === 0 ? typo(a, random)
      : kind === 1 ? `${typo(a, random)} ${b.slice(0, Math.max(2, Math.ceil(b.length / 2)))}`
      : kind === 2 ? a.slice(0, 3)
      : record.catalogNumber.slice(0, 4);
    const level = random() < 0.5 ? "lvl0" : "lvl1";
    const category = record.Categories[level];
    out.push({ query, level, category, filters: `'Categories.${level}':'${category.replaceAll("'", "\\'")}'` });
  }
  return out;
}

function percentiles(times: number[]) {
  const sorted = [...times].sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `p50=${at(50).toFixed(2)}ms p95=${at(95).toFixed(2)}ms p99=${at(99).toFixed(2)}ms`;
}

async function timeQueries(queries: BenchQuery[], run: (q: BenchQuery) => unknown | Promise<unknown>): Promise<number[]> {
  for (const q of queries.slice(0, 20)) await run(q);
  const times: number[] = [];
  for (const q of queries) {
    const started = performance.now();
    await run(q);
    times.push(performance.now() - started);
  }
  return times;
}

type BenchRecord = { objectID: string; name: string; catalogNumber: string; upc: string; description: string; releaseDate: number; certifications: string[]; Categories: { lvl0: string; lvl1: string }; attributes: Record<string, string | string[]> };

/** PostgreSQL full text in PGlite over the same records: tsvector + GIN, facets by GROUP BY. */
async function pgliteCandidate(records: BenchRecord[], wordsOf: (s: string) => string[]) {
  const { PGlite } = await import("@electric-sql/pglite");
  const started = performance.now();
  const db = new PGlite();
  await db.exec(`CREATE TABLE p (id text, lvl0 text, lvl1 text, colour text, certs text[], release int, body text, tsv tsvector)`);
  for (let i = 0; i < records.length; i += 2000) {
    const rows = records.slice(i, i + 2000).map((r) => ({
      id: r.objectID, lvl0: r.Categories.lvl0, lvl1: r.Categories.lvl1, colour: typeof r.attributes.colour === "string" ? r.attributes.colour : null,
      certs: r.certifications, release: r.releaseDate,
      body: [wordsOf(r.name).join(" "), wordsOf(r.catalogNumber).join(" "), wordsOf(r.catalogNumber).join(""), r.upc, wordsOf(r.description).join(" ")].join(" "),
    }));
    await db.query(`INSERT INTO p (id, lvl0, lvl1, colour, certs, release, body) SELECT id, lvl0, lvl1, colour, ARRAY(SELECT json_array_elements_text(certs)), release, body FROM json_to_recordset($1::json) AS x(id text, lvl0 text, lvl1 text, colour text, certs json, release int, body text)`, [JSON.stringify(rows)]);
  }
  await db.exec(`UPDATE p SET tsv = to_tsvector('simple', body); CREATE INDEX p_tsv ON p USING GIN (tsv); CREATE INDEX p_lvl0 ON p (lvl0); CREATE INDEX p_lvl1 ON p (lvl1); ANALYZE p;`);
  const buildMs = performance.now() - started;
  const query = async (q: BenchQuery, split: (s: string) => string[]) => {
    const terms = split(q.query);
    const tsquery = terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(" & ");
    const column = q.level === "lvl0" ? "lvl0" : "lvl1";
    const result = await db.query(
      `WITH m AS (SELECT id, lvl1, colour, certs, release FROM p WHERE tsv @@ to_tsquery('simple', $1) AND ${column} = $2)
       SELECT (SELECT count(*) FROM m) AS n,
              (SELECT json_agg(id) FROM (SELECT id FROM m ORDER BY release DESC LIMIT 20) h) AS hits,
              (SELECT json_object_agg(lvl1, c) FROM (SELECT lvl1, count(*) c FROM m GROUP BY lvl1 ORDER BY c DESC LIMIT 100) a) AS f1,
              (SELECT json_object_agg(colour, c) FROM (SELECT colour, count(*) c FROM m WHERE colour IS NOT NULL GROUP BY colour ORDER BY c DESC LIMIT 100) b) AS f2,
              (SELECT json_object_agg(cert, c) FROM (SELECT cert, count(*) c FROM m, unnest(certs) cert GROUP BY cert ORDER BY c DESC LIMIT 100) d) AS f3`,
      [tsquery, q.category],
    );
    return result.rows[0];
  };
  return { db, buildMs, query };
}

async function main() {
  const { LOCALES } = await import("@/config/locales");
  const { loadCatalog } = await import("@/features/catalog/server/local-catalog");
  const { CATALOG_FILES } = await import("@/features/catalog/server/catalog-files");
  const { productIndexSettings, productRecords } = await import("@/features/search/server/records");
  const { buildSearchIndex, runQuery } = await import("@/features/search/engine/search-index");
  const { buildNaiveIndex, naiveSearch } = await import("@/features/search/engine/naive");
  const { normalizeParams } = await import("@/features/search/engine/params");
  const { words } = await import("@/features/search/engine/text");

  const dir = process.env.CATALOG_DIR ?? "generated/catalog";
  const locale = LOCALES.find((l) => l === process.env.BENCH_LOCALE) ??
    [...LOCALES].sort((a, b) => statSync(path.join(dir, CATALOG_FILES.texts(b))).size - statSync(path.join(dir, CATALOG_FILES.texts(a))).size)[0]!;
  const catalog = loadCatalog(dir);
  let started = performance.now();
  const records = productRecords(catalog, locale);
  const settings = productIndexSettings(catalog);
  const recordsMs = performance.now() - started;
  const queries = mixedQueries(records, words);
  const params = (q: BenchQuery) => normalizeParams({ query: q.query, filters: q.filters, facets: FACETS, hitsPerPage: 20 });
  console.log(`search bench: products_${locale}, ${records.length} records (made in ${recordsMs.toFixed(0)} ms), ${queries.length} queries, facets ${FACETS.join(", ")} + category filter`);
  const line = (name: string, buildMs: number, times: number[], extra = "") =>
    console.log(`${name.padEnd(26)} build=${buildMs.toFixed(0).padStart(6)}ms ${percentiles(times)}${extra}`);

  started = performance.now();
  const index = buildSearchIndex(records, settings);
  const indexMs = performance.now() - started;
  const engineTimes = await timeQueries(queries, (q) => runQuery(index, params(q)));
  const answered = queries.filter((q) => runQuery(index, params(q)).nbHits > 0).length;
  line("bitset engine", indexMs, engineTimes, ` (${answered}/${QUERIES} queries find their product's words)`);

  started = performance.now();
  const naive = buildNaiveIndex(records, settings);
  const naiveMs = performance.now() - started;
  line("naive scan", naiveMs, await timeQueries(queries.slice(0, 120), (q) => naiveSearch(naive, params(q))), " (120 queries: slow)");

  if (process.env.BENCH_PGLITE !== "0") {
    const pg = await pgliteCandidate(records, words);
    line("pglite tsvector+GIN", pg.buildMs, await timeQueries(queries, (q) => pg.query(q, words)), " (prefix matching only: no typo tolerance)");
    await pg.db.close();
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
