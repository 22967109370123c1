// Price rules of the generated catalogue (P5, P9; issue 18): a plausible unit price per product group (and class where
// the class is a different product, a GFCI is not a duplex receptacle), scaled by the grade, and pack prices that
// follow the unit price: pack price = unit price × pack size × (1 - the pack's discount), the discount within
// PACK_DISCOUNT_BAND. The generator prices by these rules and the invariant suite (invariants.ts) checks the
// generated catalogue against them.
import type { RawAttributeValue } from "../../src/features/catalog/server/catalog-files";

/** List price of one unit in USD at residential (base) grade: [lowest, highest]. */
export type PriceBand = readonly [number, number];

export const GROUP_UNIT_PRICE: Record<string, PriceBand> = {
  receptacles: [0.85, 3.5],
  switches: [0.95, 4],
  "plugs-cord-connectors": [5, 18],
  "specialty-devices": [5, 16],
  dimmers: [14, 48],
  timers: [24, 90],
  "networked-controls": [35, 120],
  photocontrols: [12, 48],
  "wall-switch-sensors": [28, 95],
  "ceiling-sensors": [60, 185],
  "high-bay-outdoor-sensors": [70, 310],
  "power-packs-accessories": [18, 95],
  "decorator-wall-plates": [0.9, 6],
  "toggle-duplex-plates": [0.6, 3.5],
  "metal-wall-plates": [4, 24],
  "specialty-plates": [1, 12],
  "metal-boxes": [1.8, 14],
  "nonmetallic-boxes": [0.9, 9],
  "weatherproof-boxes-covers": [6, 45],
  "box-covers": [1.2, 9],
  "floor-boxes": [45, 320],
  "emt-fittings": [0.6, 9],
  "rigid-imc-fittings": [1.5, 48],
  "flexible-conduit-fittings": [1.5, 30],
  "cord-grips-strain-reliefs": [2.5, 42],
  "wire-connectors": [0.12, 1.6],
  "terminals-lugs": [0.3, 28],
  "splices-taps": [0.4, 20],
  "grounding-connectors": [1.2, 60],
  "surface-raceways": [2, 45],
  "cable-ties-mounts": [0.04, 2.5],
  "cable-tray": [35, 260],
  "wire-identification": [0.5, 12],
  "ceiling-lights": [60, 900],
  "wall-lights": [45, 420],
  "recessed-lighting": [18, 140],
  "outdoor-lighting": [40, 450],
  "commercial-lighting": [70, 420],
  "level-2-chargers": [650, 2400],
  "ev-charging-accessories": [25, 320],
  "ev-ready-receptacles": [15, 60],
  "locking-devices": [14, 110],
  "pin-sleeve-devices": [60, 650],
  "watertight-devices": [25, 180],
  "heavy-duty-switches": [120, 650],
  "emergency-lighting": [25, 220],
  "audible-visual-signals": [18, 260],
  "lockout-safety-devices": [8, 120],
  detection: [15, 70],
  "jacks-connectors": [2.5, 12],
  "patch-panels": [60, 900],
  "patch-cords": [3, 45],
  "structured-media": [25, 380],
};

/** Classes priced apart from their group. */
export const CLASS_UNIT_PRICE: Record<string, PriceBand> = {
  "single-receptacles": [2.5, 8],
  "gfci-receptacles": [14, 28],
  "tamper-resistant-receptacles": [1.2, 4.5],
  "usb-charger-receptacles": [18, 36],
  "hospital-grade-receptacles": [3.5, 7],
  "weather-resistant-receptacles": [2.5, 7.5],
  "surge-protective-receptacles": [24, 60],
  "afci-receptacles": [30, 48],
  "night-lights": [6, 18],
  "three-way-switches": [1.8, 5.5],
  "four-way-switches": [5, 12],
  "double-pole-switches": [6, 15],
  "pilot-light-switches": [6, 14],
  "momentary-contact-switches": [5, 15],
  "zero-to-ten-volt-dimmers": [35, 85],
  "astronomic-timers": [90, 240],
  "gateways-bridges": [60, 240],
  "residential-level-2-chargers": [450, 900],
  "charger-pedestals": [350, 900],
  "portable-charging-cords": [180, 450],
};

