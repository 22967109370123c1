import { describe, expect, it } from "vitest";
import { compareMatches, compareSpecs, MAX_MAJOR_DIFFERENCES } from "./quality";

const spec = (values: Record<string, unknown>) => new Map(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]));
const KEYS = ["amperage", "voltage", "tamperResistant", "selfTest", "usbPorts", "colour", "finish", "material", "packageQuantity", "weight"];
const base = { amperage: 20, voltage: "125", tamperResistant: true, selfTest: true, usbPorts: 0, colour: "WH", finish: "glossy", material: "nylon", packageQuantity: 1, weight: 0.2 };

describe("match quality (F4)", () => {
  it("is exact when every attribute but packaging and weight is the same, and lists a pack size that differs", () => {
    expect(compareSpecs(spec(base), spec({ ...base, weight: 2.4 }), KEYS)).toEqual({ quality: "exact", differences: [], major: 0, minor: 0 });
    expect(compareSpecs(spec(base), spec({ ...base, packageQuantity: 10 }), KEYS)).toEqual({ quality: "exact", differences: ["packageQuantity"], major: 0, minor: 0 });
  });

  it("is close when only looks or details differ (colour, finish, material)", () => {
    expect(compareSpecs(spec(base), spec({ ...base, colour: "IV", finish: "satin" }), KEYS)).toEqual({ quality: "close", differences: ["colour", "finish"], major: 0, minor: 2 });
  });

  it("is functional when a rating or feature differs, and no match past the limit", () => {
    expect(compareSpecs(spec(base), spec({ ...base, amperage: 15, colour: "IV" }), KEYS)).toMatchObject({ quality: "functional", differences: ["amperage", "colour"], major: 1 });
    const tooMany = { ...base, amperage: 15, voltage: "250", tamperResistant: false };
    expect(MAX_MAJOR_DIFFERENCES).toBe(2);
    expect(compareSpecs(spec(base), spec(tooMany), KEYS)).toBeUndefined();
  });

  it("counts an attribute one side does not state as a difference", () => {
    const without: Record<string, unknown> = { ...base };
    delete without.usbPorts;
    expect(compareSpecs(spec(base), spec(without), KEYS)).toMatchObject({ quality: "functional", differences: ["usbPorts"] });
  });

  it("ranks exact, then close, then functional, fewer differences first, then by catalogue number", () => {
    const make = (values: Record<string, unknown>, catalogNumber: string) => ({ ...compareSpecs(spec(base), spec(values), KEYS)!, catalogNumber });
    const ranked = [
      make({ ...base, amperage: 15 }, "A1"),
      make({ ...base, colour: "IV", finish: "satin" }, "B1"),
      make({ ...base, colour: "IV" }, "C2"),
      make({ ...base, colour: "GY" }, "C1"),
      make({ ...base, packageQuantity: 10 }, "D1"),
    ].sort(compareMatches);
    expect(ranked.map((m) => m.catalogNumber)).toEqual(["D1", "C1", "C2", "B1", "A1"]);
  });
});
