// Footer: groups, contact block, social links, copyright, legal links and cookie preferences (N2, B3, B5, issue 12).
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { sanitizeHtml } from "@/features/content";
import { OPEN_PREFERENCES_ATTRIBUTE } from "@/features/consent";
import { bySortOrder, footerGroups, navHref, switchLocalePath } from "../links";
import { entryLook, lookAttributes } from "../presentation";
import { EntryLabel } from "./EntryLabel";
import styles from "./Footer.module.css";

export async function Footer({ brand, locale, year }: { brand: Brand; locale: Locale; year: number }) {
  const t = await getTranslations({ locale, namespace: "common" });
  const consent = await getTranslations({ locale, namespace: "consent" });
  const dir = brand.brandDirectory;
  const groups = bySortOrder(footerGroups(brand.footer.groups, brand));
  const legal = [brand.privacyPolicy, brand.termsOfUse, ...brand.footer.termsLinks].filter(
    (link, index, all): link is NonNullable<typeof link> => Boolean(link) && all.findIndex((l) => l?.url === link?.url) === index,
  );

  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.group}>
            <h2>{t("contact")}</h2>
            <div className={styles.contact} dangerouslySetInnerHTML={{ __html: sanitizeHtml(brand.contactInformation) }} />
          </div>
          {groups.map((group) => (
            <nav key={group.id} className={styles.group} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {bySortOrder(group.entries).map((entry) => {
                  const raw = navHref(entry.url, entry.external, dir, locale);
                  if (!raw) return null;
                  const crossBrand = raw.startsWith("/") && !raw.startsWith(`/${dir}/`);
                  // A sister brand's site opens in the visitor's current language.
                  const href = crossBrand ? switchLocalePath(raw, locale) : raw;
                  const look = entryLook(entry);
                  return (
                    <li key={entry.id}>
                      {entry.external || crossBrand ? (
                        <a href={href} {...lookAttributes(look)} {...(entry.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                          <EntryLabel title={entry.title} look={look} />
                          {entry.external ? <span className="visually-hidden">{` ${t("externalLink")}`}</span> : null}
                        </a>
                      ) : (
                        <Link href={href} {...lookAttributes(look)} prefetch={false}>
                          <EntryLabel title={entry.title} look={look} />
                        </Link>
                      )}
                    </li>
                  );
                })}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <p>{brand.footer.copyright || t("copyright", { year, name: brand.brandNameForCopyright })}</p>
          {brand.footer.socialLinks.length ? (
            <nav aria-label={t("social")} className={styles.social}>
              <ul>
                {brand.footer.socialLinks.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="visually-hidden">{` ${t("externalLink")}`}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <nav aria-label={t("legal")} className={styles.legal}>
            <ul>
              {legal.map((link) => (
                <li key={link.url}>
                  <a href={navHref(link.url, link.external, dir, locale)}>{link.label}</a>
                </li>
              ))}
              <li>
                {/* Reopens the consent banner (issue 12): the banner's mount point listens for clicks on this attribute. */}
                <button type="button" className={styles.preferences} {...{ [OPEN_PREFERENCES_ATTRIBUTE]: "" }}>
                  {consent("preferences")}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
