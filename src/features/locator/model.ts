// Where to Buy (F6, issue 16): what a distributor branch is and what a search asks. Shared by the generator, the geo
// index, the page module and the bench.
import type { DistanceUnit } from "@/config/constants";

/** Opening hours of a day: [open, close] as "HH:MM" (24 h, local time), or null when closed. */
export type DayHours = readonly [string, string] | null;

export interface BranchAddress {
  /** Street and number as the country writes it ("2450 Commerce Dr", "Av. Juárez 1234", "Rua Ipê, 310"). */
  line1: string;
  city: string;
  /** ISO 3166-2 subdivision code without the country ("IL", "QC", "JAL", "SP"). */
  region: string;
  /** "" where the gazetteer has no postal codes (Mexico, Brazil). */
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface Branch {
  id: string;
  chain: string;
  name: string;
  address: BranchAddress;
  lat: number;
  lng: number;
  /** E.164 ("+13125550142"). */
  phone: string;
  /** Seven days, Monday first. */
  hours: readonly DayHours[];
  /** Keys of the catalogue's top-level product categories the branch stocks. */
  families: readonly string[];
  /** brandDirectory of every brand the branch carries. */
  brands: readonly string[];
}

export interface BranchDataset {
  seed: number;
  /** The family keys the generator drew from (the catalogue's top-level categories). */
  families: readonly string[];
  branches: Branch[];
}

/** Radius choices per unit, in that unit; the first search uses DEFAULT_RADIUS_INDEX. */
export const RADIUS_CHOICES: Record<DistanceUnit, readonly number[]> = {
  Miles: [10, 25, 50, 100, 250],
  Kilometers: [15, 40, 80, 160, 400],
};
export const DEFAULT_RADIUS_INDEX = 2;

/** Results shown per step ("show more" adds as many), and the most a page shows. */
export const PAGE_SIZE = 20;
export const MAX_RESULTS = 100;

/** The longest location text taken from the URL. */
export const MAX_LOCATION_TEXT = 100;

export interface BranchHit {
  branch: Branch;
  distanceKm: number;
}
