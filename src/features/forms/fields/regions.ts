// States, provinces and territories of the address fields (issue 13): the United States (50 states, DC and the
// inhabited territories), Canada's 13 provinces and territories, Mexico's 32 states. Codes are ISO 3166-2 subdivision
// codes without the country; names are written out per locale where they differ (Québec / Quebec, Nuevo México).
import type { Locale } from "@/config/locales";

type Names = string | { en: string; "fr-ca": string; "es-mx": string };
type RegionTable = readonly (readonly [code: string, names: Names])[];

const US: RegionTable = [
  ["AL", "Alabama"], ["AK", "Alaska"], ["AZ", "Arizona"], ["AR", "Arkansas"],
  ["CA", { en: "California", "fr-ca": "Californie", "es-mx": "California" }],
  ["CO", "Colorado"], ["CT", "Connecticut"], ["DE", "Delaware"],
  ["DC", { en: "District of Columbia", "fr-ca": "District de Columbia", "es-mx": "Distrito de Columbia" }],
  ["FL", { en: "Florida", "fr-ca": "Floride", "es-mx": "Florida" }],
  ["GA", { en: "Georgia", "fr-ca": "Géorgie", "es-mx": "Georgia" }],
  ["HI", { en: "Hawaii", "fr-ca": "Hawaï", "es-mx": "Hawái" }],
  ["ID", "Idaho"], ["IL", "Illinois"], ["IN", "Indiana"], ["IA", "Iowa"], ["KS", "Kansas"], ["KY", "Kentucky"],
  ["LA", { en: "Louisiana", "fr-ca": "Louisiane", "es-mx": "Luisiana" }],
  ["ME", "Maine"], ["MD", "Maryland"], ["MA", "Massachusetts"],
  ["MI", { en: "Michigan", "fr-ca": "Michigan", "es-mx": "Míchigan" }],
  ["MN", "Minnesota"],
  ["MS", { en: "Mississippi", "fr-ca": "Mississippi", "es-mx": "Misisipi" }],
  ["MO", { en: "Missouri", "fr-ca": "Missouri", "es-mx": "Misuri" }],
  ["MT", "Montana"], ["NE", "Nebraska"], ["NV", "Nevada"], ["NH", { en: "New Hampshire", "fr-ca": "New Hampshire", "es-mx": "Nuevo Hampshire" }],
  ["NJ", { en: "New Jersey", "fr-ca": "New Jersey", "es-mx": "Nueva Jersey" }],
  ["NM", { en: "New Mexico", "fr-ca": "Nouveau-Mexique", "es-mx": "Nuevo México" }],
  ["NY", { en: "New York", "fr-ca": "New York", "es-mx": "Nueva York" }],
  ["NC", { en: "North Carolina", "fr-ca": "Caroline du Nord", "es-mx": "Carolina del Norte" }],
  ["ND", { en: "North Dakota", "fr-ca": "Dakota du Nord", "es-mx": "Dakota del Norte" }],
  ["OH", "Ohio"], ["OK", "Oklahoma"], ["OR", { en: "Oregon", "fr-ca": "Oregon", "es-mx": "Oregón" }],
  ["PA", { en: "Pennsylvania", "fr-ca": "Pennsylvanie", "es-mx": "Pensilvania" }],
  ["RI", "Rhode Island"],
  ["SC", { en: "South Carolina", "fr-ca": "Caroline du Sud", "es-mx": "Carolina del Sur" }],
  ["SD", { en: "South Dakota", "fr-ca": "Dakota du Sud", "es-mx": "Dakota del Sur" }],
  ["TN", "Tennessee"], ["TX", { en: "Texas", "fr-ca": "Texas", "es-mx": "Texas" }], ["UT", "Utah"], ["VT", "Vermont"],
  ["VA", { en: "Virginia", "fr-ca": "Virginie", "es-mx": "Virginia" }],
  ["WA", "Washington"],
  ["WV", { en: "West Virginia", "fr-ca": "Virginie-Occidentale", "es-mx": "Virginia Occidental" }],
  ["WI", "Wisconsin"], ["WY", "Wyoming"],
  ["AS", { en: "American Samoa", "fr-ca": "Samoa américaines", "es-mx": "Samoa Americana" }],
  ["GU", "Guam"],
  ["MP", { en: "Northern Mariana Islands", "fr-ca": "Îles Mariannes du Nord", "es-mx": "Islas Marianas del Norte" }],
  ["PR", { en: "Puerto Rico", "fr-ca": "Porto Rico", "es-mx": "Puerto Rico" }],
  ["VI", { en: "U.S. Virgin Islands", "fr-ca": "Îles Vierges des États-Unis", "es-mx": "Islas Vírgenes de los Estados Unidos" }],
];

