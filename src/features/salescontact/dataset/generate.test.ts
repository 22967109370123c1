// The generated sales network (F5): every state / province of a brand's countries has an agency and a territory
// manager for every market of the brand's CMS entry, with addresses at real places that read back to the territory.
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadGazetteerData } from "@/platform/maps";
import { buildContentPack, readPackSources } from "../../../../scripts/content-pack/build";
import { createLocalContentSource } from "@/features/content/server";
import type { Brand } from "@/features/brand";
import { territoryKey, type Seat } from "../model";
import { brandMarkets } from "../markets";
import { brandCountries, readPostalCode, salesRegionOf, TERRITORY_CODES, territoriesOf } from "../territories";
import { generateMarketNetwork, mailPart } from "./generate";
import { buildSeats } from "./seats";
import { hashSeed, seededRandom } from "./random";

let seats: Seat[];
let brands: Brand[];

beforeAll(async () => {
  const { cities, postalCodes } = await loadGazetteerData();
  seats = buildSeats({ cities, postalCodes });
  const pack = buildContentPack(await readPackSources(path.resolve(__dirname, "../../../..")));
  brands = await createLocalContentSource(async () => pack.pack).listBrands({ locale: "en" });
}, 60_000);

describe("seats of the sales agencies (F5)", () => {
  it("gives every territory of the four countries a place with a postal code of that territory", () => {
    for (const country of ["US", "CA", "MX", "BR"] as const) {
      for (const region of TERRITORY_CODES[country]) {
        const own = seats.filter((seat) => seat.country === country && seat.region === region);
        expect(own.length, `${country}-${region}`).toBeGreaterThan(0);
        for (const seat of own) {
          expect(seat.city, `${country}-${region}`).not.toBe("");
          // The address reads back to its own territory by the postal code rules the page uses.
          expect(readPostalCode(seat.postalCode, [country]).territories, `${seat.city} ${seat.postalCode}`).toContainEqual({ country, region });
        }
      }
    }
  });

  it("is the same for the same places, whatever order the packages list them in", async () => {
    const { cities, postalCodes } = await loadGazetteerData();
    expect(buildSeats({ cities: [...cities].reverse(), postalCodes: [...postalCodes].reverse() })).toEqual(seats);
  });
});

