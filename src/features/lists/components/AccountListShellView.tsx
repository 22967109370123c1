"use client";
// One of the account's lists (my-account/lists/{id}, A4) as a cached shell's island: the page's HTML is the same for
// every list and every account (proxy.ts serves it only to the list's own account; anyone else gets the per-request
// route's 404 or sign-in), and this island reads the list's id from the address, then its name and lines from the API.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { FetchError, FetchSkeleton, useRetry } from "@/platform/ui/fetch-state";
import { usePathname } from "next/navigation";
import type { Locale } from "@/config/locales";
import { useAccount } from "@/features/account";
import { sitePath } from "@/platform/routing/urls";
import { isListUuid } from "../model";
import { listsApi } from "../client/api";
import { useListsRevision } from "../client/store";
import { LoadedAccountList, type LoadedList } from "./LoadedAccountList";
import styles from "./Lists.module.css";

type Load =
  | { state: "loading" }
  | { state: "error"; message: string; retry: boolean }
  | ({ state: "ready" } & LoadedList);

const signInHref = (returnTo: string) => `/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;

/** The list id of an account list's address (`/{brand}/{locale}/my-account/lists/{id}`), when it is one. */
export function listIdOfPath(pathname: string): string | undefined {
  const id = /\/my-account\/lists\/([^/]+)\/?$/.exec(pathname)?.[1];
  return isListUuid(id) ? id : undefined;
}

export function AccountListShellView({ brand, locale }: { brand: string; locale: Locale }) {
  const t = useTranslations("lists-pages");
  const tl = useTranslations("lists");
  const account = useAccount();
  const revision = useListsRevision();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const { attempt, retry, region } = useRetry<HTMLHeadingElement>(() => setLoad({ state: "loading" }));
  const signedIn = account.status === "signed-in";
  // The public address (on a client navigation, before the address bar shows it); the address bar on a first load.
  const pathname = usePathname();

  useEffect(() => {
    // The session ended since the page was asked for: to sign-in, and back here (C6).
    if (account.status === "signed-out") window.location.replace(signInHref(`${window.location.pathname}${window.location.search}`));
  }, [account.status]);

  useEffect(() => {
    if (!signedIn) return;
    const id = listIdOfPath(pathname ?? "") ?? listIdOfPath(window.location.pathname);
    let current = true;
    const asked: ReturnType<typeof listsApi.detail> = id ? listsApi.detail(id, brand, locale) : Promise.resolve({ ok: false, code: "notFound", message: tl("errors.notFound") });
    void asked.then((answer) => {
      if (!current) return;
      if (!answer.ok && answer.code === "signedOut") {
        window.location.replace(signInHref(`${window.location.pathname}${window.location.search}`));
        return;
      }
      setLoad(
        answer.ok
          ? { state: "ready", ...answer.data, revision }
          : { state: "error", message: answer.message ?? tl("errors.network"), retry: answer.code !== "notFound" },
      );
    });
    return () => {
      current = false;
    };
  }, [signedIn, pathname, brand, locale, revision, attempt, tl]);

  const back = (
    <p>
      <a href={sitePath(brand, locale, "my-account/lists")}>{t("detail.backToLists")}</a>
    </p>
  );
  if (load.state !== "ready") {
    return (
      <>
        {back}
        <h1 id="list-title" ref={region} tabIndex={-1}>{t("detail.title")}</h1>
        {load.state === "loading" ? (
          <FetchSkeleton label={t("browser.loading")} shape="table" count={4} />
        ) : (
          load.retry ? (
            <FetchError
              message={load.message}
              retryLabel={tl("retry")}
              className={styles.inlineError}
              onRetry={retry}
            />
          ) : (
            <div role="alert" className={styles.inlineError}>
              <p>{load.message}</p>
            </div>
          )
        )}
      </>
    );
  }
  const name = load.list.isDefault ? tl("myList") : load.list.name;
  return (
    <>
      {back}
      <h1 id="list-title" ref={region} tabIndex={-1}>{name}</h1>
      <LoadedAccountList brand={brand} locale={locale} loaded={load} caption={t("detail.caption", { name })} emptyText={t("detail.empty")} />
    </>
  );
}
