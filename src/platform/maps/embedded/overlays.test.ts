// The embedded map's overlays (issue 16, ADR 58): a point per state / province, place labels by population.
import { describe, expect, it } from "vitest";
import type { CityEntry } from "./gazetteer";
import { insideShape, labelName, labelZoom, placeLabels, regionPoints, visibleLabels, type PlaceLabel } from "./overlays";
import { LOCALES } from "@/config/locales";
import { loadGazetteerData } from "./data";
import { PLACE_NAMES } from "./place-names";

const city = (id: number, name: string, country: string, region: string, population: number, lat: number, lng: number): CityEntry => ({ kind: "city", id, name, country, region, population, lat, lng });

describe("regionPoints", () => {
  it("takes Natural Earth's centroid where it draws the state, else the population-weighted centre of its places", () => {
    const subunits = [
      { id: "OH", properties: { gu: "USA", ct: [-82.794, 40.301] as [number, number] } },
      { id: "WA", properties: { gu: "AUS", ct: [122.18, -25.47] as [number, number] } },
    ];
    const cities = [city(1, "Guadalajara", "MX", "JAL", 3_000_000, 20.67, -103.35), city(2, "Puerto Vallarta", "MX", "JAL", 1_000_000, 20.62, -105.23), city(3, "Columbus", "US", "OH", 900_000, 39.96, -83)];
    const points = regionPoints(subunits, cities, ["US", "MX"]);
    expect(points).toEqual({ "US-OH": [-82.79, 40.3], "MX-JAL": [-103.82, 20.66] });
  });

  it("takes the largest place where the weighted centre falls outside the state's shape (Campeche's is in the Gulf)", () => {
    const cities = [city(1, "Campeche", "MX", "CAM", 220_000, 19.85, -90.53), city(2, "Ciudad del Carmen", "MX", "CAM", 170_000, 18.65, -91.8)];
    // A crescent-like shape: the coast between the two cities bends inland, so the midpoint is at sea.
    const shape = { type: "Polygon" as const, coordinates: [[[-92, 18.5], [-91.5, 18.5], [-91, 19.5], [-90.3, 19.5], [-90.3, 20], [-90.8, 20], [-92, 18.9], [-92, 18.5]]] };
    expect(regionPoints([], cities, ["MX"])).toEqual({ "MX-CAM": [-91.08, 19.33] });
    expect(regionPoints([], cities, ["MX"], { "MX-CAM": shape })).toEqual({ "MX-CAM": [-90.53, 19.85] });
  });
});

describe("insideShape", () => {
  it("is true inside a polygon's outline and false in its hole or outside", () => {
    const square = { type: "Polygon" as const, coordinates: [[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]], [[1, 1], [2, 1], [2, 2], [1, 2], [1, 1]]] };
    expect([insideShape([3, 3], square), insideShape([1.5, 1.5], square), insideShape([5, 1], square)]).toEqual([true, false, false]);
  });
});

describe("placeLabels", () => {
  it("labels the largest places first, earlier zooms for larger ones, and drops a district beside its city", () => {
    const cities = [city(1, "Mexico City", "MX", "CMX", 12_000_000, 19.43, -99.13), city(2, "Iztapalapa", "MX", "CMX", 1_800_000, 19.36, -99.05), city(3, "Toluca", "MX", "MEX", 500_000, 19.29, -99.65), city(4, "Tiny", "MX", "MEX", 500, 19, -99)];
    expect(placeLabels(cities)).toEqual([
      ["Mexico City", -99.13, 19.43, 3],
      ["Toluca", -99.65, 19.29, 5],
    ]);
    expect([labelZoom(5_000_000), labelZoom(1_200_000), labelZoom(200_000), labelZoom(70_000)]).toEqual([3, 4, 6, 7]);
  });
});

describe("labelName", () => {
  it("names a place as the page's language does: Ciudad de México and Nueva York in es-mx, Mexico and La Nouvelle-Orléans in fr-ca", () => {
    // GeoNames' ids: its names are the places' own, but for a few English exonyms.
    const cities = [city(3530597, "Mexico City", "MX", "CMX", 12_000_000, 19.43, -99.13), city(5128581, "New York City", "US", "NY", 8_000_000, 40.71, -74.01), city(4335045, "New Orleans", "US", "LA", 390_000, 29.95, -90.08), city(6077243, "Montréal", "CA", "QC", 1_600_000, 45.51, -73.59), city(3981609, "Tijuana", "MX", "BCN", 1_400_000, 32.53, -117.02)];
    const labels = placeLabels(cities);
    const names = (locale: (typeof LOCALES)[number]) => labels.map((label) => labelName(label, locale));
    expect(names("es-mx")).toEqual(["Ciudad de México", "Nueva York", "Montreal", "Tijuana", "Nueva Orleans"]);
    expect(names("fr-ca")).toEqual(["Mexico", "New York", "Montréal", "Tijuana", "La Nouvelle-Orléans"]);
    expect(names("en")).toEqual(["Mexico City", "New York City", "Montréal", "Tijuana", "New Orleans"]);
    // A place whose name is the same in every language carries no other.
    expect(labels.find((label) => label[0] === "Tijuana")).toHaveLength(4);
  });

  it("every place the table names is a label of the map, under the GeoNames name the table was written for", async () => {
    const labels = placeLabels((await loadGazetteerData()).cities);
    const named = labels.filter((label) => label[4]);
    expect(named.map((label) => label[0]).sort()).toEqual(["Los Angeles", "Mexico City", "Montréal", "New Orleans", "New York City", "Philadelphia", "Québec", "St. Louis"]);
    expect(Object.keys(PLACE_NAMES)).toHaveLength(named.length);
  });
});

describe("visibleLabels", () => {
  it("shows the labels whose zoom has come within the view, largest first, at most the limit", () => {
    const labels: PlaceLabel[] = [["A", 0, 0, 3], ["B", 1, 1, 4], ["C", 50, 50, 3], ["D", 2, 2, 6]];
    const near = (lng: number) => lng < 10;
    expect(visibleLabels(labels, 3, near).map((l) => l[0])).toEqual(["A"]);
    expect(visibleLabels(labels, 6, near).map((l) => l[0])).toEqual(["A", "B", "D"]);
    expect(visibleLabels(labels, 6, near, 2).map((l) => l[0])).toEqual(["A", "B"]);
  });
});
