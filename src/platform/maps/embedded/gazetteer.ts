// The embedded Places adapter's engine (issue 14): an in-memory gazetteer of North American places, searched by name
// prefix (accents and case ignored, the most populous first) or by postal code prefix (US ZIP codes, Canadian
// forward sortation areas). Pure over the entries it is given (./data.ts loads them from the npm data packages).
import { DEFAULT_SUGGESTIONS, MAX_PLACE_QUERY, type GeocodeResult, type PlaceAddress, type PlaceSuggestion, type SuggestOptions } from "../model";

export interface CityEntry {
  kind: "city";
  /** GeoNames id. */
  id: number;
  name: string;
  country: string;
  /** ISO 3166-2 subdivision code without the country ("" when unknown). */
  region: string;
  population: number;
  lat: number;
  lng: number;
}

export interface PostalEntry {
  kind: "postal";
  /** A US ZIP code (5 digits) or a Canadian forward sortation area (3 characters: the first half of a postal code). */
  code: string;
  country: string;
  region: string;
  /** The city the code belongs to (the nearest gazetteer city for a Canadian area). */
  city: string;
  lat: number;
  lng: number;
}

export interface PlaceNames {
  /** A subdivision's name in the locale ("Illinois", "Québec", "Jalisco"). */
  region(country: string, code: string, locale: SuggestOptions["locale"]): string;
  /** A country's name in the locale. */
  country(code: string, locale: SuggestOptions["locale"]): string;
}

/** Lower case, accents and punctuation gone, single spaces: "Montréal" and "montreal" meet. */
export function foldName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const US_ZIP_PREFIX = /^\d{3,5}$/;
const CA_POSTAL_PREFIX = /^[a-z]\d[a-z](?: ?\d[a-z]?\d?)?$/i;

interface Keyed<T> {
  key: string;
  entry: T;
}

/** The entries whose key starts with `prefix`, from a list sorted by key. */
function prefixRange<T>(sorted: readonly Keyed<T>[], prefix: string): Keyed<T>[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.key < prefix) low = middle + 1;
    else high = middle;
  }
  const out: Keyed<T>[] = [];
  for (let i = low; i < sorted.length && sorted[i]!.key.startsWith(prefix); i += 1) out.push(sorted[i]!);
  return out;
}

/** Keeps `top` the `limit` most populous entries seen, most populous first. */
function topByPopulation(top: CityEntry[], entry: CityEntry, limit: number): void {
  if (top.length === limit && top[limit - 1]!.population >= entry.population) return;
  let at = top.length;
  while (at > 0 && top[at - 1]!.population < entry.population) at -= 1;
  top.splice(at, 0, entry);
  if (top.length > limit) top.pop();
}

export interface Gazetteer {
  autocomplete(query: string, options: SuggestOptions): PlaceSuggestion[];
  place(id: string, options: Pick<SuggestOptions, "locale">): PlaceAddress | undefined;
  geocode(query: string, options: SuggestOptions): GeocodeResult[];
  size: number;
}

