"use client";
// The browser's view of lists (A4): the signed-out visitor's list in localStorage (one entry per brand, shared by tabs
// through the storage event), and the signed-in account's lists of the brand, asked for once per page and kept up to
// date by this page's adds. One store each for every component using them.
import { useSyncExternalStore } from "react";
import type { Locale } from "@/config/locales";
import { browserListKey, parseBrowserList, serializeBrowserList, type BrowserList } from "../browser-list";
import type { ListSummary } from "../model";
import { listsApi, type AddAnswer } from "./api";

// ---- the browser's list ----------------------------------------------------------------------------------------

const EMPTY: BrowserList = [];
const browserListeners = new Set<() => void>();
const snapshots = new Map<string, { text: string | null; list: BrowserList }>();

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readBrowserList(brand: string): BrowserList {
  const key = browserListKey(brand);
  const text = readStored(key);
  const cached = snapshots.get(key);
  if (cached && cached.text === text) return cached.list;
  const list = parseBrowserList(text);
  snapshots.set(key, { text, list });
  return list;
}

/** Stores the list; false when the browser refused (private mode, quota), the list then stays as it was. */
export function writeBrowserList(brand: string, list: BrowserList): boolean {
  try {
    if (list.length === 0) window.localStorage.removeItem(browserListKey(brand));
    else window.localStorage.setItem(browserListKey(brand), serializeBrowserList(list));
  } catch {
    return false;
  }
  for (const listener of browserListeners) listener();
  return true;
}

function subscribeBrowser(listener: () => void): () => void {
  browserListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("my-list:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    browserListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useBrowserList(brand: string): BrowserList {
  return useSyncExternalStore(
    subscribeBrowser,
    () => readBrowserList(brand),
    () => EMPTY,
  );
}

// ---- the account's lists -------------------------------------------------------------------------------------

export type AccountLists =
  | { status: "idle" | "loading" | "error"; lists: readonly ListSummary[]; defaultLineCount: number }
  | { status: "ready"; lists: readonly ListSummary[]; defaultLineCount: number };

const IDLE: AccountLists = { status: "idle", lists: [], defaultLineCount: 0 };
const accountStates = new Map<string, AccountLists>();
const accountListeners = new Set<() => void>();

function publish(brand: string, state: AccountLists): void {
  accountStates.set(brand, state);
  for (const listener of accountListeners) listener();
}

export function accountLists(brand: string): AccountLists {
  return accountStates.get(brand) ?? IDLE;
}

/** Asks for the account's lists of the brand (once, unless `force`). */
export async function loadAccountLists(brand: string, locale: Locale, force = false): Promise<void> {
  const current = accountLists(brand);
  if (!force && (current.status === "loading" || current.status === "ready")) return;
  publish(brand, { ...current, status: "loading" });
  const answer = await listsApi.summaries(brand, locale);
  publish(brand, answer.ok ? { status: "ready", lists: answer.data.lists, defaultLineCount: answer.data.defaultLineCount } : { ...accountLists(brand), status: "error" });
}

/** An add this page made: the list's count (and the list itself, when it was just made) without asking again. */
export function noteAdded(brand: string, answer: AddAnswer): void {
  const current = accountLists(brand);
  const summary: ListSummary = { id: answer.list.id, name: answer.list.name, isDefault: answer.list.isDefault, lineCount: answer.lineCount, updatedAt: new Date().toISOString() };
  const known = current.lists.some((list) => list.id === summary.id);
  const lists = known ? current.lists.map((list) => (list.id === summary.id ? summary : list)) : [...current.lists, summary];
  publish(brand, { status: current.status === "idle" ? "idle" : "ready", lists, defaultLineCount: summary.isDefault ? summary.lineCount : current.defaultLineCount });
}

/** A list this page made or renamed or deleted, or a count it changed: ask again. */
export function refreshAccountLists(brand: string, locale: Locale): Promise<void> {
  return loadAccountLists(brand, locale, true);
}

function subscribeAccount(listener: () => void): () => void {
  accountListeners.add(listener);
  return () => accountListeners.delete(listener);
}

export function useAccountLists(brand: string): AccountLists {
  return useSyncExternalStore(
    subscribeAccount,
    () => accountLists(brand),
    () => IDLE,
  );
}

// ---- changes made outside the page's own islands (the sign-in merge) -------------------------------------------

let revision = 0;
const revisionListeners = new Set<() => void>();

/** The account's lists changed behind the page's back: islands showing a list load it again. */
export function noteListsChanged(): void {
  revision += 1;
  for (const listener of revisionListeners) listener();
}

export function useListsRevision(): number {
  return useSyncExternalStore(
    (listener) => {
      revisionListeners.add(listener);
      return () => revisionListeners.delete(listener);
    },
    () => revision,
    () => 0,
  );
}
