"use client";
// The header's account corner (A1): "Sign in" for visitors (a plain link, so it works before scripts run), the
// account's name and "Sign out" once signed in. Both come back to the page they were used on. A sign-in that could
// not happen comes back with a notice in the URL, shown once as a toast and removed from the address.
import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { showToast } from "@/platform/ui/toast/toast-store";
import { SIGN_IN_NOTICE_PARAM, type SignInNotice } from "../session";
import { useAccount } from "./useAccount";
import styles from "@/features/navigation/components/Header.module.css";

const NOTICE_TEXT: Record<SignInNotice, "signInFailed" | "signInUnavailable"> = { failed: "signInFailed", unavailable: "signInUnavailable" };

/** The page the visitor is on, without a sign-in notice. */
function currentPath(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(SIGN_IN_NOTICE_PARAM);
  return `${url.pathname}${url.search}`;
}

const signInHref = (returnTo: string) => `/api/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`;

export function AccountMenu({ home, accountHref }: { home: string; accountHref: string }) {
  const t = useTranslations("account");
  const account = useAccount();

  useEffect(() => {
    const url = new URL(window.location.href);
    const notice = url.searchParams.get(SIGN_IN_NOTICE_PARAM);
    if (notice !== "failed" && notice !== "unavailable") return;
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
      }}
    >
      {t("signIn")}
    </a>
  );
}
