// The SearchService the app uses, chosen by SEARCH_SOURCE (S1): `local` (embedded engine, default) or `algolia`.
import "server-only";
import { catalogConfig } from "@/features/catalog/server/config";
import { loadCatalog } from "@/features/catalog/server/local-catalog";
import { LOCALES } from "@/config/locales";
import { searchIndexName, type SearchService } from "../model";
import { createLocalSearchService } from "./local";

export type SearchSourceKind = "local" | "algolia";

/** Settings the Algolia adapter reads (timeouts per spec: connect 1 s, read 2 s, write 30 s). */
export interface AlgoliaSettings {
  appId: string;
  searchApiKey: string;
  timeouts: { connect: number; read: number; write: number };
}

export const SEARCH_ENV = [
  { name: "SEARCH_SOURCE", default: "local", description: "Search adapter: `local` runs the embedded engine in-process; `algolia` is not available yet and fails with 'not configured'." },
] as const;

export function searchSource(env: Record<string, string | undefined> = process.env): SearchSourceKind {
  return env.SEARCH_SOURCE === "algolia" ? "algolia" : "local";
}

type LocalSearchService = ReturnType<typeof createLocalSearchService>;
const store = globalThis as typeof globalThis & { __voltlineSearch?: LocalSearchService };

export function getSearchService(env: Record<string, string | undefined> = process.env): SearchService {
  if (searchSource(env) === "algolia") throw new Error("Search source 'algolia' is not configured: this build has only the embedded engine (SEARCH_SOURCE=local)");
  store.__voltlineSearch ??= createLocalSearchService(() => loadCatalog(catalogConfig(env).catalogDir));
  return store.__voltlineSearch;
}

/**
 * Loads the embedded engine's products indices of every locale, one per event-loop turn, so the first visitor of each
 * locale does not wait for them (called once at server start). Nothing to do for a hosted search service.
 */
export async function warmUpSearch(env: Record<string, string | undefined> = process.env): Promise<void> {
  if (searchSource(env) !== "local") return;
  const service = getSearchService(env) as LocalSearchService;
  for (const locale of LOCALES) {
    await new Promise((resolve) => setImmediate(resolve));
    service.index(searchIndexName("products", locale));
  }
}
