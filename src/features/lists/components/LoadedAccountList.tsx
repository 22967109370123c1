"use client";
// An account's list as the lists API answered it (A4), for the islands that ask for it (my list, an account list's page).
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import type { ListLineView } from "../model";
import { exportHref, type ListInfo } from "../client/api";
import { AccountListView } from "./AccountListView";

export interface LoadedList {
  list: ListInfo;
  lines: ListLineView[];
  catalogAnswered: boolean;
  /** The lists' revision it was asked for at. */
  revision: number;
}

export function LoadedAccountList({ brand, locale, loaded, caption, emptyText }: { brand: string; locale: Locale; loaded: LoadedList; caption: string; emptyText: string }) {
  const { list } = loaded;
  return (
    <AccountListView
      // Loaded again (the sign-in merge): the island starts from the new lines.
      key={`${list.id}:${loaded.revision}`}
      brand={brand}
      locale={locale}
      list={list}
      initialLines={loaded.lines}
      catalogAnswered={loaded.catalogAnswered}
      caption={caption}
      exportLinks={{ csv: exportHref(list.id, "csv", locale), excel: exportHref(list.id, "excel", locale) }}
      submittalHref={sitePath(brand, locale, `my-account/lists/${list.id}/submittal`)}
      emptyText={emptyText}
    />
  );
}
