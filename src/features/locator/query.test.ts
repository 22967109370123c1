import { describe, expect, it } from "vitest";
import { locatorHref, parseLocatorQuery, widerRadius } from "./query";

const families = ["wiring-devices", "ev-charging"];
const miles = { unit: "Miles" as const, families };
const km = { unit: "Kilometers" as const, families };

describe("where-to-buy query in the URL (F6)", () => {
  it("reads a postal code, a radius and a family; defaults what is absent", () => {
    expect(parseLocatorQuery(new URLSearchParams("q=60601&radius=25&family=ev-charging"), miles)).toEqual({ text: "60601", radius: 25, family: "ev-charging", limit: 20, searchable: true, problems: [] });
    expect(parseLocatorQuery({}, miles)).toEqual({ text: "", radius: 50, limit: 20, searchable: false, problems: [] });
    expect(parseLocatorQuery({}, km).radius).toBe(80);
    expect(parseLocatorQuery({ q: ["Montréal", "Paris"] }, km).text).toBe("Montréal");
  });

  it("reads 'use my location' coordinates, rounded; a typed place wins over them", () => {
    expect(parseLocatorQuery({ lat: "41.878113", lng: "-87.629799", q: "" }, miles)).toMatchObject({ point: { lat: 41.8781, lng: -87.6298 }, searchable: true, problems: [] });
    const typed = parseLocatorQuery({ lat: "41.878113", lng: "-87.629799", q: "Dallas" }, miles);
    expect(typed).toMatchObject({ text: "Dallas", searchable: true });
    expect(typed.point).toBeUndefined();
  });

  it("names what is wrong and keeps the rest: bad coordinates, radius or family, too long a text", () => {
    expect(parseLocatorQuery({ lat: "91", lng: "10" }, miles)).toMatchObject({ searchable: false, problems: ["coordinates"] });
    expect(parseLocatorQuery({ lat: "1e3", lng: "NaN" }, miles).problems).toEqual(["coordinates"]);
    expect(parseLocatorQuery({ lat: "45.5" }, miles).problems).toEqual(["coordinates"]);
    expect(parseLocatorQuery({ q: "60601", radius: "37" }, miles)).toMatchObject({ radius: 50, searchable: true, problems: ["radius"] });
    expect(parseLocatorQuery({ q: "60601", radius: "25" }, km)).toMatchObject({ radius: 80, problems: ["radius"] });
    expect(parseLocatorQuery({ q: "60601", radius: "-1;drop" }, miles).problems).toEqual(["radius"]);
    expect(parseLocatorQuery({ q: "60601", family: "<script>" }, miles)).toMatchObject({ searchable: true, problems: ["family"] });
    expect(parseLocatorQuery({ q: "x".repeat(101) }, miles)).toMatchObject({ searchable: false, problems: ["tooLong"] });
  });

  it("cleans control characters and spacing out of the text; one character is not a search", () => {
    expect(parseLocatorQuery({ q: "  Spring\u0000field,\t IL\u200b " }, miles).text).toBe("Spring field, IL");
    expect(parseLocatorQuery({ q: "a" }, miles).searchable).toBe(false);
  });

  it("keeps the number of results shown to steps of 20, up to 100", () => {
    expect(parseLocatorQuery({ q: "60601", limit: "40" }, miles).limit).toBe(40);
    expect(parseLocatorQuery({ q: "60601", limit: "41" }, miles).limit).toBe(60);
    expect(parseLocatorQuery({ q: "60601", limit: "99999" }, miles).limit).toBe(100);
    expect(parseLocatorQuery({ q: "60601", limit: "zero" }, miles).limit).toBe(20);
  });

  it("writes a shareable address with only what differs from the defaults", () => {
    const path = "/voltline/en/where-to-buy";
    expect(locatorHref(path, { text: "Springfield, IL", radius: 50, limit: 20 }, "Miles")).toBe(`${path}?q=Springfield%2C+IL`);
    expect(locatorHref(path, { text: "", point: { lat: 41.88, lng: -87.63 }, radius: 100, family: "ev-charging", limit: 40 }, "Miles")).toBe(`${path}?lat=41.88&lng=-87.63&radius=100&family=ev-charging&limit=40`);
    expect(widerRadius(50, "Miles")).toBe(100);
    expect(widerRadius(400, "Kilometers")).toBeUndefined();
  });
});
