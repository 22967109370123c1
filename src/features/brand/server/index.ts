// Brand reads for routes and layouts (B1): cached content queries plus the pure look-up rule.
import { LOCALES } from "@/config/locales";
import { listBrands } from "@/features/content/server";
import { recentReads } from "@/platform/cache/recent-reads";

export { getBrand, listBrands, listBrandSummaries } from "@/features/content/server";
export { defaultBrand, findBrand, pickBrand } from "../pick-brand";

/** The brands of a locale, read at most every few seconds per process: for handlers served before Next (forms). */
export const recentBrands = recentReads(listBrands, { max: LOCALES.length });