/** Grade multipliers of the classes whose products carry a grade (wiring devices and lighting controls). */
export const GRADE_FACTOR: Record<string, number> = { residential: 1, commercial: 1.3, specification: 1.7, industrial: 2.2, hospital: 2.8 };
const GRADED_PROFILES = new Set(["receptacle", "switch", "cordDevice", "lightingControl"]);

/** Discount of a pack on its units' price; every pack's discount lies within PACK_DISCOUNT_BAND. */
export const PACK_DISCOUNT: Record<number, number> = { 1: 0, 10: 0.04, 25: 0.07, 50: 0.1, 100: 0.12 };
export const PACK_DISCOUNT_BAND = { min: 0, max: 0.15 } as const;

export function packDiscount(pack: number): number {
  return PACK_DISCOUNT[pack] ?? PACK_DISCOUNT_BAND.max;
}

/**
 * The band a product's unit price lies within: its class's (or group's), else its top category's price range (a
 * group added without a band of its own), times its grade's factor.
 */
export function unitPriceBand(profile: string, groupKey: string, classKey: string, grade: RawAttributeValue | undefined, fallback: PriceBand): PriceBand {
  const band = CLASS_UNIT_PRICE[classKey] ?? GROUP_UNIT_PRICE[groupKey] ?? fallback;
  const factor = GRADED_PROFILES.has(profile) && typeof grade === "string" ? (GRADE_FACTOR[grade] ?? 1) : 1;
  return [band[0] * factor, band[1] * factor];
}

const ORDERED_STEPS: Record<string, readonly (string | number)[]> = {
  tradeSize: ["1/2", "3/4", "1", "1-1/4", "1-1/2", "2", "2-1/2", "3", "4"],
  wireRange: ["22-16 AWG", "18-14 AWG", "16-14 AWG", "14-10 AWG", "12-10 AWG", "8 AWG", "6 AWG", "4 AWG", "2 AWG", "1/0 AWG", "2/0 AWG", "4/0 AWG", "250 kcmil", "500 kcmil"],
  cableCategory: ["Cat5e", "Cat6", "Cat6A"],
  powerSource: ["battery", "hardwired", "hardwiredBackup"],
};

/** How much one variant of a family costs against the family's base: more gangs, amps, size or length cost more. */
export function variantFactor(values: ReadonlyMap<string, RawAttributeValue>, variantKeys: readonly string[]): number {
  let factor = 1;
  for (const key of variantKeys) {
    const value = values.get(key);
    if (value === undefined || value === null) continue;
    if (key === "gangs") factor *= 1 + 0.6 * (Number(value) - 1);
    // A Brazilian switch's rockers are mechanisms each; a plate's module positions cost little more.
    else if (key === "switchKeys") factor *= 1 + 0.5 * (Number(value) - 1);
    else if (key === "modules") factor *= 1 + 0.12 * (Number(value) - 1);
    else if (key === "amperage") factor *= Math.sqrt(Number(value) / 15);
    else if (key === "length") factor *= Math.max(0.5, (Number(value) / 12) ** 0.6);
    else if (key === "cableLength") factor *= 1 + (Number(value) - 18) * 0.01;
    else if (key === "cct") factor *= 1;
    else if (ORDERED_STEPS[key]) factor *= 1 + 0.25 * Math.max(0, ORDERED_STEPS[key]!.indexOf(value as string));
  }
  return factor;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A variant's unit price: the family's base times the variant's factor, kept within the band. */
export function unitPrice(base: number, factor: number, band: PriceBand): number {
  return round2(Math.min(band[1], Math.max(band[0], base * factor)));
}

/** The list price of a pack of `pack` units. */
export function packPrice(unit: number, pack: number): number {
  return round2(unit * pack * (1 - packDiscount(pack)));
}
