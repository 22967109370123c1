// The brands' assortments (B6) from their CMS brand entries, read through the content port (issue 15 §3, ADR 48).
import "server-only";
import { cache } from "react";
import { DEFAULT_LOCALE } from "@/config/locales";
import { listBrandSummaries } from "@/features/brand/server";
import { assortmentOf, type Assortment } from "../assortment";

/** How an adapter learns what a brand sells; undefined: no such brand, or one that sells nothing. */
export type AssortmentResolver = (brand: string) => Promise<Assortment | undefined>;

/**
 * The assortment of the brand entry with this directory (exactly: no default brand for an unknown one); once per
 * request, from the brands' summaries (a small cached entry, not the whole brand list: issue 15, ADR 70).
 */
export const getBrandAssortment: AssortmentResolver = cache(async (brand: string) => {
  const brands = await listBrandSummaries(DEFAULT_LOCALE);
  return assortmentOf(brands.find((entry) => entry.brandDirectory === brand));
});