export function createGazetteer(cities: readonly CityEntry[], postalCodes: readonly PostalEntry[], names: PlaceNames): Gazetteer {
  const byName = cities.map((entry) => ({ key: foldName(entry.name), entry })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.entry.population - a.entry.population));
  const byCode = postalCodes.map((entry) => ({ key: entry.code.toLowerCase(), entry })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const cityById = new Map(cities.map((entry) => [entry.id, entry]));
  const postalById = new Map(postalCodes.map((entry) => [`${entry.country}:${entry.code}`, entry]));

  const allowed = (country: string, options: SuggestOptions) => !options.countries || options.countries.length === 0 || options.countries.includes(country);

  function regionText(country: string, region: string, locale: SuggestOptions["locale"]): string {
    return region ? names.region(country, region, locale) : "";
  }

  function cityAddress(entry: CityEntry, locale: SuggestOptions["locale"]): GeocodeResult {
    const region = regionText(entry.country, entry.region, locale);
    return {
      line1: "",
      city: entry.name,
      region: entry.region,
      postalCode: "",
      country: entry.country,
      location: { lat: entry.lat, lng: entry.lng },
      label: [entry.name, region, names.country(entry.country, locale)].filter(Boolean).join(", "),
    };
  }

  function postalAddress(entry: PostalEntry, locale: SuggestOptions["locale"]): GeocodeResult {
    const region = regionText(entry.country, entry.region, locale);
    return {
      line1: "",
      city: entry.city,
      region: entry.region,
      postalCode: entry.code,
      country: entry.country,
      location: { lat: entry.lat, lng: entry.lng },
      label: [entry.city, [region, entry.code].filter(Boolean).join(" "), names.country(entry.country, locale)].filter(Boolean).join(", "),
    };
  }

  /** Matches of a query: postal codes when it reads as one, else cities by name (optionally "name, region"). */
  function search(query: string, options: SuggestOptions): (CityEntry | PostalEntry)[] {
    const limit = Math.min(Math.max(options.limit ?? DEFAULT_SUGGESTIONS, 1), 20);
    const text = query.slice(0, MAX_PLACE_QUERY).trim();
    if (text.length < 2) return [];
    const compact = text.replace(/[\s-]/g, "").toLowerCase();
    if (US_ZIP_PREFIX.test(compact) || CA_POSTAL_PREFIX.test(text.trim())) {
      // A Canadian code is looked up by its first half (the gazetteer knows areas, not whole codes).
      const prefix = /^[a-z]/.test(compact) ? compact.slice(0, 3) : compact;
      return prefixRange(byCode, prefix)
        .map((item) => item.entry)
        .filter((entry) => allowed(entry.country, options))
        .slice(0, limit);
    }
    const [namePart = "", regionPart = ""] = text.split(",", 2);
    const key = foldName(namePart);
    if (key.length < 2) return [];
    const region = foldName(regionPart);
    const fits = (entry: CityEntry) => allowed(entry.country, options) && (!region || foldName(entry.region).startsWith(region) || foldName(names.region(entry.country, entry.region, options.locale)).startsWith(region));
    // The exact name first (its entries lead the range, the most populous first), then the most populous of the rest.
    const exact: CityEntry[] = [];
    const rest: CityEntry[] = [];
    for (const item of prefixRange(byName, key)) {
      if (!fits(item.entry)) continue;
      if (item.key === key) exact.push(item.entry);
      else topByPopulation(rest, item.entry, limit);
    }
    return [...exact, ...rest].slice(0, limit);
  }

  return {
    size: cities.length + postalCodes.length,

    autocomplete(query, options) {
      return search(query, options).map((entry) => {
        if (entry.kind === "city") {
          const region = regionText(entry.country, entry.region, options.locale);
          return { id: `city:${entry.id}`, primary: entry.name, secondary: [region, names.country(entry.country, options.locale)].filter(Boolean).join(", ") };
        }
        const region = regionText(entry.country, entry.region, options.locale);
        return { id: `postal:${entry.country}:${entry.code}`, primary: entry.code, secondary: [entry.city, region, names.country(entry.country, options.locale)].filter(Boolean).join(", ") };
      });
    },

    place(id, { locale }) {
      const [kind, ...rest] = id.split(":");
      if (kind === "city") {
        const entry = /^\d{1,12}$/.test(rest[0] ?? "") ? cityById.get(Number(rest[0])) : undefined;
        return entry && cityAddress(entry, locale);
      }
      if (kind === "postal") {
        const entry = postalById.get(rest.join(":"));
        return entry && postalAddress(entry, locale);
      }
      return undefined;
    },

    geocode(query, options) {
      return search(query, options).map((entry) => (entry.kind === "city" ? cityAddress(entry, options.locale) : postalAddress(entry, options.locale)));
    },
  };
}
