// The ContentSource as the site reads Contentful (E3, ADR 30): every published read through the last-good keeper, so a
// CMS outage serves the last good content; drafts always come fresh. Asset and concept look-ups keep C8: null.
import { isServiceUnavailableError } from "@/platform/errors/unavailable";
import { readKey, withLastGood, type LastGood } from "@/platform/last-good";
import type { ContentSource } from "./port";

const READS = [
  "listBrands",
  "getBrand",
  "getPage",
  "listPageSlugs",
  "getProductPage",
  "listNews",
  "getNewsPost",
  "listVideos",
  "getVideo",
  "listRedirects",
  "getAsset",
  "getTaxonomyConcept",
  "getDynamicModule",
] as const satisfies readonly (keyof ContentSource)[];

const isDraftRead = (_method: string, args: unknown[]) => args.some((arg) => typeof arg === "object" && arg !== null && (arg as { preview?: unknown }).preview === true);

/** `{ locale, preview: false }` and `{ locale }` ask the same: one key, whichever a caller wrote. */
const keyOf = (method: string, args: unknown[]) =>
  readKey(method, args.map((arg) => (typeof arg === "object" && arg !== null && (arg as { preview?: unknown }).preview === false ? { ...arg, preview: undefined } : arg)));

function nullWhenUnavailable(error: unknown): null {
  if (isServiceUnavailableError(error)) return null;
  throw error;
}

export function withContentLastGood(source: ContentSource, lastGood: LastGood): ContentSource {
  const kept = withLastGood(source, lastGood, READS, isDraftRead, keyOf);
  return {
    ...kept,
    getAsset: (id, opts) => kept.getAsset(id, opts).catch(nullWhenUnavailable),
    getTaxonomyConcept: (id, opts) => kept.getTaxonomyConcept(id, opts).catch(nullWhenUnavailable),
  };
}
