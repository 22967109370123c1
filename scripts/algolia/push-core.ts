// What `npm run algolia:push` sends (issue 3), separate from the command line so a contract test can run it against a
// fake Algolia: per locale, products_{locale} with its sort replicas and content_{locale}, settings derived from the
// same IndexSettings the embedded engine uses, records replaced in batches without interrupting searches.
import type { SearchClient } from "algoliasearch";
import type { Locale } from "@/config/locales";
import type { CatalogFeed as LoadedCatalog } from "@/features/catalog/server/feed";
import type { ContentSource } from "@/features/content/server/port";
import { contentIndexDefinition, productIndexDefinitions, type AlgoliaIndexSettings } from "@/features/search/server/algolia-settings";
import { contentRecords } from "@/features/search/server/content-records";
import { contentIndexSettings, productIndexSettings, productRecords } from "@/features/search/server/records";

export const DEFAULT_BATCH_SIZE = 1000;
/** Algolia's per-record size limit on the standard plans. */
export const MAX_RECORD_BYTES = 10_000;

export interface PlannedIndex {
  indexName: string;
  settings: AlgoliaIndexSettings;
  /** Sort replicas hold no records of their own: Algolia fills them from their primary. */
  primary?: string;
  records?: { objectID: string }[];
}

export async function planPush({ catalog, content, locales }: { catalog: LoadedCatalog; content: ContentSource; locales: readonly Locale[] }): Promise<PlannedIndex[]> {
  const productSettings = productIndexSettings(catalog);
  const plan: PlannedIndex[] = [];
  for (const locale of locales) {
    const [products, ...replicas] = productIndexDefinitions(productSettings, locale);
    plan.push({ ...products!, records: productRecords(catalog, locale) }, ...replicas);
    plan.push({ ...contentIndexDefinition(contentIndexSettings, locale), records: await contentRecords(content, locale) });
  }
  return plan;
}

const bytes = (record: object) => Buffer.byteLength(JSON.stringify(record));

/** Records above Algolia's size limit, which it would refuse. */
export function oversizedRecords(plan: PlannedIndex[]): { indexName: string; objectID: string; bytes: number }[] {
  return plan.flatMap((index) => (index.records ?? []).filter((r) => bytes(r) > MAX_RECORD_BYTES).map((r) => ({ indexName: index.indexName, objectID: r.objectID, bytes: bytes(r) })));
}

/** The dry-run report: each index, its record count and batches, the settings body it would receive and its first record. */
export function describePlan(plan: PlannedIndex[], batchSize = DEFAULT_BATCH_SIZE): string {
  return plan
    .map((index) => {
      const head = index.records
        ? `${index.indexName}: ${index.records.length} records in ${Math.ceil(index.records.length / batchSize)} batches of up to ${batchSize}, largest ${Math.max(0, ...index.records.map(bytes))} bytes`
        : `${index.indexName}: sort replica of ${index.primary}`;
      const sample = index.records?.[0] ? `\n  first record ${JSON.stringify(index.records[0])}` : "";
      return `${head}\n  settings ${JSON.stringify(index.settings)}${sample}`;
    })
    .join("\n");
}

export type PushClient = Pick<SearchClient, "setSettings" | "waitForTask" | "replaceAllObjects">;

export interface PushedIndex {
  indexName: string;
  records?: number;
}

/**
 * Settings first (a primary declares its replicas, then each replica gets its ranking), then the records through
 * replaceAllObjects: a temporary index takes the settings and the batches and is moved over the live one at the end.
 */
export async function executePush(client: PushClient, plan: PlannedIndex[], { batchSize = DEFAULT_BATCH_SIZE, log = () => {} }: { batchSize?: number; log?: (line: string) => void } = {}): Promise<PushedIndex[]> {
  const pushed: PushedIndex[] = [];
  const setSettings = async (index: PlannedIndex) => {
    const { taskID } = await client.setSettings({ indexName: index.indexName, indexSettings: index.settings, forwardToReplicas: false });
    await client.waitForTask({ indexName: index.indexName, taskID });
  };
  for (const index of plan.filter((i) => !i.primary)) {
    await setSettings(index);
    for (const replica of plan.filter((i) => i.primary === index.indexName)) {
      await setSettings(replica);
      pushed.push({ indexName: replica.indexName });
      log(`${replica.indexName}: settings (sort replica of ${index.indexName})`);
    }
    const records = index.records ?? [];
    await client.replaceAllObjects({ indexName: index.indexName, objects: records, batchSize });
    pushed.push({ indexName: index.indexName, records: records.length });
    log(`${index.indexName}: settings and ${records.length} records`);
  }
  return pushed;
}
