// Find a Sales Contact (F5, issue 16): what a territory, a sales agency and a territory manager are. Shared by the
// generator, the server's answer and the page module.

/** The countries a brand's sales territories can be in. */
export const SALES_COUNTRIES = ["US", "CA", "MX", "BR"] as const;
export type SalesCountry = (typeof SALES_COUNTRIES)[number];

/** A state, province or territory: ISO 3166-1 country and ISO 3166-2 subdivision code without the country. */
export interface Territory {
  country: SalesCountry;
  region: string;
}

/** Where an agency's office is: a real place of the gazetteer (its city and a postal code of it). */
export interface Seat extends Territory {
  city: string;
  /** "" only where nothing could be made (never for the seats the prepare step writes). */
  postalCode: string;
  lat: number;
  lng: number;
  population: number;
}

/** The prepare step's output (generated/salescontact/seats.json): up to a few seats per territory. */
export interface SeatDataset {
  seed: number;
  seats: Seat[];
}

export interface Address {
  line1: string;
  city: string;
  region: string;
  postalCode: string;
  country: SalesCountry;
}

/** An independent sales agency representing the brand in some territories for one market. */
export interface Agency {
  id: string;
  company: string;
  contactName: string;
  /** E.164. */
  phone: string;
  email: string;
  address: Address;
  /** The territories it covers ("US-OH"), its own first. */
  territories: string[];
}

/** Titles a territory manager holds (translated on the page). */
export const MANAGER_TITLES = ["regionalSalesManager", "territoryManager", "marketDevelopmentManager"] as const;
export type ManagerTitle = (typeof MANAGER_TITLES)[number];

/** The brand's own manager of a sales region for one market. */
export interface Manager {
  id: string;
  name: string;
  title: ManagerTitle;
  /** The sales region the manager covers ("US-northeast"). */
  salesRegion: string;
  phone: string;
  email: string;
}

/** Who answers for a market in a territory. */
export interface SalesContact {
  territory: Territory;
  market: string;
  agency: Agency;
  manager: Manager;
}

/** A brand's whole sales network for one market: every territory of its countries has an agency and a manager. */
export interface MarketNetwork {
  market: string;
  /** By territory key ("US-OH"). */
  contacts: ReadonlyMap<string, SalesContact>;
  agencies: readonly Agency[];
  managers: readonly Manager[];
}

export const territoryKey = (territory: Territory): string => `${territory.country}-${territory.region}`;

/** The longest location text read (a postal code, a city or an address). */
export const MAX_LOCATION_TEXT = 100;
