// Site header: top links, logo, site navigation with the product megamenu, language and brand switchers, account.
import { ServerImage } from "@/platform/ui/image/ServerImage";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { bySortOrder, navHref } from "../links";
import type { NavigationEntry } from "../model";
import { entryLook, type EntryLook } from "../presentation";
import { entryLinkHtml } from "./entry-label";
import { html, joined } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { sitePath } from "@/platform/routing/urls";
import type { NavItem, NavLink } from "./nav-items";
import { SiteNavigation } from "./SiteNavigation";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { BrandSwitcher } from "./BrandSwitcher";
import { HeaderSearch } from "@/features/search/ui";
import { assortmentOf } from "@/features/catalog";
import { HeaderCompareLink } from "@/features/compare/ui";
import { accountPath, showsAccount } from "@/features/account";
import { AccountMenu } from "@/features/account/ui";
import { HeaderListLink } from "@/features/lists/ui";
import { brandShowsLists } from "@/features/lists";
import styles from "./Header.module.css";

/** Only what the entry has: the links are the navigation island's props, in every page's RSC payload (ADR 72). */
function compactLook(entry: NavigationEntry): { external?: true; look?: EntryLook } {
  const look = entryLook(entry);
  return { ...(entry.external ? { external: true as const } : {}), ...(Object.keys(look).length > 0 ? { look } : {}) };
}

function toLink(entry: NavigationEntry, brand: string, locale: Locale): NavLink | null {
  const href = navHref(entry.url, entry.external, brand, locale);
  return href ? { id: entry.id, title: entry.title, href, ...compactLook(entry) } : null;
}

/** A menu's dropdown links as static markup; those inside the site navigate on the client, as next/link's did. */
function dropdown(links: readonly NavLink[], newTabLabel: string): Pick<NavItem, "menu"> {
  if (links.length === 0) return {};
  return { menu: <StaticMarkup as="ul" links="client" html={joined(links.map((link) => html`<li>!${entryLinkHtml(link, newTabLabel)}</li>`))} /> };
}

export async function Header({
  brand,
  locale,
  brands,
}: {
  brand: Brand;
  locale: Locale;
  brands: { brandDirectory: string; brandName: string }[];
}) {
  const [t, search] = await Promise.all([getTranslations({ locale, namespace: "common" }), getTranslations({ locale, namespace: "search" })]);
  const dir = brand.brandDirectory;
  const items: NavItem[] = bySortOrder(brand.header.siteNavigation).map((entry) => {
    const href = navHref(entry.url, entry.external, dir, locale);
    return {
      id: entry.id,
      title: entry.title,
      ...(href ? { href } : {}),
      ...compactLook(entry),
      ...dropdown(bySortOrder(entry.children).flatMap((child) => toLink(child, dir, locale) ?? []), t("externalLink")),
      ...(entry.kind === "productHierarchy"
        ? { megamenuSrc: sitePath(dir, locale, "megamenu.json"), catalogLink: { id: `${entry.id}-all`, title: t("viewAllProducts"), href: sitePath(dir, locale, "products") } }
        : {}),
    };
  });
  const topLinks = bySortOrder(brand.header.topLinks).flatMap((entry) => toLink(entry, dir, locale) ?? []);

  return (
    <header className={styles.header}>
      <a className="skip-link" href="#main">
        {t("skipToContent")}
      </a>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          {/* Static markup (ADR 74): the top links are HTML text; those inside the site navigate on the client. */}
          <StaticMarkup
            as="nav"
            links="client"
            aria-label={t("topLinks")}
            className={styles.topLinks}
            html={html`<ul>!${joined(topLinks.map((link) => html`<li>!${entryLinkHtml(link, t("externalLink"))}</li>`))}</ul>`}
          />
          <LanguageSwitcher current={locale} label={t("chooseLanguage")} />
          {brand.redacted ? null : <BrandSwitcher brands={brands} current={dir} locale={locale} label={t("chooseBrand")} />}
          {/* P6: the compare list with the other utilities, so the main bar keeps logo, menu and search on one line. */}
          <HeaderCompareLink brand={dir} href={sitePath(dir, locale, "compare")} />
          {/* A4: My list and its count (the account's default list, or this browser's), where the brand shows lists (B4, B5). */}
          {brandShowsLists(brand) ? <HeaderListLink brand={dir} locale={locale} href={sitePath(dir, locale, "my-list")} /> : null}
          {/* B4, B5: the account corner only where the brand shows accounts. */}
          {showsAccount(brand) ? <AccountMenu home={sitePath(dir, locale)} accountHref={accountPath(dir, locale)} /> : null}
        </div>
      </div>
      <div className={`container ${styles.mainbar}`}>
        <div>
          <Link href={navHref(brand.logoLink, false, dir, locale) ?? `/${dir}/${locale}`} className={styles.logo} prefetch={false}>
            {brand.logo ? (
              <ServerImage src={brand.logo.url} alt={t("logoAlt", { brand: brand.brandName })} width={brand.logo.width} height={brand.logo.height} priority />
            ) : (
              <span>{brand.brandName}</span>
            )}
          </Link>
          {brand.endorsement ? <p className={styles.endorsement}>{brand.endorsement}</p> : null}
        </div>
        <SiteNavigation items={items} label={t("mainNavigation")} menuLabel={t("openMenu")} loadingLabel={t("menuLoading")} errorLabel={t("menuError")} retryLabel={t("menuRetry")} />
        {/* S3: a plain GET form to the search page without JavaScript; suggestions load on first focus. */}
        <HeaderSearch
          action={sitePath(dir, locale, "search")}
          context={{
            brandDirectory: dir,
            locale,
            // The three lists of the assortment, not the two filter strings built from them (about 1 KB on every page).
            assortment: assortmentOf(brand),
            querySuggestions: true,
            // No searchPath: the suggestions lead to the brand's search page by default, which `action` is too.
          }}
          // The list's own words load with its code (ON_DEMAND_CLIENT_MESSAGES "search-suggestions").
          labels={{ label: search("headerLabel"), submit: search("headerSubmit"), error: search("suggestionsError") }}
        />
      </div>
    </header>
  );
}
