// Public entry of Where to Buy (F6, issue 16): its pure parts (the module, for the block registry, and the server parts are in ./server).
import type { DynamicModuleType } from "@/features/content";

/** Module types that read the page's query: a page with one is rendered per request for a query (tools route). */
export const QUERY_MODULES: readonly DynamicModuleType[] = ["WhereToBuy"];

export { distanceKm, toKm, fromKm, formatDistance, formatRadius, KM_PER_MILE, type Point } from "./geo";
export { formatHours } from "./hours";
export { parseLocatorQuery, locatorHref, type LocatorQuery, type LocatorProblem } from "./query";
export { RADIUS_CHOICES, type Branch, type BranchDataset, type BranchHit } from "./model";
export { BRAND_NETWORKS, DEFAULT_SEED, DEFAULT_TOTAL, generateBranches } from "./dataset/generate";
