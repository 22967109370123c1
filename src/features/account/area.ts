// The account area's map (A3-A7, B4): its sections, their addresses, and which brands show it. Pure and client-safe.
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";

/** The account area's first path segment under /{brand}/{locale}. */
export const ACCOUNT_SEGMENT = "my-account";

/** Sections of the account navigation, in its order. `lists` is the lists feature's (A4), linked from here. */
export const ACCOUNT_SECTIONS = ["profile", "lists", "address-book", "orders"] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** `/{brand}/{locale}/my-account[/section[/...rest]]`. */
export function accountPath(brand: string, locale: Locale, section?: AccountSection, ...rest: string[]): string {
  return sitePath(brand, locale, [ACCOUNT_SEGMENT, ...(section ? [section, ...rest.map(encodeURIComponent)] : [])].join("/"));
}

/** The brand flags the account area reads (B4, B5). */
export interface AccountBrandFlags {
  showMyAccount: boolean;
  showMyLists: boolean;
  redacted: boolean;
}

/**
 * Whether a brand shows the account (B4): its flag, and not a redacted brand, whose header already offers no sign-in
 * and whose footer drops the account items (B5). Where it is false the account routes answer 404.
 */
export const showsAccount = (brand: AccountBrandFlags): boolean => brand.showMyAccount && !brand.redacted;

/** Whether a brand shows lists (B4): only where the account is shown too. */
export const showsLists = (brand: AccountBrandFlags): boolean => showsAccount(brand) && brand.showMyLists;

/** The sections a brand's account navigation shows. */
export function visibleSections(brand: AccountBrandFlags): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => section !== "lists" || showsLists(brand));
}
