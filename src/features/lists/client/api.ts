// The browser's calls to the lists API (/api/lists, ADR 43): JSON in and out, the server's translated message on a
// refusal, `network` when no answer came. Cached pages stay shared: everything personal comes through here.
import type { Locale } from "@/config/locales";
import type { LineProduct, ListErrorCode, ListLine, ListLineView, ListSummary, MoveDirection } from "../model";

export type ApiResult<T> = { ok: true; data: T } | { ok: false; code: ListErrorCode | "network"; message?: string };

export interface ListInfo {
  id: string;
  name: string;
  isDefault: boolean;
  brand: string;
  shared: boolean;
  sharePath?: string;
}

export interface AddAnswer {
  list: ListInfo;
  line: Pick<ListLine, "productId" | "catalogNumber" | "productName" | "quantity">;
  created: boolean;
  added: number;
  lineCount: number;
}

async function request<T>(method: "GET" | "POST", path: string, body?: Record<string, unknown>): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/api/lists${path}`, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      ...(method === "POST" ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) } : {}),
    });
    const json = (await response.json().catch(() => undefined)) as (T & { error?: ListErrorCode; message?: string }) | undefined;
    if (response.ok && json) return { ok: true, data: json };
    return { ok: false, code: json?.error ?? "unavailable", message: json?.message };
  } catch {
    return { ok: false, code: "network" };
  }
}

const lineUrl = (listId: string, productId: string, action = "") => `/${encodeURIComponent(listId)}/lines/${encodeURIComponent(productId)}${action ? `/${action}` : ""}`;

export const listsApi = {
  summaries: (brand: string, locale: Locale) =>
    request<{ lists: ListSummary[]; defaultLineCount: number }>("GET", `?${new URLSearchParams({ brand, locale })}`),
  detail: (listId: string, brand: string, locale: Locale) =>
    request<{ list: ListInfo; lines: ListLineView[]; catalogAnswered: boolean }>("GET", `/${encodeURIComponent(listId)}?${new URLSearchParams({ brand, locale })}`),
  create: (brand: string, locale: Locale, name: string) => request<{ list: ListInfo }>("POST", "", { brand, locale, name }),
  rename: (listId: string, locale: Locale, name: string) => request<{ ok: true }>("POST", `/${encodeURIComponent(listId)}/rename`, { locale, name }),
  remove: (listId: string, locale: Locale) => request<{ ok: true }>("POST", `/${encodeURIComponent(listId)}/delete`, { locale }),
  add: (listId: string, brand: string, locale: Locale, productId: string, quantity: number) =>
    request<AddAnswer>("POST", `/${encodeURIComponent(listId)}/lines`, { ...(listId === "default" ? { brand } : {}), locale, productId, quantity }),
  undo: (listId: string, locale: Locale, productId: string, quantity: number, created: boolean) =>
    request<{ ok: true }>("POST", lineUrl(listId, productId, "undo"), { locale, quantity, created }),
  updateLine: (listId: string, locale: Locale, productId: string, change: { quantity?: number; note?: string }) =>
    request<{ ok: true; line: ListLine }>("POST", lineUrl(listId, productId), { locale, ...change }),
  removeLine: (listId: string, locale: Locale, productId: string) => request<{ ok: true }>("POST", lineUrl(listId, productId, "remove"), { locale }),
  moveLine: (listId: string, locale: Locale, productId: string, direction: MoveDirection) =>
    request<{ ok: true }>("POST", lineUrl(listId, productId, "move"), { locale, direction }),
  share: (listId: string, locale: Locale) => request<{ list: ListInfo }>("POST", `/${encodeURIComponent(listId)}/share`, { locale }),
  unshare: (listId: string, locale: Locale) => request<{ list: ListInfo }>("POST", `/${encodeURIComponent(listId)}/unshare`, { locale }),
  merge: (brand: string, locale: Locale, lines: readonly ListLine[]) =>
    request<{ list: ListInfo; merged: number; skipped: number; unknown: number; notice: string }>("POST", "/merge", {
      brand,
      locale,
      lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity, ...(line.note ? { note: line.note } : {}) })),
    }),
  products: (brand: string, locale: Locale, ids: readonly string[]) =>
    request<{ products: Record<string, LineProduct>; catalogAnswered: boolean }>("POST", "/products", { brand, locale, ids }),
};

/** Where the export of a list downloads from. */
export function exportHref(listId: string, format: "csv" | "excel", locale: Locale): string {
  return `/api/lists/${encodeURIComponent(listId)}/export?${new URLSearchParams({ format, locale })}`;
}
