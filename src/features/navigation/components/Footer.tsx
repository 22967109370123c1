// Footer: groups, contact block, social links, copyright, legal links and cookie preferences (N2, B3, B5, issue 12).
// Static markup (ADR 74): no element of it changes in the browser, so it is sent as its HTML text, and its links inside
// the site navigate on the client as next/link's do. The cookie preferences button is handled by the consent banner's
// mount point, which listens for clicks on its attribute.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { sanitizeHtml } from "@/features/content";
import { OPEN_PREFERENCES_ATTRIBUTE } from "@/features/consent";
import { html, joined, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { bySortOrder, footerGroups, navHref, switchLocalePath } from "../links";
import { entryLook } from "../presentation";
import { entryLinkHtml } from "./entry-label";
import styles from "./Footer.module.css";

export async function Footer({ brand, locale, year }: { brand: Brand; locale: Locale; year: number }) {
  const t = await getTranslations({ locale, namespace: "common" });
  const consent = await getTranslations({ locale, namespace: "consent" });
  const dir = brand.brandDirectory;
  const newTab = t("externalLink");
  const groups = bySortOrder(footerGroups(brand.footer.groups, brand));
  const legal = [brand.privacyPolicy, brand.termsOfUse, ...brand.footer.termsLinks].filter(
    (link, index, all): link is NonNullable<typeof link> => Boolean(link) && all.findIndex((l) => l?.url === link?.url) === index,
  );

  const groupHtml = joined(
    groups.map((group) => {
      const items = bySortOrder(group.entries).flatMap((entry) => {
        const raw = navHref(entry.url, entry.external, dir, locale);
        if (!raw) return [];
        // A sister brand's site opens in the visitor's current language, as a full page load (R9).
        const crossBrand = raw.startsWith("/") && !raw.startsWith(`/${dir}/`);
        const href = crossBrand ? switchLocalePath(raw, locale) : raw;
        return [html`<li>!${entryLinkHtml({ href, title: entry.title, look: entryLook(entry), external: entry.external, fullLoad: crossBrand }, newTab)}</li>`];
      });
      return html`<nav class="${styles.group}" aria-label="${group.title}"><h2>${group.title}</h2><ul>!${joined(items)}</ul></nav>`;
    }),
  );
  const social = brand.footer.socialLinks.length
    ? html`<nav aria-label="${t("social")}" class="${styles.social}"><ul>!${joined(
        brand.footer.socialLinks.map((link) => html`<li><a href="${link.url}" target="_blank" rel="noopener noreferrer">${link.label}<span class="visually-hidden"> ${newTab}</span></a></li>`),
      )}</ul></nav>`
    : "";
  const legalItems = joined(
    legal.flatMap((link) => {
      const href = navHref(link.url, link.external, dir, locale);
      return href ? [html`<li><a href="${href}">${link.label}</a></li>`] : [];
    }),
  );
  // The contact block is the brand's rich text, sanitized by the content feature: inserted as the markup it is.
  const contact = sanitizeHtml(brand.contactInformation) as Markup;

  return (
    <StaticMarkup
      as="footer"
      links="client"
      className={styles.footer}
      html={html`<div class="container"><div class="${styles.grid}"><div class="${styles.group}"><h2>${t("contact")}</h2><div class="${styles.contact}">!${contact}</div></div>!${groupHtml}</div><div class="${styles.bottom}"><p>${brand.footer.copyright || t("copyright", { year, name: brand.brandNameForCopyright })}</p>!${social}<nav aria-label="${t("legal")}" class="${styles.legal}"><ul>!${legalItems}<li><button type="button" class="${styles.preferences}" !${OPEN_PREFERENCES_ATTRIBUTE}="">${consent("preferences")}</button></li></ul></nav></div></div>`}
    />
  );
}
