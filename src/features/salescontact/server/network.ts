// The sales network of Find a Sales Contact (F5, ADR 53): the seats the prepare step wrote
// (generated/salescontact/seats.json; SALES_CONTACT_DATA to read another file), read once per process, and each
// brand's network per market drawn from them on first use (101 territories at most: 7 ms measured under load),
// kept for the process. A failed read is tried again on the next call.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { generateMarketNetwork } from "../dataset/generate";
import type { MarketNetwork, SalesCountry, SeatDataset } from "../model";

const store = globalThis as typeof globalThis & { __voltlineSalesSeats?: Promise<SeatDataset> };
const networks = new Map<string, MarketNetwork>();
/** Brands x markets kept (the CMS lists a handful per brand; a bound all the same). */
const MAX_NETWORKS = 200;

export function seatsPath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(process.cwd(), env.SALES_CONTACT_DATA?.trim() || "generated/salescontact/seats.json");
}

export function salesSeats(): Promise<SeatDataset> {
  store.__voltlineSalesSeats ??= fs
    .readFile(seatsPath(), "utf8")
    .then((text) => JSON.parse(text) as SeatDataset)
    .catch((error: unknown) => {
      store.__voltlineSalesSeats = undefined;
      throw error;
    });
  return store.__voltlineSalesSeats;
}

/** The network of one brand's market over its countries. */
export async function marketNetwork(brand: string, market: string, countries: readonly SalesCountry[]): Promise<MarketNetwork> {
  const key = `${brand}|${market}|${countries.join(",")}`;
  const hit = networks.get(key);
  if (hit) return hit;
  const { seats } = await salesSeats();
  const network = generateMarketNetwork({ brand, market, countries, seats });
  if (networks.size >= MAX_NETWORKS) networks.delete(networks.keys().next().value!);
  networks.set(key, network);
  return network;
}
