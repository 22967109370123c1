// What every list page starts with (A4, B4, C6): the brand (one that shows lists, else 404), the locale, and for the
// account's pages the signed-in account (else to sign-in and back to the same page). Personal pages: rendered per
// request (they read the session cookie), never indexed, never in a shared cache.
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/config/locales";
import { requireAccount, type Session } from "@/features/account/server";
import { getBrand } from "@/features/brand/server";
import type { Brand } from "@/features/brand";
import { brandShowsLists } from "../model";

export async function listsBrand(params: { brand: string; locale: string }): Promise<{ brand: Brand; locale: Locale }> {
  const { brand: directory, locale } = params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const brand = await getBrand(directory, locale);
  if (!brand || brand.brandDirectory !== directory || !brandShowsLists(brand)) notFound();
  return { brand, locale };
}

/** A list page of the account: `returnTo` is the page's own path (and query), where sign-in brings the visitor back. */
export async function accountListsPage(params: { brand: string; locale: string }, returnTo: (locale: Locale) => string): Promise<{ brand: Brand; locale: Locale; session: Session }> {
  const { brand, locale } = await listsBrand(params);
  const session = await requireAccount(returnTo(locale));
  return { brand, locale, session };
}

/** Personal pages and shared lists: never indexed nor followed. */
export function listPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}
