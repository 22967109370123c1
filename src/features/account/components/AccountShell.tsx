// The account area's frame (A3-A7): its navigation (Profile, Lists, Address book, Orders), who is signed in, "Sign out"
// and "Sign out everywhere" (every session of the account ends: ADR 28), beside the page. Server-rendered; the messages
// the area's client parts read are given here.
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { accountPath, visibleSections, type AccountBrandFlags } from "../area";
import { AccountNavLinks } from "./AccountNavLinks";
import styles from "./Account.module.css";

const CLIENT_NAMESPACES = ["my-account", "forms", "form-errors", "account", "ui", "errors"] as const;

/**
 * `name` says who is signed in (pages rendered per request); `signedIn` alone gives the sign-out buttons without a name,
 * for a cached shell that is only ever served to a signed-in account (the list page, proxy.ts).
 */
export async function AccountShell({ brand, locale, name, signedIn = name !== undefined, children }: { brand: AccountBrandFlags & { brandDirectory: string }; locale: Locale; name?: string; signedIn?: boolean; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "my-account" });
  const messages = await getMessages({ locale });
  const links = visibleSections(brand).map((section) => ({ href: accountPath(brand.brandDirectory, locale, section), label: t(`sections.${section}`) }));
  const home = sitePath(brand.brandDirectory, locale);
  return (
    <NextIntlClientProvider locale={locale} messages={Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]]))}>
      <div className={`container ${styles.area}`}>
        <nav className={styles.nav} aria-label={t("navLabel")}>
          {name ? <p className={styles.who}>{t("signedInAs", { name })}</p> : null}
          <AccountNavLinks links={links} />
          {signedIn ? (
            <div className={styles.signOut}>
              <form method="post" action="/api/auth/sign-out">
                <input type="hidden" name="returnTo" value={home} />
                <button type="submit" className="btn btn-secondary">
                  {t("signOut")}
                </button>
              </form>
              <form method="post" action="/api/auth/sign-out">
                <input type="hidden" name="returnTo" value={home} />
                <input type="hidden" name="everywhere" value="1" />
                <button type="submit" className="btn btn-secondary" aria-describedby="sign-out-everywhere-hint">
                  {t("signOutEverywhere")}
                </button>
              </form>
              <p id="sign-out-everywhere-hint">{t("signOutEverywhereHint")}</p>
            </div>
          ) : null}
        </nav>
        <div className={styles.content}>{children}</div>
      </div>
    </NextIntlClientProvider>
  );
}
