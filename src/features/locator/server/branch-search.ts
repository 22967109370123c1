// The geo search port of Where to Buy (F6, issue 16): branches of a brand within a radius of a point, nearest first,
// optionally stocking a product family and kept to a country (B6 `restrictWhereToBuyResultsToCountry`). Adapters:
// `embedded` (./kdbush-search.ts: an in-process k-d tree over the generated network, ADR 50); a database with PostGIS
// could answer the same call in production.
import type { Point } from "../geo";
import type { BranchHit } from "../model";

export interface BranchQuery {
  point: Point;
  radiusKm: number;
  /** brandDirectory: only branches that carry the brand. */
  brand: string;
  family?: string;
  /** ISO alpha-2: only branches in this country. */
  country?: string;
  limit: number;
}

export interface BranchAnswer {
  /** Nearest first, at most `limit`. */
  hits: BranchHit[];
  /** More branches than `limit` match. */
  more: boolean;
}

export interface BranchSearch {
  search(query: BranchQuery): BranchAnswer;
  size: number;
}
