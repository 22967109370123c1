// What every account page starts with (A3-A7, B4, C6): the brand (one that shows the account, else 404), the locale,
// and the signed-in account (else to sign-in and back to this very page and query). Personal pages: rendered per
// request (the layout is force-dynamic), never indexed, never in a shared cache.
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/config/locales";
import { getBrand } from "@/features/brand/server";
import type { Brand } from "@/features/brand";
import { showsAccount, showsLists } from "../area";
import { requireAccount } from "./current-account";
import type { Session } from "./session";

export interface AccountPage {
  brand: Brand;
  locale: Locale;
  session: Session;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The page's own path and query, the way a visitor came to it: where sign-in brings them back. */
export function returnPathOf(path: string, searchParams: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(name, one);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The brand that shows the account (B4), or 404; for pages that need no account (the account area's not-found). */
export async function accountBrand(directory: string, locale: string): Promise<{ brand: Brand; locale: Locale }> {
  if (!isLocale(locale)) notFound();
  const brand = await getBrand(directory, locale);
  if (!brand || brand.brandDirectory !== directory || !showsAccount(brand)) notFound();
  return { brand, locale };
}

/**
 * An account page's brand, locale and account. `path` is the page's path; a signed-out visitor goes to sign-in and
 * comes back to it with its query (C6).
 */
export async function accountPage(params: { brand: string; locale: string }, path: (locale: Locale) => string, searchParams?: SearchParams, options: { lists?: boolean } = {}): Promise<AccountPage> {
  const { brand, locale } = await accountBrand(params.brand, params.locale);
  if (options.lists && !showsLists(brand)) notFound();
  const session = await requireAccount(returnPathOf(path(locale), searchParams));
  return { brand, locale, session };
}

/** Metadata of every account page: its title, and never indexed nor followed. */
export function accountPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
