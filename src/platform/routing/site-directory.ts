// What proxy.ts needs to route a request: brands and redirect rules, held in memory and
// refreshed from the ContentSource at most once a minute (a CMS outage keeps the last good copy).
import "server-only";
import { getContentSource } from "@/features/content/server";
import { logger } from "@/platform/logging/logger";
import type { SiteDirectory } from "./resolve-request";
import { protectedPageKey } from "./members-rewrite";

const REFRESH_MS = 60_000;
let cached: { value: SiteDirectory; loadedAt: number } | undefined;
let loading: Promise<SiteDirectory> | undefined;

async function load(): Promise<SiteDirectory> {
  const source = getContentSource();
  const [brands, redirects] = await Promise.all([source.listBrands({ locale: "en" }), source.listRedirects()]);
  const defaultBrand = brands.find((b) => b.isDefault)?.brandDirectory ?? brands[0]?.brandDirectory ?? "voltline";
  // Page slugs are not localised: one look-up per brand finds the pages that need an account (C6). Brands and
  // redirects decide whether the site can route at all; this list only sends such pages to their per-request route. When
  // it cannot be read (a CMS outage at start, E3), the last one known serves, or none: the static route refuses a page
  // that needs an account (404), so nothing is shown to the signed-out meanwhile.
  const protectedPages = await Promise.all(
    brands.map(async (b) => ({ brand: b.brandDirectory, pages: await source.listPageSlugs(b.brandDirectory, { locale: "en" }) })),
  ).then(
    (slugs) => new Set(slugs.flatMap(({ brand, pages }) => pages.filter((page) => page.requireAuthentication).map((page) => protectedPageKey(brand, page.slug)))),
    (error: unknown) => {
      logger.warn({ err: error }, "site directory: pages that need an account could not be listed; the last known list serves");
      return cached?.value.protectedPages ?? new Set<string>();
    },
  );
  return {
    defaultBrand,
    brands: new Map(brands.map((b) => [b.brandDirectory, b.brandCode])),
    redirects: new Map(redirects.map((r) => [r.from.replace(/\/+$/, "") || "/", r])),
    configAreaUrl: process.env.CONFIG_AREA_URL ?? "https://config.voltline.example/",
    protectedPages,
  };
}

export async function getSiteDirectory(now = Date.now()): Promise<SiteDirectory> {
  if (cached && now - cached.loadedAt < REFRESH_MS) return cached.value;
  loading ??= load()
    .then((value) => {
      cached = { value, loadedAt: Date.now() };
      return value;
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, "site directory refresh failed");
      if (cached) return cached.value;
      throw error;
    })
    .finally(() => {
      loading = undefined;
    });
  return cached && now - cached.loadedAt < 10 * REFRESH_MS ? cached.value : loading;
}
