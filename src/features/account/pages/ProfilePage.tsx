// A3 my-account/profile: what the provider owns (email, password: links to its pages when configured) and the profile
// the site keeps (name, company, role, phone, preferred language, marketing consent), edited in place.
import { getTranslations } from "next-intl/server";
import { LOCALE_INFO } from "@/config/locales";
import { countryOptions, formatPhone } from "@/features/forms";
import { formatDate } from "@/platform/i18n/format";
import { accountPath } from "../area";
import { AccountNotice } from "../components/AccountNotice";
import { emptyProfile, HOME_COUNTRY } from "../profile/model";
import { ProfileForm } from "../profile/components/ProfileForm";
import { findProfile } from "../profile/server/store";
import { accountPage, accountPageMetadata } from "../server/page";
import { readFormFlash } from "../server/form-flash";
import { providerAccountLinks } from "../server/provider-links";
import styles from "../components/Account.module.css";
import type { AccountPageProps } from "./props";

export async function profileMetadata({ params }: AccountPageProps) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "my-account" });
  return accountPageMetadata(t("profile.title"));
}

export async function ProfilePage({ params, searchParams }: AccountPageProps) {
  const [route, query] = await Promise.all([params, searchParams]);
  const { brand, locale, session } = await accountPage(route, (l) => accountPath(route.brand, l, "profile"), query);
  const t = await getTranslations({ locale, namespace: "my-account" });
  const profile = (await findProfile(session.subject)) ?? emptyProfile(session.name);
  const flash = await readFormFlash("profile", session.subject);
  const phoneCountry = profile.phoneCountry || HOME_COUNTRY[locale];
  const values: Record<string, string | boolean> = {
    givenName: profile.givenName,
    familyName: profile.familyName,
    company: profile.company,
    role: profile.role,
    phone: profile.phone ? formatPhone(profile.phone, phoneCountry) : "",
    phoneCountry,
    preferredLocale: profile.preferredLocale,
    marketingConsent: profile.marketingConsent,
  };
  for (const [name, value] of Object.entries(flash?.values ?? {})) if (name in values && (typeof value === "string" || typeof value === "boolean")) values[name] = value;
  const links = providerAccountLinks(LOCALE_INFO[locale].authCode);

  return (
    <>
      <h1>{t("profile.title")}</h1>
      <p className={styles.intro}>{t("profile.intro")}</p>
      <AccountNotice locale={locale} notice={query.notice} />
      <section className={styles.section} aria-labelledby="profile-sign-in">
        <h2 id="profile-sign-in">{t("profile.signIn")}</h2>
        <dl className={styles.facts}>
          <dt>{t("profile.email")}</dt>
          <dd>{session.email}</dd>
        </dl>
        <p>{t("profile.emailManaged")}</p>
        {links.email || links.password ? (
          <ul>
            {links.email ? (
              <li>
                <a href={links.email} rel="noopener">
                  {t("profile.changeEmail")} <span className="visually-hidden">{t("profile.externalLink")}</span>
                </a>
              </li>
            ) : null}
            {links.password ? (
              <li>
                <a href={links.password} rel="noopener">
                  {t("profile.changePassword")} <span className="visually-hidden">{t("profile.externalLink")}</span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="profile-details">
        <h2 id="profile-details">{t("profile.details")}</h2>
        {profile.saved ? null : <p className={styles.intro}>{t("profile.notSavedYet")}</p>}
        <ProfileForm
          brand={brand.brandDirectory}
          locale={locale}
          values={values}
          countries={countryOptions(locale)}
          errors={flash?.errors}
          message={flash?.message}
          consentSince={profile.marketingConsent && profile.consentAt ? t("profile.consentSince", { date: formatDate(profile.consentAt.toISOString(), locale) }) : undefined}
        />
      </section>
    </>
  );
}
