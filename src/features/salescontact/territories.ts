// The territories of Find a Sales Contact (F5, issue 16) and how a postal code names one. Pure.
// - Every US state, DC and the inhabited territories; Canada's provinces and territories; Mexico's states; Brazil's
//   states (for the Brazilian brand). Codes are ISO 3166-2 without the country, as the forms' address lists and the
//   gazetteer write them.
// - The sales regions a territory manager covers (the US ones are those of the seeded sales-contact page).
// - Postal codes: a US ZIP by its first three digits (USPS), a Canadian code by its first letter (Canada Post, through
//   the maps port), a Mexican código postal by its first two digits (SEPOMEX), a Brazilian CEP by its first five.
import { provinceOfPostalCode } from "@/platform/maps";
import type { SalesCountry, Territory } from "./model";

export const TERRITORY_CODES: Readonly<Record<SalesCountry, readonly string[]>> = {
  US: [
    "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN",
    "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA",
    "WV", "WI", "WY", "AS", "GU", "MP", "PR", "VI",
  ],
  CA: ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"],
  MX: [
    "AGU", "BCN", "BCS", "CAM", "CHP", "CHH", "CMX", "COA", "COL", "DUR", "GUA", "GRO", "HID", "JAL", "MEX", "MIC", "MOR", "NAY", "NLE", "OAX", "PUE",
    "QUE", "ROO", "SLP", "SIN", "SON", "TAB", "TAM", "TLA", "VER", "YUC", "ZAC",
  ],
  BR: ["AC", "AL", "AP", "AM", "BA", "CE", "DF", "ES", "GO", "MA", "MT", "MS", "MG", "PA", "PB", "PR", "PE", "PI", "RJ", "RN", "RS", "RO", "RR", "SC", "SP", "SE", "TO"],
};

/** Brazil's states by name (the same in the three locales: the forms' address lists stop at North America). */
export const BR_STATE_NAMES: Readonly<Record<string, string>> = {
  AC: "Acre", AL: "Alagoas", AP: "Amapá", AM: "Amazonas", BA: "Bahia", CE: "Ceará", DF: "Distrito Federal", ES: "Espírito Santo", GO: "Goiás",
  MA: "Maranhão", MT: "Mato Grosso", MS: "Mato Grosso do Sul", MG: "Minas Gerais", PA: "Pará", PB: "Paraíba", PR: "Paraná", PE: "Pernambuco",
  PI: "Piauí", RJ: "Rio de Janeiro", RN: "Rio Grande do Norte", RS: "Rio Grande do Sul", RO: "Rondônia", RR: "Roraima", SC: "Santa Catarina",
  SP: "São Paulo", SE: "Sergipe", TO: "Tocantins",
};

/** The sales regions of each country (a territory manager covers one per market), by key: `${country}-${name}`. */
export const SALES_REGIONS: Readonly<Record<SalesCountry, Readonly<Record<string, readonly string[]>>>> = {
  US: {
    northeast: ["CT", "DE", "MA", "MD", "ME", "NH", "NJ", "NY", "PA", "RI", "VT", "DC"],
    southeast: ["AL", "FL", "GA", "KY", "MS", "NC", "SC", "TN", "VA", "WV", "PR", "VI"],
    central: ["AR", "IA", "IL", "IN", "KS", "LA", "MI", "MN", "MO", "ND", "NE", "OH", "OK", "SD", "TX", "WI"],
    west: ["AK", "AZ", "CA", "CO", "HI", "ID", "MT", "NM", "NV", "OR", "UT", "WA", "WY", "AS", "GU", "MP"],
  },
  CA: { atlantic: ["NB", "NL", "NS", "PE"], quebec: ["QC"], ontario: ["ON"], west: ["AB", "BC", "MB", "SK", "NT", "NU", "YT"] },
  MX: {
    north: ["BCN", "BCS", "CHH", "COA", "DUR", "NLE", "SIN", "SON", "TAM"],
    west: ["AGU", "COL", "GUA", "JAL", "MIC", "NAY", "QUE", "SLP", "ZAC"],
    central: ["CMX", "GRO", "HID", "MEX", "MOR", "PUE", "TLA"],
    southeast: ["CAM", "CHP", "OAX", "ROO", "TAB", "VER", "YUC"],
  },
  BR: {
    southeast: ["ES", "MG", "RJ", "SP"],
    south: ["PR", "RS", "SC"],
    centralwest: ["DF", "GO", "MS", "MT"],
    northeast: ["AL", "BA", "CE", "MA", "PB", "PE", "PI", "RN", "SE"],
    north: ["AC", "AM", "AP", "PA", "RO", "RR", "TO"],
  },
};

