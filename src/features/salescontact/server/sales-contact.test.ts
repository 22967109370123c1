// What Find a Sales Contact answers (F5): the territory of a postal code, a place or a chosen state, then that
// territory's agency and manager for the market; every failure a named answer, never an exception.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { geocoder, loadGazetteerData } from "@/platform/maps";
import { ADDRESS_PLACE_NAMES } from "@/features/forms";
import { generateMarketNetwork } from "../dataset/generate";
import { buildSeats } from "../dataset/seats";
import type { Seat } from "../model";
import { brandMarkets } from "../markets";
import { parseSalesContactQuery } from "../query";
import { answerSalesContact, type SalesContactDeps } from "./sales-contact";

const markets = brandMarkets(["Commercial", "Industrial", "Residential", "Utility"]);
const NA = ["US", "CA", "MX"] as const;
let deps: SalesContactDeps;
let seats: Seat[];

beforeAll(async () => {
  seats = buildSeats(await loadGazetteerData());
  deps = {
    geocode: geocoder(ADDRESS_PLACE_NAMES, {}),
    network: async (market) => generateMarketNetwork({ brand: "voltline", market, countries: [...NA], seats }),
  };
}, 60_000);

const ask = (search: string, countries: readonly ("US" | "CA" | "MX" | "BR")[] = NA, locale: "en" | "fr-ca" | "es-mx" = "en", with_: Partial<SalesContactDeps> = {}) =>
  answerSalesContact(parseSalesContactQuery(new URLSearchParams(search), { markets, countries }), countries, locale, { ...deps, ...with_ });

describe("sales contact answer (F5)", () => {
  it("finds the agency and manager of a ZIP code's state, with the Mexican reading of its five digits as an alternative", async () => {
    const answer = await ask("market=industrial&q=43219");
    expect(answer.kind).toBe("contact");
    if (answer.kind !== "contact") return;
    expect(answer.contact.territory).toEqual({ country: "US", region: "OH" });
    expect(answer.contact.market).toBe("industrial");
    expect(answer.contact.agency.territories).toContain("US-OH");
    expect(answer.contact.manager.salesRegion).toBe("US-central");
    expect(answer).toMatchObject({ via: "postalCode", postalCode: "43219", alternatives: [{ country: "MX", region: "HID" }] });
    // The same territory and market give the same people; another market other people.
    const again = await ask("market=industrial&region=US-OH");
    expect(again.kind === "contact" && again.contact).toEqual(answer.contact);
    const utility = await ask("market=utility&q=43219");
    expect(utility.kind === "contact" && utility.contact.manager.id).not.toBe(answer.contact.manager.id);
  });

  it("reads a Canadian code by its first letter and a Mexican CP for the brands of those countries", async () => {
    const quebec = await ask("market=commercial&q=h2x1y4", ["CA"]);
    expect(quebec.kind === "contact" && quebec.contact.territory).toEqual({ country: "CA", region: "QC" });
    expect(quebec.kind === "contact" && quebec.postalCode).toBe("H2X 1Y4");
    const jalisco = await ask("market=residential&q=44100", ["MX"], "es-mx");
    expect(jalisco.kind === "contact" && jalisco.contact.territory).toEqual({ country: "MX", region: "JAL" });
    expect(jalisco.kind === "contact" && jalisco.alternatives).toEqual([]);
  });

  it("geocodes a place typed through the maps port and answers for its state", async () => {
    const answer = await ask("market=commercial&q=Guadalajara", NA, "es-mx");
    expect(answer.kind).toBe("contact");
    if (answer.kind !== "contact") return;
    expect(answer.contact.territory).toEqual({ country: "MX", region: "JAL" });
    expect(answer.via).toBe("place");
    expect(answer.place?.label).toMatch(/Guadalajara, Jalisco, México/);
    // An address: the locator's logic falls back on its city.
    const address = await ask("market=commercial&q=123 Main St, Springfield, IL");
    expect(address.kind === "contact" && address.contact.territory).toEqual({ country: "US", region: "IL" });
  });

  it("names what is missing or wrong", async () => {
    expect(await ask("")).toEqual({ kind: "idle" });
    expect(await ask("market=commercial")).toEqual({ kind: "needsLocation" });
    expect(await ask("q=43219")).toEqual({ kind: "needsMarket" });
    expect(await ask("market=commercial&q=00000")).toEqual({ kind: "unknownPostalCode", code: "00000" });
    expect(await ask("market=commercial&q=Z9Z%209Z9")).toEqual({ kind: "unknownPostalCode", code: "Z9Z 9Z9" });
    expect(await ask("market=commercial&q=H2X%201Y4", ["MX"])).toEqual({ kind: "outside", country: "CA" });
    expect(await ask("market=commercial&q=Xyzzyville")).toEqual({ kind: "placeNotFound", text: "Xyzzyville" });
    expect(await ask("market=commercial&q=%3Cscript%3Ealert(1)%3C%2Fscript%3E")).toEqual({ kind: "placeNotFound", text: "<script>alert(1)</script>" });
    // An unknown market with a location asks for the market; an unknown state alone asks for a location.
    expect(await ask("market=aerospace&q=43219")).toEqual({ kind: "needsMarket" });
    expect(await ask("market=commercial&region=US-XX")).toEqual({ kind: "needsLocation" });
  });

  it("answers unavailable when the geocoder or the network fails, and says why to the log", async () => {
    const onError = vi.fn();
    expect(await ask("market=commercial&q=Columbus", NA, "en", { geocode: () => Promise.reject(new Error("down")), onError })).toEqual({ kind: "unavailable" });
    expect(await ask("market=commercial&q=43219", NA, "en", { network: () => Promise.reject(new Error("ENOENT")), onError })).toEqual({ kind: "unavailable" });
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
