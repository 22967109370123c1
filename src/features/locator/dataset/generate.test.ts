import { describe, expect, it } from "vitest";
import type { CityEntry, PostalEntry } from "@/platform/maps";
import { distanceKm } from "../geo";
import { BRAND_NETWORKS, generateBranches, seededRandom } from "./generate";

const city = (id: number, name: string, country: string, region: string, population: number, lat: number, lng: number): CityEntry => ({ kind: "city", id, name, country, region, population, lat, lng });
const cities: CityEntry[] = [
  city(1, "Chicago", "US", "IL", 2_700_000, 41.85, -87.65),
  city(2, "Springfield", "US", "IL", 116_000, 39.8, -89.64),
  city(3, "Montréal", "CA", "QC", 1_700_000, 45.5, -73.57),
  city(4, "Toronto", "CA", "ON", 2_700_000, 43.7, -79.42),
  city(5, "Guadalajara", "MX", "JAL", 1_500_000, 20.67, -103.35),
  city(6, "Campinas", "BR", "SP", 1_100_000, -22.91, -47.06),
  city(7, "Tiny", "US", "IL", 900, 40, -88),
];
const postalCodes: PostalEntry[] = [
  { kind: "postal", code: "60601", country: "US", region: "IL", city: "Chicago", lat: 41.886, lng: -87.618 },
  { kind: "postal", code: "60614", country: "US", region: "IL", city: "Chicago", lat: 41.922, lng: -87.653 },
  { kind: "postal", code: "62701", country: "US", region: "IL", city: "Springfield", lat: 39.8, lng: -89.65 },
  { kind: "postal", code: "H2X", country: "CA", region: "QC", city: "Montréal", lat: 45.51, lng: -73.57 },
];
const families = ["wiring-devices", "lighting-controls", "occupancy-sensors", "wall-plates", "boxes-covers", "ev-charging", "fittings"];
const input = { cities, postalCodes, families, total: 1_000 };

describe("generated distributor network (F6)", () => {
  it("is the same for the same seed and places, and another for another seed", () => {
    expect(generateBranches(input)).toEqual(generateBranches(input));
    expect(generateBranches({ ...input, postalCodes: [...postalCodes].reverse() })).toEqual(generateBranches(input));
    expect(generateBranches({ ...input, seed: 7 }).branches).not.toEqual(generateBranches(input).branches);
    const draws = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
    for (const value of draws(42)) expect(value >= 0 && value < 1).toBe(true);
  });

  it("spreads branches over the four countries, with unique ids", () => {
    const { branches } = generateBranches(input);
    expect(branches).toHaveLength(1_000);
    const count = (country: string) => branches.filter((b) => b.address.country === country).length;
    expect([count("US"), count("CA"), count("MX"), count("BR")]).toEqual([640, 140, 150, 70]);
    expect(new Set(branches.map((b) => b.id)).size).toBe(1_000);
    // Towns under 2,000 people get none.
    expect(branches.some((b) => b.address.city === "Tiny")).toBe(false);
  });

  it("places each branch within a short drive of the real place its address names", () => {
    for (const branch of generateBranches(input).branches) {
      const place = cities.find((c) => c.name === branch.address.city && c.region === branch.address.region && c.country === branch.address.country)!;
      const postal = postalCodes.find((p) => branch.address.postalCode.startsWith(p.code) && p.city === place.name);
      expect(place, branch.id).toBeDefined();
      expect(distanceKm(branch, postal ?? place), branch.id).toBeLessThanOrEqual(postal ? 1.6 : 2.6);
      if (place.name === "Chicago" || place.name === "Springfield") expect(branch.address.postalCode).toMatch(/^\d{5}$/);
      if (place.name === "Montréal") expect(branch.address.postalCode).toMatch(/^H2X \d[A-Z]\d$/);
      if (place.country === "MX" || place.country === "BR") expect(branch.address.postalCode).toBe("");
    }
  });

  it("gives each branch a phone number of a fictional range, hours, families and brands of its market", () => {
    for (const branch of generateBranches(input).branches) {
      const country = branch.address.country;
      expect(branch.phone).toMatch(country === "US" || country === "CA" ? /^\+1\d{3}55501\d{2}$/ : /^\+5[25]\d{2}5555\d{4}$/);
      expect(branch.hours).toHaveLength(7);
      expect(branch.hours[6]).toBeNull();
      expect(branch.families.length).toBeGreaterThanOrEqual(3);
      for (const family of branch.families) expect(families).toContain(family);
      expect(branch.brands[0]).toBe(BRAND_NETWORKS[country]![0]![0]);
      for (const brand of branch.brands) expect(BRAND_NETWORKS[country]!.map(([b]) => b)).toContain(brand);
    }
  });
});
