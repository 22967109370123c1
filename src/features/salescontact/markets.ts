// The markets of Find a Sales Contact (F5): the brand's `salesContactLookupMarketSelection` (B6), as the CMS writes
// them ("Commercial", "Electrical distribution", "OEM"). A market's key in the URL is its name folded to a slug; the
// names the site knows are translated, any other is shown as the CMS wrote it. Pure.

/** Markets with a translated name (messages salescontact.markets.<key>). */
export const KNOWN_MARKETS = ["commercial", "industrial", "residential", "utility", "electrical-distribution", "oem"] as const;

export interface Market {
  /** The URL's value ("electrical-distribution"). */
  key: string;
  /** The CMS's name ("Electrical distribution"). */
  name: string;
}

/** "Electrical Distribution" -> "electrical-distribution"; "" for a name with no letter or digit. */
export function marketKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** The brand's markets, each once, in the CMS's order (names without a key left out). */
export function brandMarkets(selection: readonly string[]): Market[] {
  const seen = new Set<string>();
  const out: Market[] = [];
  for (const name of selection) {
    const key = marketKey(name);
    if (key && !seen.has(key)) {
      seen.add(key);
      out.push({ key, name: name.trim() });
    }
  }
  return out;
}

export const isKnownMarket = (key: string): key is (typeof KNOWN_MARKETS)[number] => (KNOWN_MARKETS as readonly string[]).includes(key);
