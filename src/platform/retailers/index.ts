// Retailers port (X8, F7): the adapter chosen by configuration. RETAILERS_PROVIDER=buy-links with RETAILERS_API_URL is
// the production buy-links service; unset, the embedded generated feed answers (no outside host is contacted).
import { createBuyLinksRetailerFeed } from "./buy-links";
import { createEmbeddedRetailerFeed, type SoldProductLookup } from "./embedded";
import type { RetailerFeed } from "./port";

export * from "./port";
export { createEmbeddedRetailerFeed, EMBEDDED_RETAILERS, FEED_SEED, generateRetailerFeed, listingsForProduct, type FeedProduct, type RetailerFeedExport, type RetailerListing, type SoldProductLookup } from "./embedded";
export { createBuyLinksRetailerFeed, offersOf } from "./buy-links";

export const RETAILERS_ENV = [
  { name: "RETAILERS_PROVIDER", default: "embedded", description: "`buy-links`: online retailers (F7) from the buy-links service (X8); `embedded`: the generated retailer feed" },
  { name: "RETAILERS_API_URL", default: "(unset)", description: "Base URL of the buy-links service's API (with RETAILERS_PROVIDER=buy-links)" },
  { name: "RETAILERS_API_KEY", default: "(unset)", description: "Bearer key of the buy-links service" },
  { name: "RETAILERS_TIMEOUT_MS", default: "1500", description: "Longest wait for the buy-links service; slower is \"unavailable\"" },
] as const;

/** The configured feed; a configuration it cannot use is a start-up error. */
export function retailerFeedFromEnv(env: Record<string, string | undefined>, deps: { lookup: SoldProductLookup; onError?: (error: unknown) => void }): RetailerFeed {
  const provider = env.RETAILERS_PROVIDER?.trim() || "embedded";
  if (provider === "embedded") return createEmbeddedRetailerFeed(deps.lookup);
  if (provider !== "buy-links") throw new Error(`RETAILERS_PROVIDER must be embedded or buy-links, not '${provider.slice(0, 40)}'`);
  const url = env.RETAILERS_API_URL?.trim() ?? "";
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) throw new Error("RETAILERS_API_URL must be an absolute http(s) URL with RETAILERS_PROVIDER=buy-links");
  const rawTimeout = env.RETAILERS_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? Number(rawTimeout) : 1_500;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 10_000) throw new Error("RETAILERS_TIMEOUT_MS must be a whole number of milliseconds from 50 to 10000");
  const apiKey = env.RETAILERS_API_KEY?.trim();
  return createBuyLinksRetailerFeed({ url, timeoutMs, ...(apiKey ? { apiKey } : {}), ...(deps.onError ? { onError: deps.onError } : {}) });
}
