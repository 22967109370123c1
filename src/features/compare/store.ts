"use client";
// The browser's compare list (P6): one localStorage entry per brand, shared by every page and tab.
import { useCallback, useSyncExternalStore } from "react";
import { addToCompare, compareStorageKey, parseCompare, removeFromCompare, serializeCompare, type AddResult, type CompareList } from "./model";

const EMPTY: CompareList = [];
const listeners = new Set<() => void>();
// Snapshots are cached by their stored text so useSyncExternalStore sees a stable value between changes.
const snapshots = new Map<string, { text: string | null; list: CompareList }>();

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function snapshot(brand: string): CompareList {
  const key = compareStorageKey(brand);
  const text = readStored(key);
  const cached = snapshots.get(key);
  if (cached && cached.text === text) return cached.list;
  const list = parseCompare(text);
  snapshots.set(key, { text, list });
  return list;
}

function write(brand: string, list: CompareList): void {
  try {
    window.localStorage.setItem(compareStorageKey(brand), serializeCompare(list));
  } catch {
    // Storage refused (private mode, quota): the list stays as it was rather than breaking the page.
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Other tabs change the list through the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith("compare:")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCompareList(brand: string) {
  const list = useSyncExternalStore(
    subscribe,
    () => snapshot(brand),
    () => EMPTY,
  );
  const add = useCallback((id: string): AddResult => {
    const result = addToCompare(snapshot(brand), id);
    if (result.ok) write(brand, result.list);
    return result;
  }, [brand]);
  const remove = useCallback((id: string) => write(brand, removeFromCompare(snapshot(brand), id)), [brand]);
  const clear = useCallback(() => write(brand, []), [brand]);
  return { list, add, remove, clear };
}
