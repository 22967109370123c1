// What every list page starts with (A4, B4, C6): the brand (one that shows lists, else 404), the locale, and for the
// account's pages the signed-in account (else to sign-in and back to the same page). Personal pages: rendered per
// request (they read the session cookie), never indexed, never in a shared cache.
import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/config/locales";
import { requireAccount, type Session } from "@/features/account/server";
import { getBrand } from "@/features/brand/server";
import type { Brand } from "@/features/brand";
import { sitePath } from "@/platform/routing/urls";
import { brandShowsLists, isListUuid } from "../model";
import { findList } from "./store";

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

/**
 * One of the account's own lists (my-account/lists/{id}, or a page under it at `subpath`): a malformed id, another
 * account's list or a list of another brand is a 404 (A7); `path` is the page's own path.
 */
export async function accountListPage(route: { brand: string; locale: string; id: string }, subpath = "") {
  if (!isListUuid(route.id)) notFound();
  const path = `my-account/lists/${route.id}${subpath}`;
  const { brand, locale, session } = await accountListsPage(route, (l) => sitePath(route.brand, l, path));
  const list = await findList(session.subject, route.id);
  if (!list || list.brand !== brand.brandDirectory) notFound();
  return { brand, locale, session, list, path };
}

/** The metadata of a list page of the account: a generic title (the list's name is personal), never indexed. */
export async function accountListPageMetadata(params: Promise<{ locale: string }>, title: "detail.title" | "submittal.title"): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists-pages" });
  return listPageMetadata(t(title));
}