export function isSalesCountry(value: string): value is SalesCountry {
  return value === "US" || value === "CA" || value === "MX" || value === "BR";
}

/** The sales region key ("US-northeast") of a territory. */
export function salesRegionOf(territory: Territory): string {
  for (const [name, regions] of Object.entries(SALES_REGIONS[territory.country])) if (regions.includes(territory.region)) return `${territory.country}-${name}`;
  throw new Error(`no sales region for ${territory.country}-${territory.region}`);
}

/** The territories of these countries, in the tables' order. */
export function territoriesOf(countries: readonly SalesCountry[]): Territory[] {
  return countries.flatMap((country) => TERRITORY_CODES[country].map((region) => ({ country, region })));
}

/** "US-OH" as a territory of these countries, else undefined (hostile or unknown values included). */
export function parseTerritory(value: string, countries: readonly SalesCountry[]): Territory | undefined {
  const match = /^([A-Z]{2})-([A-Z]{2,3})$/.exec(value);
  if (!match) return undefined;
  const [, country = "", region = ""] = match;
  if (!isSalesCountry(country) || !countries.includes(country) || !TERRITORY_CODES[country].includes(region)) return undefined;
  return { country, region };
}

// ---- Postal codes -------------------------------------------------------------------------------------------------

type Ranges = readonly (readonly [from: number, to: number, region: string])[];

/** US ZIP codes by their first three digits (USPS); the military (AA, AE, AP) and unassigned prefixes are absent. */
const US_ZIP3: Ranges = [
  [5, 5, "NY"], [6, 7, "PR"], [8, 8, "VI"], [9, 9, "PR"], [10, 27, "MA"], [28, 29, "RI"], [30, 38, "NH"], [39, 49, "ME"], [50, 54, "VT"], [55, 55, "MA"],
  [56, 59, "VT"], [60, 69, "CT"], [70, 89, "NJ"], [100, 149, "NY"], [150, 196, "PA"], [197, 199, "DE"], [200, 200, "DC"], [201, 201, "VA"],
  [202, 205, "DC"], [206, 219, "MD"], [220, 246, "VA"], [247, 268, "WV"], [270, 289, "NC"], [290, 299, "SC"], [300, 319, "GA"], [320, 339, "FL"],
  [341, 342, "FL"], [344, 344, "FL"], [346, 347, "FL"], [349, 349, "FL"], [350, 369, "AL"], [370, 385, "TN"], [386, 397, "MS"], [398, 399, "GA"],
  [400, 427, "KY"], [430, 459, "OH"], [460, 479, "IN"], [480, 499, "MI"], [500, 528, "IA"], [530, 549, "WI"], [550, 567, "MN"], [569, 569, "DC"],
  [570, 577, "SD"], [580, 588, "ND"], [590, 599, "MT"], [600, 629, "IL"], [630, 658, "MO"], [660, 679, "KS"], [680, 693, "NE"], [700, 714, "LA"],
  [716, 729, "AR"], [730, 732, "OK"], [733, 733, "TX"], [734, 749, "OK"], [750, 799, "TX"], [800, 816, "CO"], [820, 831, "WY"], [832, 838, "ID"],
  [840, 847, "UT"], [850, 865, "AZ"], [870, 884, "NM"], [885, 885, "TX"], [889, 898, "NV"], [900, 961, "CA"], [967, 968, "HI"], [970, 979, "OR"],
  [980, 994, "WA"], [995, 999, "AK"],
];

