// Public entry of Find a Sales Contact (F5, issue 16): its pure parts. The module (for the block registry), the network
// and the answer to a query are in ./server.
import type { DynamicModuleType } from "@/features/content";

/** Module types that read the page's query: a page with one is rendered per request for a query (tools route). */
export const SALES_CONTACT_QUERY_MODULES: readonly DynamicModuleType[] = ["FindASalesContact"];

export { SALES_CONTACT_PARAMS, parseSalesContactQuery, salesContactHref, type SalesContactQuery, type SalesContactProblem } from "./query";
export { brandMarkets, marketKey, KNOWN_MARKETS, type Market } from "./markets";
export {
  readPostalCode,
  looksLikePostalCode,
  stateOfZip,
  provinceOfCanadianCode,
  stateOfCodigoPostal,
  stateOfCep,
  brandCountries,
  territoriesOf,
  parseTerritory,
  TERRITORY_CODES,
  SALES_REGIONS,
} from "./territories";
export { SALES_COUNTRIES, territoryKey, type SalesCountry, type Territory, type Agency, type Manager, type SalesContact } from "./model";
