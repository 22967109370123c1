"use client";
// The header's account corner (A1): "Sign in" for visitors (a plain link, so it works before scripts run), the
// account's name and "Sign out" once signed in. Both come back to the page they were used on. A sign-in that could
// not happen comes back with a notice in the URL, shown once as a toast and removed from the address.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "@/platform/ui/toast/toast-store";
import { returnPathKey, saveReturnPath, takeLastReturnPath, takeReturnPath } from "@/platform/navigation/return-path";
import { SIGN_IN_NOTICE_PARAM, withSignInNotice, type SignInNotice } from "../session";
import { useAccount } from "./useAccount";
import styles from "./AccountMenu.module.css";

const NOTICE_TEXT: Record<SignInNotice, "signInFailed" | "signInUnavailable"> = { failed: "signInFailed", unavailable: "signInUnavailable" };

/** The page the visitor is on, without a sign-in notice. */
function currentPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(SIGN_IN_NOTICE_PARAM);
  return `${url.pathname}${url.search}`;
}

const signInHref = (returnTo: string) => `/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;

/** The page's path and query without a sign-in notice, as A2 keys and saves it. */
function currentLocation(): { pathname: string; search: string } {
  const url = new URL(window.location.href);
  url.searchParams.delete(SIGN_IN_NOTICE_PARAM);
  return { pathname: url.pathname, search: url.search };
}

/** Local storage, when the browser lets the page use it (private modes, blocked storage: A2 then relies on the server). */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A2 on arrival: the path saved for this page is read once and removed. After a sign-in that could not bring the
 * visitor back (it failed or outlived its transaction, so the server sent them home with a notice), the latest saved
 * path is where they go, notice kept; `/` (staying) when there is none.
 */
function restoreReturnPath(notice: SignInNotice | undefined): void {
  const store = storage();
  if (!store) return;
  const here = currentLocation();
  const key = returnPathKey(here);
  if (store.getItem(key) !== null) takeReturnPath(store, key, window.location.origin);
  if (!notice) return;
  const back = takeLastReturnPath(store, window.location.origin);
  if (back !== "/" && back !== `${here.pathname}${here.search}`) window.location.replace(withSignInNotice(back, notice));
}

export function AccountMenu({ home, accountHref }: { home: string; accountHref: string }) {
  const t = useTranslations("account");
  const account = useAccount();

  useEffect(() => {
    const url = new URL(window.location.href);
    const param = url.searchParams.get(SIGN_IN_NOTICE_PARAM);
    const notice = param === "failed" || param === "unavailable" ? param : undefined;
    restoreReturnPath(notice);
    if (!notice) return;
    showToast({ type: "error", text: t(NOTICE_TEXT[notice]), key: `sign-in-${notice}`, autoClose: false });
    window.history.replaceState(window.history.state, "", `${currentPath()}${url.hash}`);
  }, [t]);

  if (account.status === "signed-in") {
    return (
      <div className={styles.account} role="group" aria-label={t("accountRegion")}>
        {/* The name is enough to see; "Signed in as" is for screen readers. */}
        <span className={styles.accountName}>
          <span className="visually-hidden">{`${t("signedInAs")} `}</span>
          {account.name}
        </span>
        {/* The account area (A3-A6): profile, lists, address book, orders. */}
        <a href={accountHref} className={styles.accountAction}>
          {t("myAccount")}
        </a>
        <form
          method="post"
          action="/api/auth/sign-out"
          onSubmit={(event) => {
            const field = event.currentTarget.elements.namedItem("returnTo");
            if (field instanceof HTMLInputElement) field.value = currentPath();
          }}
        >
          <input type="hidden" name="returnTo" defaultValue={home} />
          <button type="submit" className={styles.accountAction}>
            {t("signOut")}
          </button>
        </form>
      </div>
    );
  }
  return (
    <a
      href={signInHref(home)}
      // While unknown, hidden where <html> says an account cookie is there (ACCOUNT_HINT_SCRIPT): no flash before the name.
      className={account.status === "unknown" ? `${styles.accountAction} ${styles.signInPending}` : styles.accountAction}
      rel="nofollow"
      // The page's own address at the moment of the click (client navigations change it under a kept header).
      onClick={(event) => {
        event.currentTarget.href = signInHref(currentPath());
        // A2: the path and query are saved under this page's key before leaving for the provider.
        const store = storage();
        if (store) saveReturnPath(store, currentLocation());
      }}
    >
      {t("signIn")}
    </a>
  );
}
