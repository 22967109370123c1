// Distances (F6, L2): great-circle distance, the brand's unit (B6) and its formatting per locale. Pure.
import type { DistanceUnit } from "@/config/constants";
import { localeIso, type Locale } from "@/config/locales";

/** Mean Earth radius (IUGG), kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

export interface Point {
  lat: number;
  lng: number;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function toKm(value: number, unit: DistanceUnit): number {
  return unit === "Miles" ? value * KM_PER_MILE : value;
}

export function fromKm(km: number, unit: DistanceUnit): number {
  return unit === "Miles" ? km / KM_PER_MILE : km;
}

/** "12.4 mi", "12,4 km", "3 km": one decimal under 100 (at least 0.1), whole numbers above, in the page's language. */
export function formatDistance(km: number, unit: DistanceUnit, locale: Locale): string {
  // Nearer than a tenth is shown as a tenth: "0 km" would read as "here".
  const value = Math.max(0.1, fromKm(km, unit));
  return new Intl.NumberFormat(localeIso(locale), {
    style: "unit",
    unit: unit === "Miles" ? "mile" : "kilometer",
    unitDisplay: "short",
    maximumFractionDigits: value < 100 ? 1 : 0,
  }).format(value);
}

/** A radius choice with its unit, in words ("25 miles", "40 kilomètres"). */
export function formatRadius(value: number, unit: DistanceUnit, locale: Locale): string {
  return new Intl.NumberFormat(localeIso(locale), { style: "unit", unit: unit === "Miles" ? "mile" : "kilometer", unitDisplay: "long" }).format(value);
}
