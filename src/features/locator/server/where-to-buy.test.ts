// Where to Buy end to end below the page (F6): the real gazetteer geocodes what a visitor typed, the generated
// network (the same generator as prepare-data) is searched through the k-d tree, the brand's unit and country apply.
import { beforeAll, describe, expect, it } from "vitest";
import { geocoder, loadGazetteerData, type PlaceNames } from "@/platform/maps";
import { generateBranches } from "../dataset/generate";
import { distanceKm, toKm } from "../geo";
import { parseLocatorQuery } from "../query";
import type { BranchDataset } from "../model";
import { createKdbushSearch } from "./kdbush-search";
import { answerWhereToBuy, type WhereToBuyBrand, type WhereToBuyDeps } from "./where-to-buy";

const names: PlaceNames = { region: (_country, code) => code, country: (code) => code };
const families = ["wiring-devices", "lighting-controls", "occupancy-sensors", "wall-plates", "boxes-covers", "ev-charging"];
let dataset: BranchDataset;
let deps: WhereToBuyDeps;

beforeAll(async () => {
  const { cities, postalCodes } = await loadGazetteerData();
  dataset = generateBranches({ cities, postalCodes, families });
  const search = createKdbushSearch(dataset.branches);
  deps = { geocode: geocoder(names, {}), search: async () => search };
});

const voltline: WhereToBuyBrand = { brandDirectory: "voltline", unitDistance: "Miles" };
const canada: WhereToBuyBrand = { brandDirectory: "voltline-canada", unitDistance: "Kilometers", restrictWhereToBuyResultsToCountry: "CA" };
const brasil: WhereToBuyBrand = { brandDirectory: "voltline-brasil", unitDistance: "Kilometers", restrictWhereToBuyResultsToCountry: "BR" };
const query = (params: Record<string, string>, brand: WhereToBuyBrand) => parseLocatorQuery(params, { unit: brand.unitDistance, families });

describe("where to buy, gazetteer to geo index (F6)", () => {
  it("finds the distributors near a US ZIP code, nearest first, within the radius in miles, all carrying the brand", async () => {
    const answer = await answerWhereToBuy(query({ q: "60601", radius: "25" }, voltline), voltline, "en", deps);
    expect(answer.kind).toBe("results");
    if (answer.kind !== "results") return;
    expect(answer.origin.place).toMatchObject({ postalCode: "60601", city: "Chicago", region: "IL", country: "US" });
    expect(answer.hits.length).toBe(20);
    expect(answer.more).toBe(true);
    const distances = answer.hits.map((hit) => hit.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const hit of answer.hits) {
      expect(hit.distanceKm).toBeLessThanOrEqual(toKm(25, "Miles"));
      expect(hit.distanceKm).toBeCloseTo(distanceKm(answer.origin.point, hit.branch), 9);
      expect(hit.branch.brands).toContain("voltline");
    }
  });

  it("keeps a brand restricted to a country there: a Canadian postal code finds Canadian branches, a US one nothing", async () => {
    const montreal = await answerWhereToBuy(query({ q: "H2X 1Y4" }, canada), canada, "fr-ca", deps);
    expect(montreal.kind).toBe("results");
    if (montreal.kind === "results") {
      expect(montreal.hits.length).toBeGreaterThan(0);
      for (const hit of montreal.hits) expect(hit.branch.address.country).toBe("CA");
      expect(montreal.hits[0]!.distanceKm).toBeLessThan(toKm(80, "Kilometers"));
    }
    expect(await answerWhereToBuy(query({ q: "60601" }, canada), canada, "en", deps)).toEqual({ kind: "notFound", text: "60601" });
    // Near the border, the US brand (no restriction) also finds Canadian branches that carry it; the Canadian brand only Canadian ones.
    const detroit = await answerWhereToBuy(query({ lat: "42.3314", lng: "-83.0458", radius: "100" }, canada), canada, "en", deps);
    if (detroit.kind === "results") for (const hit of detroit.hits) expect(hit.branch.address.country).toBe("CA");
  });

  it("finds Brazilian distributors for the Brazilian brand by city name", async () => {
    const answer = await answerWhereToBuy(query({ q: "Campinas" }, brasil), brasil, "es-mx", deps);
    expect(answer.kind).toBe("results");
    if (answer.kind === "results") {
      expect(answer.origin.place).toMatchObject({ city: "Campinas", country: "BR" });
      expect(answer.hits.length).toBeGreaterThan(0);
      for (const hit of answer.hits) expect(hit.branch.brands).toContain("voltline-brasil");
    }
  });

  it("filters by product family, and answers a position from 'use my location'", async () => {
    const answer = await answerWhereToBuy(query({ lat: "41.8781", lng: "-87.6298", family: "ev-charging" }, voltline), voltline, "en", deps);
    expect(answer.kind).toBe("results");
    if (answer.kind === "results") {
      expect(answer.origin).toEqual({ point: { lat: 41.8781, lng: -87.6298 } });
      expect(answer.hits.length).toBeGreaterThan(0);
      for (const hit of answer.hits) expect(hit.branch.families).toContain("ev-charging");
    }
  });

  it("finds an address by the postal code or the city in it; says when nothing matches; empty when nothing is near", async () => {
    const address = await answerWhereToBuy(query({ q: "233 S Wacker Dr, Chicago, IL 60606" }, voltline), voltline, "en", deps);
    expect(address.kind === "results" && address.origin.place?.postalCode).toBe("60606");
    expect(await answerWhereToBuy(query({ q: "Xyzzyville" }, voltline), voltline, "en", deps)).toEqual({ kind: "notFound", text: "Xyzzyville" });
    // The middle of the Gulf of Mexico: nothing within 10 miles.
    const sea = await answerWhereToBuy(query({ lat: "25.5", lng: "-90.5", radius: "10" }, voltline), voltline, "en", deps);
    expect(sea).toMatchObject({ kind: "results", hits: [], more: false });
  });

  it("is 'unavailable' (never an exception) when the network cannot be read or the geocoder fails", async () => {
    const errors: unknown[] = [];
    const broken: WhereToBuyDeps = { ...deps, search: async () => Promise.reject(new Error("ENOENT")), onError: (error) => errors.push(error) };
    expect(await answerWhereToBuy(query({ q: "60601" }, voltline), voltline, "en", broken)).toEqual({ kind: "unavailable" });
    const down: WhereToBuyDeps = { ...deps, geocode: async () => Promise.reject(new Error("geocoder down")), onError: (error) => errors.push(error) };
    expect(await answerWhereToBuy(query({ q: "60601" }, voltline), voltline, "en", down)).toEqual({ kind: "unavailable" });
    expect(errors).toHaveLength(2);
    expect(await answerWhereToBuy(query({}, voltline), voltline, "en", broken)).toEqual({ kind: "idle" });
  });
});
