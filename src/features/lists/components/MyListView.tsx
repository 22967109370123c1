"use client";
// My list (A4): the page is one cached shell per brand and locale; this island shows the signed-in account's default
// list (asked for from the API, again after the sign-in merge) or, signed out, the list kept in this browser with an
// offer to sign in.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { FetchError, FetchSkeleton, useRetry } from "@/platform/ui/fetch-state";
import type { Locale } from "@/config/locales";
import { useAccount } from "@/features/account";
import { sitePath } from "@/platform/routing/urls";
import { DEFAULT_LIST_ID } from "../model";
import { listsApi } from "../client/api";
import { useListsRevision } from "../client/store";
import { LoadedAccountList, type LoadedList } from "./LoadedAccountList";
import { BrowserListView } from "./BrowserListView";
import styles from "./Lists.module.css";

type Load = { state: "loading" } | { state: "error"; message: string } | ({ state: "ready" } & LoadedList);

const signInHref = (returnTo: string) => `/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;

export function MyListView({ brand, locale, siteOrigin }: { brand: string; locale: Locale; siteOrigin: string }) {
  const t = useTranslations("lists-pages");
  const tl = useTranslations("lists");
  const account = useAccount();
  const revision = useListsRevision();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const { attempt, retry, region } = useRetry<HTMLDivElement>(() => setLoad({ state: "loading" }));
  const signedIn = account.status === "signed-in";
  const caption = t("detail.caption", { name: tl("myList") });

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void listsApi.detail(DEFAULT_LIST_ID, brand, locale).then((answer) => {
      if (!current) return;
      setLoad(answer.ok ? { state: "ready", ...answer.data, revision } : { state: "error", message: answer.message ?? tl("errors.network") });
    });
    return () => {
      current = false;
    };
  }, [signedIn, brand, locale, revision, attempt, tl]);

  if (account.status === "unknown") return <FetchSkeleton label={t("browser.loading")} shape="table" count={4} />;
  if (!signedIn) {
    const here = sitePath(brand, locale, "my-list");
    return (
      <>
        <p className="prose">
          {t("browser.intro")}{" "}
          <a href={signInHref(here)} rel="nofollow">
            {t("browser.signIn")}
          </a>
        </p>
        <BrowserListView brand={brand} locale={locale} caption={caption} emptyText={t("detail.empty")} siteOrigin={siteOrigin} />
      </>
    );
  }
  return (
    <>
      <p>
        <a href={sitePath(brand, locale, "my-account/lists")}>{t("detail.backToLists")}</a>
      </p>
      <div ref={region} tabIndex={-1} role="group" aria-label={caption}>
        {load.state === "loading" ? (
          <FetchSkeleton label={t("browser.loading")} shape="table" count={4} />
        ) : load.state === "error" ? (
          <FetchError
            message={load.message}
            retryLabel={tl("retry")}
            className={styles.inlineError}
            onRetry={retry}
          />
        ) : (
          <LoadedAccountList brand={brand} locale={locale} loaded={load} caption={caption} emptyText={t("detail.empty")} />
        )}
      </div>
    </>
  );
}
