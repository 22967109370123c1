// Turns CMS navigation urls (site-relative, no brand/locale) into hrefs, and applies B5 redaction.
import { isLocale, type Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { showsAccount, showsLists, type AccountBrandFlags } from "@/features/account";
import type { NavigationEntry, NavigationGroup } from "./model";

export function navHref(url: string | undefined, external: boolean, brand: string, locale: Locale): string | undefined {
  if (!url) return undefined;
  if (external || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith("/")) return inVisitorLocale(url, brand, locale);
  return sitePath(brand, locale, url);
}

/**
 * B3: a site path to this brand's own site in another locale (`/voltline/en` from the brand entry's logo link, which
 * is not a localized field) in the visitor's locale. A sister brand's path stays as the editor wrote it: that site
 * may not have the visitor's locale.
 */
function inVisitorLocale(path: string, brand: string, locale: Locale): string {
  const match = /^\/([^/?#]+)\/([^/?#]+)(.*)$/.exec(path);
  if (!match || match[1] !== brand || !isLocale(match[2]) || match[2] === locale) return path;
  return `/${brand}/${locale}${match[3]}`;
}

/** Redacted brands drop footer items that point to sister brands or the customer account (B5). */
export function redactGroups(groups: NavigationGroup[], redacted: boolean): NavigationGroup[] {
  if (!redacted) return groups;
  const keep = (entry: NavigationEntry) => entry.audience !== "brands" && entry.audience !== "account";
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter(keep).map((e) => ({ ...e, children: e.children.filter(keep) })) }))
    .filter((group) => group.entries.length > 0);
}

/** Whether an account item is about lists (`my-list`, `my-account/lists...`), which showMyLists hides (B4). */
const isListsEntry = (entry: NavigationEntry) => /^\/?(?:my-list(?:\/|$)|my-account\/lists(?:\/|$))/.test(entry.url ?? "");

/**
 * The footer's groups for a brand: B5 redaction, then B4: a brand that does not show the account drops its account
 * items, one that does not show lists drops the list items.
 */
export function footerGroups(groups: NavigationGroup[], brand: AccountBrandFlags): NavigationGroup[] {
  const redacted = redactGroups(groups, brand.redacted);
  const keep = (entry: NavigationEntry) => entry.audience !== "account" || (showsAccount(brand) && (showsLists(brand) || !isListsEntry(entry)));
  return redacted
    .map((group) => ({ ...group, entries: group.entries.filter(keep).map((e) => ({ ...e, children: e.children.filter(keep) })) }))
    .filter((group) => group.entries.length > 0);
}

export function bySortOrder<T extends { sortOrder: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder);
}

/** Replaces the locale segment of a site path, keeping the rest (N6). */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const segments = pathname.split("/");
  if (segments.length < 3) return `${pathname.replace(/\/$/, "")}/${locale}`;
  segments[2] = locale;
  return segments.join("/");
}
