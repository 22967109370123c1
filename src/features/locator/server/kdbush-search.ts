// The embedded BranchSearch (ADR 50): a static k-d tree (kdbush) over the branches' coordinates, searched with
// geokdbush's great-circle nearest-neighbour walk, which visits the tree nearest first and stops at the radius or once
// `limit + 1` matching branches are found; the filters run as its predicate. Built once in ~5 ms for 10,000 branches.
import KDBush from "kdbush";
import { around } from "geokdbush";
import { distanceKm } from "../geo";
import type { Branch } from "../model";
import type { BranchQuery, BranchSearch } from "./branch-search";

export function createKdbushSearch(branches: readonly Branch[]): BranchSearch {
  const index = new KDBush(branches.length, 64, Float64Array);
  for (const branch of branches) index.add(branch.lng, branch.lat);
  index.finish();
  return {
    size: branches.length,
    search({ point, radiusKm, brand, family, country, limit }: BranchQuery) {
      const matches = (id: number) => {
        const branch = branches[id]!;
        return branch.brands.includes(brand) && (!family || branch.families.includes(family)) && (!country || branch.address.country === country);
      };
      const ids = around(index, point.lng, point.lat, limit + 1, radiusKm, matches);
      // Distances as the page shows them (one formula everywhere); the walk's own radius test uses the same sphere.
      const hits = ids.map((id) => ({ branch: branches[id]!, distanceKm: distanceKm(point, branches[id]!) })).filter((hit) => hit.distanceKm <= radiusKm);
      return { hits: hits.slice(0, limit), more: hits.length > limit };
    },
  };
}

/** The same answers by looking at every branch: the reference the k-d tree is tested and measured against. */
export function createLinearSearch(branches: readonly Branch[]): BranchSearch {
  return {
    size: branches.length,
    search({ point, radiusKm, brand, family, country, limit }: BranchQuery) {
      const hits = [];
      for (const branch of branches) {
        if (!branch.brands.includes(brand) || (family && !branch.families.includes(family)) || (country && branch.address.country !== country)) continue;
        const distance = distanceKm(point, branch);
        if (distance <= radiusKm) hits.push({ branch, distanceKm: distance });
      }
      hits.sort((a, b) => a.distanceKm - b.distanceKm);
      return { hits: hits.slice(0, limit), more: hits.length > limit };
    },
  };
}
