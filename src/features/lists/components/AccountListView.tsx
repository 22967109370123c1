"use client";
// An account's list (A4): the lines the server rendered with live product data, edited through the API; the header's
// count follows. Removing a line offers to put it back.
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { showToast } from "@/platform/ui/toast/toast-store";
import { moveLine, type ListLineView, type MoveDirection } from "../model";
import { listsApi, type ApiResult, type ListInfo } from "../client/api";
import { refreshAccountLists } from "../client/store";
import { ListLines, type LineOps } from "./ListLines";
import { ListToolbar } from "./ListToolbar";
import styles from "./Lists.module.css";

export function AccountListView({
  brand,
  locale,
  list,
  initialLines,
  catalogAnswered,
  caption,
  exportLinks,
  submittalHref,
  emptyText,
}: {
  brand: string;
  locale: Locale;
  list: ListInfo;
  initialLines: ListLineView[];
  catalogAnswered: boolean;
  caption: string;
  exportLinks: { csv: string; excel: string };
  submittalHref: string;
  emptyText: string;
}) {
  const t = useTranslations("lists-pages");
  const tl = useTranslations("lists");
  const [lines, setLines] = useState<readonly ListLineView[]>(initialLines);
  const failure = (answer: ApiResult<unknown>) => (answer.ok ? undefined : (answer.message ?? tl("errors.network")));

  const ops: LineOps = {
    async setQuantity(productId, quantity) {
      const answer = await listsApi.updateLine(list.id, locale, productId, { quantity });
      if (answer.ok) setLines((current) => current.map((line) => (line.productId === productId ? { ...line, quantity: answer.data.line.quantity } : line)));
      return failure(answer);
    },
    async setNote(productId, note) {
      const answer = await listsApi.updateLine(list.id, locale, productId, { note });
      if (answer.ok) setLines((current) => current.map((line) => (line.productId === productId ? { ...line, note: answer.data.line.note } : line)));
      return failure(answer);
    },
    async move(productId: string, direction: MoveDirection) {
      const answer = await listsApi.moveLine(list.id, locale, productId, direction);
      if (answer.ok) setLines((current) => moveLine(current, current.findIndex((line) => line.productId === productId), direction));
      return failure(answer);
    },
    async remove(productId) {
      const removed = lines.find((line) => line.productId === productId);
      const answer = await listsApi.removeLine(list.id, locale, productId);
      if (!answer.ok) return failure(answer);
      setLines((current) => current.filter((line) => line.productId !== productId));
      void refreshAccountLists(brand, locale);
      if (removed) {
        const name = removed.product?.name ?? removed.productName;
        showToast({
          type: "info",
          text: t("detail.removed", { name }),
          buttonLabel: tl("undo"),
          key: `list-removed-${productId}-${Date.now()}`,
          action: () => {
            void (async () => {
              const back = await listsApi.add(list.id, brand, locale, productId, removed.quantity);
              if (back.ok && removed.note) await listsApi.updateLine(list.id, locale, productId, { note: removed.note });
              if (back.ok) {
                setLines((current) => (current.some((line) => line.productId === productId) ? current : [...current, removed]));
                void refreshAccountLists(brand, locale);
              } else showToast({ type: "error", text: back.message ?? tl("errors.network"), key: `list-restore-failed-${productId}` });
            })();
          },
        });
      }
      return undefined;
    },
  };

  return (
    <>
      {lines.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      <ListLines lines={lines} ops={ops} catalogAnswered={catalogAnswered} caption={caption} />
      <ListToolbar brand={brand} locale={locale} lines={lines} exportTarget={{ kind: "links", ...exportLinks }} submittalHref={submittalHref} list={list} />
    </>
  );
}