describe("generated sales network (F5)", () => {
  it("covers every territory of every brand's countries for every market of its CMS selection", () => {
    expect(brands.length).toBe(6);
    let checked = 0;
    for (const brand of brands) {
      const markets = brandMarkets(brand.salesContactLookupMarketSelection);
      expect(markets.length, brand.brandDirectory).toBeGreaterThan(0);
      const countries = brandCountries(brand.restrictWhereToBuyResultsToCountry);
      for (const market of markets) {
        const network = generateMarketNetwork({ brand: brand.brandDirectory, market: market.key, countries, seats });
        for (const territory of territoriesOf(countries)) {
          const key = territoryKey(territory);
          const contact = network.contacts.get(key);
          expect(contact, `${brand.brandDirectory} ${market.key} ${key}`).toBeDefined();
          const { agency, manager } = contact!;
          expect(agency.territories).toContain(key);
          expect(agency.company).toMatch(/\p{L}{2}/u);
          expect(agency.contactName).toMatch(/^\p{Lu}\S* \p{Lu}/u);
          expect(agency.phone).toMatch(/^\+\d{11,12}$/);
          expect(agency.email).toMatch(/^[a-z0-9.]+@[a-z0-9]+\.example$/);
          expect(agency.address.line1).not.toBe("");
          expect(agency.address.city).not.toBe("");
          // The office is in the agency's first territory, its postal code of that territory.
          expect(territoryKey(agency.address)).toBe(agency.territories[0]);
          expect(readPostalCode(agency.address.postalCode, [agency.address.country]).territories).toContainEqual({ country: agency.address.country, region: agency.address.region });
          expect(manager.name).toMatch(/^\p{Lu}\S* \p{Lu}/u);
          expect(manager.salesRegion).toBe(salesRegionOf(territory));
          expect(manager.phone).toMatch(/^\+\d{11,12}$/);
          expect(manager.email).toMatch(new RegExp(`^[a-z]+\\.[a-z]+@${mailPart(brand.brandDirectory)}\\.example$`));
          checked += 1;
        }
        // Agencies are distinct companies within a market, their contacts and the managers distinct people; one manager per sales region.
        const people = [...network.agencies.map((a) => a.contactName), ...network.managers.map((m) => m.name)];
        expect(new Set(people).size).toBe(people.length);
        expect(new Set(network.agencies.map((a) => a.company)).size).toBe(network.agencies.length);
        expect(new Set(network.managers.map((m) => m.salesRegion)).size).toBe(network.managers.length);
      }
    }
    // voltline 56+13+32 x 4, Canada 13 x 4, Mexico 32 x 3, Brazil 27 x 4, Progress Lighting 101 x 2, Homestyle 101 x 1.
    expect(checked).toBe(101 * 4 + 13 * 4 + 32 * 3 + 27 * 4 + 101 * 2 + 101);
  });

  it("keeps an agency to neighbouring territories of one sales region", () => {
    const network = generateMarketNetwork({ brand: "voltline", market: "commercial", countries: ["US", "CA", "MX"], seats });
    for (const agency of network.agencies) {
      expect(agency.territories.length).toBeGreaterThanOrEqual(1);
      const regions = new Set(agency.territories.map((key) => salesRegionOf({ country: key.split("-")[0] as "US", region: key.split("-")[1]! })));
      expect(regions.size, agency.company).toBe(1);
    }
    // Hawaii and Alaska are too far from anyone to share an agency with the mainland.
    for (const alone of ["US-HI", "US-AK"]) expect(network.contacts.get(alone)!.agency.territories).toEqual([alone]);
  });

  it("is deterministic per brand and market, and independent of the other markets", () => {
    const input = { brand: "voltline", market: "industrial", countries: ["US", "CA", "MX"] as const, seats };
    const a = generateMarketNetwork({ ...input, countries: [...input.countries] });
    const b = generateMarketNetwork({ ...input, countries: [...input.countries] });
    expect([...b.contacts.entries()]).toEqual([...a.contacts.entries()]);
    const other = generateMarketNetwork({ ...input, countries: [...input.countries], market: "utility" });
    expect(other.agencies.map((x) => x.company)).not.toEqual(a.agencies.map((x) => x.company));
    const otherBrand = generateMarketNetwork({ ...input, countries: [...input.countries], brand: "homestyle" });
    expect(otherBrand.managers.map((x) => x.name)).not.toEqual(a.managers.map((x) => x.name));
    expect(Array.from({ length: 3 }, seededRandom(hashSeed(1, "a")))).toEqual(Array.from({ length: 3 }, seededRandom(hashSeed(1, "a"))));
    expect(hashSeed(1, "a")).not.toBe(hashSeed(1, "b"));
  });

  it("writes agencies of Quebec in French, of Mexico in Spanish, of Brazil in Portuguese", () => {
    const quebec = generateMarketNetwork({ brand: "voltline-canada", market: "commercial", countries: ["CA"], seats }).contacts.get("CA-QC")!.agency;
    expect(quebec.address.line1).toMatch(/rue|boulevard|avenue/);
    const mexico = generateMarketNetwork({ brand: "voltline-mexico", market: "commercial", countries: ["MX"], seats }).contacts.get("MX-CMX")!.agency;
    expect(mexico.address.line1).toMatch(/^(Av\.|Blvd\.|Calz\.)/);
    expect(mexico.phone).toMatch(/^\+5255/);
    const brasil = generateMarketNetwork({ brand: "voltline-brasil", market: "utility", countries: ["BR"], seats }).contacts.get("BR-SP")!.agency;
    expect(brasil.address.line1).toMatch(/^(Av\.|Rua)/);
    expect(brasil.phone).toMatch(/^\+5511/);
  });
});
