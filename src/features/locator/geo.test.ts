import { describe, expect, it } from "vitest";
import { distanceKm, formatDistance, formatRadius, fromKm, KM_PER_MILE, toKm } from "./geo";

/** ICU versions differ in which space they put before a unit or AM/PM: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("distances (F6, L2)", () => {
  it("measures great-circle distances between known places", () => {
    const chicago = { lat: 41.8781, lng: -87.6298 };
    const newYork = { lat: 40.7128, lng: -74.006 };
    const montreal = { lat: 45.5017, lng: -73.5673 };
    expect(distanceKm(chicago, newYork)).toBeCloseTo(1145, -1);
    expect(distanceKm(newYork, montreal)).toBeCloseTo(531, -1);
    expect(distanceKm(chicago, chicago)).toBe(0);
    expect(distanceKm(chicago, newYork)).toBeCloseTo(distanceKm(newYork, chicago), 9);
    // Antipodes: half the circumference, no NaN from rounding.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20015, -1);
  });

  it("converts between kilometres and miles both ways", () => {
    expect(toKm(1, "Miles")).toBe(KM_PER_MILE);
    expect(toKm(25, "Kilometers")).toBe(25);
    expect(fromKm(KM_PER_MILE * 50, "Miles")).toBeCloseTo(50, 9);
    expect(fromKm(toKm(37.5, "Miles"), "Miles")).toBeCloseTo(37.5, 9);
  });

  it("formats a distance in the brand's unit and the page's language", () => {
    expect(plain(formatDistance(toKm(12.44, "Miles"), "Miles", "en"))).toBe("12.4 mi");
    expect(plain(formatDistance(12.44, "Kilometers", "fr-ca"))).toBe("12,4 km");
    expect(plain(formatDistance(12.44, "Kilometers", "es-mx"))).toBe("12.4 km");
    expect(plain(formatDistance(1234.4, "Kilometers", "en"))).toBe("1,234 km");
    expect(plain(formatDistance(0.01, "Kilometers", "en"))).toBe("0.1 km");
    expect(plain(formatRadius(25, "Miles", "en"))).toBe("25 miles");
    expect(plain(formatRadius(40, "Kilometers", "fr-ca"))).toBe("40 kilomètres");
    expect(plain(formatRadius(40, "Kilometers", "es-mx"))).toBe("40 kilómetros");
  });
});