const CA: RegionTable = [
  ["AB", "Alberta"],
  ["BC", { en: "British Columbia", "fr-ca": "Colombie-Britannique", "es-mx": "Columbia Británica" }],
  ["MB", "Manitoba"],
  ["NB", { en: "New Brunswick", "fr-ca": "Nouveau-Brunswick", "es-mx": "Nuevo Brunswick" }],
  ["NL", { en: "Newfoundland and Labrador", "fr-ca": "Terre-Neuve-et-Labrador", "es-mx": "Terranova y Labrador" }],
  ["NS", { en: "Nova Scotia", "fr-ca": "Nouvelle-Écosse", "es-mx": "Nueva Escocia" }],
  ["NT", { en: "Northwest Territories", "fr-ca": "Territoires du Nord-Ouest", "es-mx": "Territorios del Noroeste" }],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", { en: "Prince Edward Island", "fr-ca": "Île-du-Prince-Édouard", "es-mx": "Isla del Príncipe Eduardo" }],
  ["QC", { en: "Quebec", "fr-ca": "Québec", "es-mx": "Quebec" }],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
];

const MX: RegionTable = [
  ["AGU", "Aguascalientes"],
  ["BCN", { en: "Baja California", "fr-ca": "Basse-Californie", "es-mx": "Baja California" }],
  ["BCS", { en: "Baja California Sur", "fr-ca": "Basse-Californie-du-Sud", "es-mx": "Baja California Sur" }],
  ["CAM", "Campeche"], ["CHP", "Chiapas"], ["CHH", "Chihuahua"],
  ["CMX", { en: "Mexico City", "fr-ca": "Mexico (Ville de)", "es-mx": "Ciudad de México" }],
  ["COA", "Coahuila"], ["COL", "Colima"], ["DUR", "Durango"], ["GUA", "Guanajuato"], ["GRO", "Guerrero"], ["HID", "Hidalgo"], ["JAL", "Jalisco"],
  ["MEX", { en: "State of Mexico", "fr-ca": "État de Mexico", "es-mx": "Estado de México" }],
  ["MIC", "Michoacán"], ["MOR", "Morelos"], ["NAY", "Nayarit"], ["NLE", "Nuevo León"], ["OAX", "Oaxaca"], ["PUE", "Puebla"],
  ["QUE", "Querétaro"], ["ROO", "Quintana Roo"], ["SLP", "San Luis Potosí"], ["SIN", "Sinaloa"], ["SON", "Sonora"], ["TAB", "Tabasco"],
  ["TAM", "Tamaulipas"], ["TLA", "Tlaxcala"], ["VER", "Veracruz"],
  ["YUC", { en: "Yucatán", "fr-ca": "Yucatán", "es-mx": "Yucatán" }],
  ["ZAC", "Zacatecas"],
];

const TABLES = { US, CA, MX } as const;
export type RegionCountry = keyof typeof TABLES;

/** Countries whose address asks for a state or province from a list. */
export const REGION_COUNTRIES = Object.keys(TABLES) as RegionCountry[];

export const hasRegions = (country: string): country is RegionCountry => (REGION_COUNTRIES as string[]).includes(country);

export interface RegionOption {
  code: string;
  name: string;
}

/** The regions of `country` in `locale`, sorted by name with the locale's collation (empty for other countries). */
export function regionOptions(country: string, locale: Locale): RegionOption[] {
  if (!hasRegions(country)) return [];
  const collator = new Intl.Collator(locale === "en" ? "en-US" : locale === "fr-ca" ? "fr-CA" : "es-MX", { sensitivity: "base" });
  return TABLES[country]
    .map(([code, names]) => ({ code, name: typeof names === "string" ? names : names[locale] }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Whether `region` is one of `country`'s (any value passes for a country without a list). */
export function isRegionOf(country: string, region: string): boolean {
  if (!hasRegions(country)) return true;
  return TABLES[country].some(([code]) => code === region);
}
