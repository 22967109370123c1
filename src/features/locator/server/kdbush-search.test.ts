import { describe, expect, it } from "vitest";
import type { Branch } from "../model";
import { distanceKm } from "../geo";
import { seededRandom } from "../dataset/generate";
import { createKdbushSearch, createLinearSearch } from "./kdbush-search";

function branch(id: number, lat: number, lng: number, over: Partial<Branch> = {}): Branch {
  return {
    id: `B${id}`, chain: "C", name: `B${id}`, lat, lng, phone: "+13125550100", hours: [], families: ["wiring-devices"], brands: ["voltline"],
    address: { line1: "", city: "", region: "", postalCode: "", country: "US" }, ...over,
  };
}

const chicago = { lat: 41.8781, lng: -87.6298 };

describe("embedded geo search (F6, ADR 50)", () => {
  it("answers branches within the radius, nearest first, with their distances", () => {
    const branches = [branch(1, 41.9, -87.65), branch(2, 41.88, -87.63), branch(3, 42.5, -88.5), branch(4, 40.7, -74)];
    const { hits, more } = createKdbushSearch(branches).search({ point: chicago, radiusKm: 50, brand: "voltline", limit: 10 });
    expect(hits.map((h) => h.branch.id)).toEqual(["B2", "B1"]);
    expect(hits[0]!.distanceKm).toBeCloseTo(distanceKm(chicago, branches[1]!), 9);
    expect(more).toBe(false);
  });

  it("filters by brand, family and country, and says when more match than asked", () => {
    const branches = [
      branch(1, 41.88, -87.63, { brands: ["homestyle"] }),
      branch(2, 41.89, -87.63, { families: ["ev-charging"] }),
      branch(3, 41.9, -87.63, { address: { line1: "", city: "", region: "", postalCode: "", country: "CA" } }),
      branch(4, 41.91, -87.63),
      branch(5, 41.92, -87.63),
    ];
    const search = createKdbushSearch(branches);
    expect(search.search({ point: chicago, radiusKm: 50, brand: "voltline", limit: 10 }).hits.map((h) => h.branch.id)).toEqual(["B2", "B3", "B4", "B5"]);
    expect(search.search({ point: chicago, radiusKm: 50, brand: "voltline", family: "ev-charging", limit: 10 }).hits.map((h) => h.branch.id)).toEqual(["B2"]);
    expect(search.search({ point: chicago, radiusKm: 50, brand: "voltline", country: "US", family: "wiring-devices", limit: 10 }).hits.map((h) => h.branch.id)).toEqual(["B4", "B5"]);
    expect(search.search({ point: chicago, radiusKm: 50, brand: "voltline", limit: 2 })).toMatchObject({ more: true, hits: [{ branch: { id: "B2" } }, { branch: { id: "B3" } }] });
  });

  it("answers as looking at every branch would, for random points, radii and filters", () => {
    const random = seededRandom(5);
    const branches = Array.from({ length: 3_000 }, (_, i) =>
      branch(i, 15 + random() * 45, -125 + random() * 60, { brands: random() < 0.5 ? ["voltline"] : ["voltline", "homestyle"], families: random() < 0.3 ? ["ev-charging"] : ["wiring-devices"] }),
    );
    const tree = createKdbushSearch(branches);
    const linear = createLinearSearch(branches);
    for (let i = 0; i < 200; i += 1) {
      const query = { point: { lat: 15 + random() * 45, lng: -125 + random() * 60 }, radiusKm: 20 + random() * 400, brand: random() < 0.5 ? "voltline" : "homestyle", ...(random() < 0.3 ? { family: "ev-charging" } : {}), limit: 20 };
      const a = tree.search(query);
      const b = linear.search(query);
      expect(a.hits.map((h) => h.branch.id)).toEqual(b.hits.map((h) => h.branch.id));
      expect(a.more).toBe(b.more);
    }
  });
});
