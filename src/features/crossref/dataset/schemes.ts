// The competitors of the cross-reference data (F4) and how each numbers its products: fictional manufacturers with
// their own conventions, as a contractor meets them on a bill of materials. A number is built from the competitor's
// model number of the family, codes of the family's varying attributes (rating, gangs, colour temperature...),
// feature letters (tamper resistant, weather resistant, hospital grade), its colour code and its pack size. Pure.
import type { Competitor } from "../model";

export interface NumberParts {
  /** Letters of the product class (`duplex-receptacles` -> `DR`). */
  classCode: string;
  /** The competitor's series of the class (Kestrel's numbers start with it). */
  series: number;
  /** The competitor's model number of the family. */
  model: number;
  /** Codes of the family's varying attributes, in the class's order. */
  axes: string[];
  tamperResistant: boolean;
  weatherResistant: boolean;
  hospitalGrade: boolean;
  /** Our colour code (WH, IV, LA ...), when the product has a colour. */
  colour?: string;
  packageQuantity: number;
}

export interface CompetitorScheme extends Competitor {
  /** Top-level product categories it makes. */
  groups: readonly string[];
  /** Digits of its model numbers. */
  modelDigits: 3 | 4 | 5;
  colours: Readonly<Record<string, string>>;
  format(parts: NumberParts): string;
}

const colourOf = (scheme: { colours: Readonly<Record<string, string>> }, colour: string | undefined) => (colour === undefined ? undefined : (scheme.colours[colour] ?? colour));
const pad = (n: number, digits: number) => String(n).padStart(digits, "0");

const ARCWELL_COLOURS = { WH: "W", IV: "I", LA: "T", BK: "E", GY: "GY", RD: "R", BR: "B", OR: "IG", YL: "Y", BL: "BL", GN: "G", NA: "N", SS: "SS", BS: "BR", AB: "AB", SB: "SB", BN: "BN", PC: "PC", MB: "MB", GR: "GR" };
const NORTHBRIDGE_COLOURS = { WH: "WH", IV: "IV", LA: "LA", BK: "BK", GY: "GRY", RD: "RED", BR: "BRN", OR: "ORG", YL: "YEL", BL: "BLU", GN: "GRN", NA: "NAT", SS: "SS", BS: "BRS", AB: "ABZ", SB: "SBR", BN: "BNK", PC: "CHR", MB: "MBK", GR: "GPH" };
const KESTREL_COLOURS = { WH: "0", IV: "1", LA: "2", BK: "3", GY: "4", RD: "5", BR: "6", OR: "7", YL: "8", BL: "9", GN: "10", NA: "11", SS: "20", BS: "21", AB: "22", SB: "23", BN: "24", PC: "25", MB: "26", GR: "27" };
const PINECREST_COLOURS = { WH: "W", IV: "I", LA: "A", BK: "K", GY: "G", RD: "R", BR: "B", OR: "O", YL: "Y", BL: "U", GN: "N", NA: "X", SS: "S", BS: "H", AB: "Z", SB: "Q", BN: "C", PC: "P", MB: "M", GR: "T" };
const RIDGEWAY_COLOURS = { WH: "WH", IV: "IV", LA: "AL", BK: "BL", GY: "GR", RD: "RD", BR: "BR", OR: "OR", YL: "YE", BL: "BU", GN: "GN", NA: "NT", SS: "SS", BS: "BS", AB: "AB", SB: "BZ", BN: "NK", PC: "CH", MB: "MB", GR: "GT" };

