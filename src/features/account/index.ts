// Public entry of the account feature for its neighbours (client-safe): the account area's addresses and which brands
// show it (B4, B5). Server code reads ./server; the area's pages are ./pages.
// Who is signed in as the browser sees it, and the header's account corner (client components, for neighbours' islands).
export { useAccount, type AccountView } from "./components/useAccount";
export { ACCOUNT_SECTIONS, ACCOUNT_SEGMENT, accountPath, showsAccount, showsLists, visibleSections, type AccountBrandFlags, type AccountSection } from "./area";
export type { AccountItemPageProps, AccountPageProps } from "./pages/props";
export { ACCOUNT_HINT_SCRIPT, SESSION_COOKIE, SIGN_IN_TRANSACTION_COOKIE, SIGN_IN_TRANSACTION_SECONDS, accountTokenFromCookies, localeOfPath, providerUiLocale, returnPathOrHome, withSignInNotice } from "./session";
