import { describe, expect, it } from "vitest";
import type { GeocodeResult } from "@/platform/maps";
import { candidateQueries, locateText } from "./locate";

const place = (label: string): GeocodeResult => ({ line1: "", city: label, region: "", postalCode: "", country: "US", label, location: { lat: 1, lng: 2 } });

describe("locating what a visitor typed (F6)", () => {
  it("tries the text, then a postal code in it, then its comma parts from the city on", () => {
    expect(candidateQueries("60601")).toEqual(["60601"]);
    expect(candidateQueries("123 Main St, Springfield, IL 62701")).toEqual(["123 Main St, Springfield, IL 62701", "62701", "Springfield, IL 62701", "IL 62701", "123 Main St, Springfield, IL"]);
    expect(candidateQueries("1000 rue Sherbrooke O, Montréal, QC H3A 3G4")).toContain("H3A 3G4");
    expect(candidateQueries("1000 rue Sherbrooke O, Montréal")).toContain("Montréal");
  });

  it("answers the first query that matches, with the other places it may mean", async () => {
    const asked: string[] = [];
    const geocode = async (query: string) => {
      asked.push(query);
      return query === "Springfield, IL" ? [place("Springfield, Illinois"), place("Springfield (other)")] : [];
    };
    const found = await locateText("99 Elm St, Springfield, IL", { locale: "en" }, geocode);
    expect(found?.place.label).toBe("Springfield, Illinois");
    expect(found?.alternatives.map((p) => p.label)).toEqual(["Springfield (other)"]);
    expect(asked).toEqual(["99 Elm St, Springfield, IL", "Springfield, IL"]);
    expect(await locateText("zzzz", { locale: "en" }, async () => [])).toBeUndefined();
  });
});
