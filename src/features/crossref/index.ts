// Public entry of the competitor cross reference (F4, issue 16), client-safe: the module type that reads the page's
// query (tools route), limits, the number normalisation and match qualities. The server parts are in ./server.
import type { DynamicModuleType } from "@/features/content";

/** Module types that read the page's query: a page with one is rendered per request for a query (tools route). */
export const QUERY_MODULES: readonly DynamicModuleType[] = ["CompetitorCrossReference"];

export { MAX_NUMBERS, MAX_NUMBER_CHARS, MAX_TEXT_CHARS, MAX_FILE_BYTES, MAX_EQUIVALENTS, MATCH_QUALITIES, type MatchQuality, type CrossRefAnswer, type LineResult, type Equivalent, type Difference, type Competitor } from "./model";
export { normalizeNumber, readNumbers, csvNumbers, editDistance } from "./normalize";
export { compareSpecs, type Comparison } from "./quality";
export { DEFAULT_SEED, generateCrossReference, valueKey } from "./dataset/generate";
export type { CatalogueItem } from "./dataset/generate";
