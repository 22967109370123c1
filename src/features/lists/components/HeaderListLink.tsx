"use client";
// The header's "My list" link (A4) with the number of products in it: the account's default list once signed in, the
// list kept in this browser before. At sign-in, the browser's list is merged into the account's default list once
// (ADR 43: the larger quantity wins, so a merge repeated by another tab changes nothing) and then cleared here.
import Link from "next/link";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { useAccount } from "@/features/account";
import { showToast } from "@/platform/ui/toast/toast-store";
import { listsApi } from "../client/api";
import { loadAccountLists, noteListsChanged, readBrowserList, refreshAccountLists, useAccountLists, useBrowserList, writeBrowserList } from "../client/store";
import styles from "@/platform/ui/header-link/HeaderLink.module.css";

export function HeaderListLink({ brand, locale, href }: { brand: string; locale: Locale; href: string }) {
  const t = useTranslations("lists");
  const account = useAccount();
  const browser = useBrowserList(brand);
  const lists = useAccountLists(brand);
  const merging = useRef(false);
  const signedIn = account.status === "signed-in";

  useEffect(() => {
    if (signedIn) void loadAccountLists(brand, locale);
  }, [signedIn, brand, locale]);

  useEffect(() => {
    if (!signedIn || browser.length === 0 || merging.current) return;
    merging.current = true;
    const sent = readBrowserList(brand);
    void listsApi.merge(brand, locale, sent).then((answer) => {
      merging.current = false;
      if (!answer.ok) {
        // Kept in the browser: the next page tries again (a list limit is said once per page).
        if (answer.code === "listLimit" && answer.message) showToast({ type: "error", text: answer.message, key: "list-merge-limit" });
        return;
      }
      // Lines added meanwhile in another tab stay for the next merge.
      const sentIds = new Set(sent.map((line) => line.productId));
      writeBrowserList(
        brand,
        readBrowserList(brand).filter((line) => !sentIds.has(line.productId)),
      );
      void refreshAccountLists(brand, locale);
      const { merged, skipped, notice } = answer.data;
      // A page showing the account's lists (My list, above all) shows them merged.
      if (merged > 0) noteListsChanged();
      // The server says what came and what did not fit, in the page's language.
      if (notice) showToast({ type: skipped > 0 ? "warning" : "success", text: notice, key: "list-merged", autoClose: skipped > 0 ? false : true });
    });
  }, [signedIn, browser, brand, locale]);

  const count = signedIn ? (lists.status === "ready" ? lists.defaultLineCount : undefined) : account.status === "signed-out" ? browser.length : undefined;
  return (
    // As the compare link: its name is its own text, so it holds what is seen (WCAG 2.5.3): "My list 3 3 products".
    <Link href={href} prefetch={false} className={styles.link} data-count={count}>
      {t("headerLink")}
      {count !== undefined ? (
        <>
          {" "}
          <span className={styles.count}>{count}</span>
          <span className="visually-hidden"> {t("headerCount", { count })}</span>
        </>
      ) : null}
    </Link>
  );
}
