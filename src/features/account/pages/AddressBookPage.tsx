// A5 my-account/address-book: the account's addresses (the default first), each with its edit, make-default and
// delete actions (plain form posts, so they work without JavaScript), and the way to add one.
import { getTranslations } from "next-intl/server";
import { countryName, regionOptions } from "@/features/forms";
import { accountPath } from "../area";
import { AccountNotice } from "../components/AccountNotice";
import { addressLines, MAX_ADDRESSES, type Address } from "../addresses/model";
import { listAddresses } from "../addresses/server/store";
import { accountPage, accountPageMetadata } from "../server/page";
import { readFormFlash } from "../server/form-flash";
import styles from "../components/Account.module.css";
import type { AccountPageProps } from "./props";
import type { Locale } from "@/config/locales";

export async function addressBookMetadata({ params }: AccountPageProps) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "my-account" });
  return accountPageMetadata(t("addresses.title"));
}

export function addressNames(locale: Locale) {
  return {
    country: (code: string) => countryName(code, locale),
    region: (country: string, code: string) => regionOptions(country, locale).find((region) => region.code === code)?.name ?? code,
  };
}

/** What names an address in its buttons: its own name, else its recipient and street. */
const addressName = (address: Address) => address.label || `${address.recipient}, ${address.line1}`;

export async function AddressBookPage({ params, searchParams }: AccountPageProps) {
  const [route, query] = await Promise.all([params, searchParams]);
  const { brand, locale, session } = await accountPage(route, (l) => accountPath(route.brand, l, "address-book"), query);
  const t = await getTranslations({ locale, namespace: "my-account" });
  const [addresses, flash] = await Promise.all([listAddresses(session.subject), readFormFlash("notice", session.subject)]);
  const names = addressNames(locale);
  const dir = brand.brandDirectory;
  const actionBody = (
    <>
      <input type="hidden" name="brand" value={dir} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );

  return (
    <>
      <h1>{t("addresses.title")}</h1>
      <p className={styles.intro}>{t("addresses.intro")}</p>
      <AccountNotice locale={locale} notice={query.notice} problem={flash?.message || undefined} />
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t("addresses.count", { count: addresses.length, max: MAX_ADDRESSES })}</p>
        <a className="btn btn-primary" href={accountPath(dir, locale, "address-book", "new")}>
          {t("addresses.add")}
        </a>
      </div>
      {addresses.length === 0 ? (
        <p>{t("addresses.empty")}</p>
      ) : (
        <ul className={styles.cards}>
          {addresses.map((address) => {
            const name = addressName(address);
            return (
              <li key={address.id} id={`address-${address.id}`} className={styles.card} aria-labelledby={`address-${address.id}-name`}>
                <h2 id={`address-${address.id}-name`}>{address.label || address.recipient}</h2>
                {address.isDefault ? <span className={styles.badge}>{t("addresses.default")}</span> : null}
                <address className={styles.lines}>
                  {addressLines(address, names).map((line, index) => (
                    <span key={index}>
                      {line}
                      <br />
                    </span>
                  ))}
                </address>
                <div className={styles.actions}>
                  <a className="btn btn-secondary" href={accountPath(dir, locale, "address-book", address.id)} aria-label={t("addresses.editNamed", { name })}>
                    {t("addresses.edit")}
                  </a>
                  {address.isDefault ? null : (
                    <form method="post" action={`/api/account/addresses/${address.id}/default`}>
                      {actionBody}
                      <button type="submit" className="btn btn-secondary" aria-label={t("addresses.setDefaultNamed", { name })}>
                        {t("addresses.setDefault")}
                      </button>
                    </form>
                  )}
                  <form method="post" action={`/api/account/addresses/${address.id}/delete`}>
                    {actionBody}
                    <button type="submit" className="btn btn-link" aria-label={t("addresses.deleteNamed", { name })}>
                      {t("addresses.delete")}
                    </button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