/** Whole ZIP codes outside their prefix's state: American Samoa in Hawaii's 967, Guam and the Northern Marianas in 969. */
const US_ZIP5: Ranges = [
  [96799, 96799, "AS"], [96910, 96932, "GU"], [96950, 96952, "MP"],
];

/** Mexican códigos postales by their first two digits (SEPOMEX): 00 and 17-19 are unassigned. */
const MX_CP2: Ranges = [
  [1, 16, "CMX"], [20, 20, "AGU"], [21, 22, "BCN"], [23, 23, "BCS"], [24, 24, "CAM"], [25, 27, "COA"], [28, 28, "COL"], [29, 30, "CHP"],
  [31, 33, "CHH"], [34, 35, "DUR"], [36, 38, "GUA"], [39, 41, "GRO"], [42, 43, "HID"], [44, 49, "JAL"], [50, 57, "MEX"], [58, 61, "MIC"],
  [62, 62, "MOR"], [63, 63, "NAY"], [64, 67, "NLE"], [68, 71, "OAX"], [72, 75, "PUE"], [76, 76, "QUE"], [77, 77, "ROO"], [78, 79, "SLP"],
  [80, 82, "SIN"], [83, 85, "SON"], [86, 86, "TAB"], [87, 89, "TAM"], [90, 90, "TLA"], [91, 96, "VER"], [97, 97, "YUC"], [98, 99, "ZAC"],
];

/** Brazilian CEPs by their first five digits (Correios). */
const BR_CEP5: Ranges = [
  [1000, 19999, "SP"], [20000, 28999, "RJ"], [29000, 29999, "ES"], [30000, 39999, "MG"], [40000, 48999, "BA"], [49000, 49999, "SE"],
  [50000, 56999, "PE"], [57000, 57999, "AL"], [58000, 58999, "PB"], [59000, 59999, "RN"], [60000, 63999, "CE"], [64000, 64999, "PI"],
  [65000, 65999, "MA"], [66000, 68899, "PA"], [68900, 68999, "AP"], [69000, 69299, "AM"], [69300, 69399, "RR"], [69400, 69899, "AM"],
  [69900, 69999, "AC"], [70000, 72799, "DF"], [72800, 72999, "GO"], [73000, 73699, "DF"], [73700, 76799, "GO"], [76800, 76999, "RO"],
  [77000, 77999, "TO"], [78000, 78899, "MT"], [78900, 78999, "RO"], [79000, 79999, "MS"], [80000, 87999, "PR"], [88000, 89999, "SC"],
  [90000, 99999, "RS"],
];

/**
 * The postal code ranges of a Mexican or Brazilian state, lowest first (for the generator: the gazetteer has no
 * postal codes of those countries): Mexican two-digit prefixes, Brazilian five-digit ones.
 */
export function postalRangesOf(country: "MX" | "BR", region: string): { from: number; to: number; digits: 2 | 5 }[] {
  const table = country === "MX" ? MX_CP2 : BR_CEP5;
  return table.filter(([, , code]) => code === region).map(([from, to]) => ({ from, to, digits: country === "MX" ? 2 : 5 }));
}

function inRanges(ranges: Ranges, value: number): string | undefined {
  for (const [from, to, region] of ranges) if (value >= from && value <= to) return region;
  return undefined;
}

/** The US state or territory of a ZIP code ("43219" or "43219-1234"), else undefined. */
export function stateOfZip(zip: string): string | undefined {
  const match = /^(\d{5})(?:-\d{4})?$/.exec(zip);
  if (!match) return undefined;
  const five = Number(match[1]);
  return inRanges(US_ZIP5, five) ?? inRanges(US_ZIP3, Math.floor(five / 100));
}

