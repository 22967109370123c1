// Public entry of the account feature for its neighbours (client-safe): the account area's addresses and which brands
// show it (B4, B5). Server code reads ./server; the area's pages are ./pages.
export { ACCOUNT_SECTIONS, ACCOUNT_SEGMENT, accountPath, showsAccount, showsLists, visibleSections, type AccountBrandFlags, type AccountSection } from "./area";
