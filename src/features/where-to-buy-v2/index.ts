// Public entry of Where to Buy V2 (F7, issue 16): the product section (a Server Component with two client islands) and
// the routes' addresses. The routes and the module are in ./server.
export { WhereToBuyV2, type WhereToBuyV2Props } from "./components/WhereToBuyV2";
export { BUY_EVENT_NAME, SECTION_ID, buyPath, distributorsApiPath, retailersApiPath } from "./model";