/** The Canadian province or territory of a postal code or forward sortation area ("H2X 1Y4", "h2x1y4", "H2X"). */
export function provinceOfCanadianCode(code: string): string | undefined {
  const compact = code.replace(/\s+/g, "").toUpperCase();
  // No D, F, I, O, Q, U anywhere, no W or Z first (Canada Post).
  if (!/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z](?:\d[ABCEGHJ-NPRSTV-Z]\d)?$/.test(compact)) return undefined;
  return provinceOfPostalCode(compact);
}

/** The Mexican state of a código postal ("06600"), else undefined. */
export function stateOfCodigoPostal(cp: string): string | undefined {
  if (!/^\d{5}$/.test(cp)) return undefined;
  return inRanges(MX_CP2, Number(cp.slice(0, 2)));
}

/** The Brazilian state of a CEP ("01310-100", "01310100", or its first five digits), else undefined. */
export function stateOfCep(cep: string): string | undefined {
  const match = /^(\d{5})(?:-?\d{3})?$/.exec(cep);
  if (!match) return undefined;
  return inRanges(BR_CEP5, Number(match[1]));
}

export interface PostalReading {
  /** The territories the code can be in, the first of the countries given first (a 5-digit code is a US ZIP and a Mexican CP). */
  territories: Territory[];
  /** The code as read, for the page ("H2X 1Y4", "06600", "01310-100"). */
  code: string;
}

const MX_PREFIX = /^c\.?\s?p\.?\s*/i;

/**
 * Whether the text is written as a postal code (then it is read as one, not geocoded as a place): 5 digits, ZIP+4,
 * a Canadian code or its first half, "C.P. 06600", a CEP.
 */
export function looksLikePostalCode(text: string): boolean {
  const value = text.trim();
  return /^\d{5}(?:-\d{3,4})?$/.test(value) || /^\d{8}$/.test(value) || MX_PREFIX.test(value) || /^[a-z]\d[a-z](?:\s?\d[a-z]\d)?$/i.test(value);
}

/**
 * The territories of a postal code among the brand's countries, in the order of `countries`; none when the code is
 * of no territory (an unassigned prefix, a military ZIP) or of a country the brand does not cover.
 */
export function readPostalCode(text: string, countries: readonly SalesCountry[]): PostalReading {
  const value = text.trim();
  const found: Territory[] = [];
  const add = (country: SalesCountry, region: string | undefined) => {
    if (region && countries.includes(country)) found.push({ country, region });
  };
  let code = value;
  if (MX_PREFIX.test(value)) {
    code = value.replace(MX_PREFIX, "");
    add("MX", stateOfCodigoPostal(code));
  } else if (/^[a-z]\d[a-z]/i.test(value)) {
    const compact = value.replace(/\s+/g, "").toUpperCase();
    code = compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
    add("CA", provinceOfCanadianCode(compact));
  } else {
    for (const country of countries) {
      if (country === "US") add("US", stateOfZip(value));
      else if (country === "MX") add("MX", stateOfCodigoPostal(value));
      else if (country === "BR") add("BR", stateOfCep(value));
    }
  }
  found.sort((a, b) => countries.indexOf(a.country) - countries.indexOf(b.country));
  return { territories: found, code };
}

/** The country a postal code is written for when it is none of the brand's (for "we cover Mexico" rather than "unknown"). */
export function postalCountryOutside(text: string, countries: readonly SalesCountry[]): SalesCountry | undefined {
  const others = (["US", "CA", "MX", "BR"] as const).filter((country) => !countries.includes(country));
  for (const country of others) if (readPostalCode(text, [country]).territories.length > 0) return country;
  return undefined;
}

/** Where a brand's sales network is: its one country when the brand is kept to one (B6), else North America. */
export function brandCountries(restrictTo: string | undefined): SalesCountry[] {
  return restrictTo && isSalesCountry(restrictTo) ? [restrictTo] : ["US", "CA", "MX"];
}