export const COMPETITORS: readonly CompetitorScheme[] = [
  {
    // AWT5362-20-I-10PK: feature letters first, a four-digit model, rating, colour and pack after dashes.
    id: "arcwell",
    name: "Arcwell Electric",
    groups: ["wiring-devices", "lighting-controls", "wall-plates", "occupancy-sensors", "industrial-plugs-connectors", "data-communications", "ev-charging"],
    modelDigits: 4,
    colours: ARCWELL_COLOURS,
    format(p) {
      const colour = colourOf(this, p.colour);
      return `AW${p.hospitalGrade ? "HG" : ""}${p.tamperResistant ? "T" : ""}${p.weatherResistant ? "W" : ""}${pad(p.model, 4)}${p.axes.map((a) => `-${a}`).join("")}${colour ? `-${colour}` : ""}${p.packageQuantity > 1 ? `-${p.packageQuantity}PK` : ""}`;
    },
  },
  {
    // NB-DR215-20TR-LA/10: class letters and a three-digit model, rating and feature letters, colour, "/pack".
    id: "northbridge",
    name: "Northbridge Devices",
    groups: ["wiring-devices", "wall-plates", "boxes-covers", "safety-signaling", "industrial-plugs-connectors"],
    modelDigits: 3,
    colours: NORTHBRIDGE_COLOURS,
    format(p) {
      const colour = colourOf(this, p.colour);
      const features = `${p.axes.join("")}${p.tamperResistant ? "TR" : ""}${p.weatherResistant ? "WR" : ""}${p.hospitalGrade ? "HG" : ""}`;
      return `NB-${p.classCode}${pad(p.model, 3)}${features ? `-${features}` : ""}${colour ? `-${colour}` : ""}${p.packageQuantity > 1 ? `/${p.packageQuantity}` : ""}`;
    },
  },
  {
    // K482.117-20TR.1.C10: dotted numbers, a series per class and a model, colour as a digit code, ".C" and the carton.
    id: "kestrel",
    name: "Kestrel Electrical",
    groups: ["boxes-covers", "fittings", "connectors", "wire-management", "industrial-plugs-connectors", "safety-signaling"],
    modelDigits: 3,
    colours: KESTREL_COLOURS,
    format(p) {
      const colour = colourOf(this, p.colour);
      const features = `${p.tamperResistant ? "TR" : ""}${p.weatherResistant ? "WR" : ""}${p.hospitalGrade ? "HG" : ""}`;
      return `K${pad(p.series, 3)}.${pad(p.model, 3)}${p.axes.map((a) => `-${a}`).join("")}${features}${colour ? `.${colour}` : ""}${p.packageQuantity > 1 ? `.C${p.packageQuantity}` : ""}`;
    },
  },
  {
    // PW27441TI X10 printed without separators: PW27441TIX10.
    id: "pinecrest",
    name: "Pinecrest Wiring",
    groups: ["wiring-devices", "wall-plates", "boxes-covers", "connectors", "lighting-fixtures", "safety-signaling"],
    modelDigits: 5,
    colours: PINECREST_COLOURS,
    format(p) {
      const colour = colourOf(this, p.colour);
      return `PW${pad(p.model, 5)}${p.axes.join("")}${p.hospitalGrade ? "H" : ""}${p.tamperResistant ? "T" : ""}${p.weatherResistant ? "R" : ""}${colour ?? ""}${p.packageQuantity > 1 ? `X${p.packageQuantity}` : ""}`;
    },
  },
  {
    // RCHBS-604-20-WH-6PK: class letters, model, rating, two-letter colour, pack.
    id: "ridgeway",
    name: "Ridgeway Controls",
    groups: ["lighting-controls", "occupancy-sensors", "lighting-fixtures", "ev-charging", "data-communications", "safety-signaling"],
    modelDigits: 3,
    colours: RIDGEWAY_COLOURS,
    format(p) {
      const colour = colourOf(this, p.colour);
      return `RC${p.classCode}-${pad(p.model, 3)}${p.axes.map((a) => `-${a}`).join("")}${p.tamperResistant ? "-TR" : ""}${p.weatherResistant ? "-WR" : ""}${p.hospitalGrade ? "-HG" : ""}${colour ? `-${colour}` : ""}${p.packageQuantity > 1 ? `-${p.packageQuantity}PK` : ""}`;
    },
  },
];

/** Initials of a class key's words, at most three (`high-bay-sensors` -> `HBS`). */
export function classCode(classKey: string): string {
  return classKey
    .split("-")
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** A short code of an attribute value as it goes into a number: `20` A, `27` for 2700 K, `12` for 1/2, `2G` gangs, `SP`. */
export function axisCode(key: string, raw: unknown): string {
  if (typeof raw === "number") {
    const whole = Math.abs(raw) >= 1000 ? Math.round(raw / 100) : raw;
    return String(whole).replace(/[^0-9]/g, "") || "0";
  }
  if (typeof raw === "boolean") return raw ? key.slice(0, 1).toUpperCase() : "";
  if (Array.isArray(raw)) return raw.map((v) => String(v).replace(/[^A-Za-z0-9]/g, "").slice(0, 1).toUpperCase()).join("");
  const text = String(raw ?? "");
  if (key === "gangs" || key === "numberOfLights") return `${text}G`;
  const alnum = text.replace(/[^A-Za-z0-9]/g, "");
  if (/^\d+$/.test(alnum)) return alnum.slice(0, 4);
  // camelCase words' initials (singlePole -> SP), else the first three letters.
  const initials = text.replace(/[^A-Za-z]/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").split(/\s+/).filter(Boolean);
  return (initials.length > 1 ? initials.map((w) => w[0]).join("") : alnum.slice(0, 3)).toUpperCase();
}
