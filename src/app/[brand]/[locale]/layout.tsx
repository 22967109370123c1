// Root layout of every brand x locale: theme, header, footer and the client behaviours of U1-U3, R13.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getMessages, setRequestLocale } from "next-intl/server";
import { NextIntlClientProvider } from "next-intl";
import { LOCALE_INFO, isLocale } from "@/config/locales";
import { brandThemeStyle } from "@/features/brand";
import { getBrandChrome, listSiteParams } from "@/features/navigation/server";
import { Header } from "@/features/navigation/ui";
import { Footer } from "@/features/navigation/ui";
import { navHref } from "@/features/navigation";
import { ConsentBanner } from "@/features/consent/ui";
import { CONSENT_HINT_SCRIPT } from "@/features/consent";
import { PlatformBehaviours } from "../../platform-behaviours";
import { PUBLIC_SITE_ORIGIN } from "@/platform/routing/urls";
import { LAYOUT_CLIENT_MESSAGES, pickMessages } from "@/platform/i18n/client-messages";
import { ACCOUNT_HINT_SCRIPT } from "@/features/account";
import "../../globals.css";
import "../../print.css";

export const dynamicParams = true;


export async function generateStaticParams() {
  return listSiteParams();
}

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { brand: dir, locale } = await params;
  if (!isLocale(locale)) return {};
  const chrome = await getBrandChrome(dir, locale);
  if (!chrome) return {};
  return {
    metadataBase: new URL(PUBLIC_SITE_ORIGIN),
    title: { template: `%s | ${chrome.brand.brandName}`, default: chrome.brand.brandName },
    applicationName: chrome.brand.brandName,
  };
}

export default async function BrandLocaleLayout({ children, params }: { children: React.ReactNode; params: Params }) {
  const { brand: dir, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(dir, locale);
  if (!chrome) notFound();
  const { brand, brands } = chrome;
  const messages = await getMessages();
  // Only what client components read: every page carries these in its RSC payload, inlined in the HTML, so the rest
  // stays on the server (issue 15, ADR 45).
  const clientMessages = pickMessages(messages, LAYOUT_CLIENT_MESSAGES);
  const privacyHref = brand.privacyPolicy ? navHref(brand.privacyPolicy.url, brand.privacyPolicy.external, dir, locale) : undefined;

  return (
    // suppressHydrationWarning: the consent and account hint scripts may mark <html> before React hydrates it.
    <html lang={LOCALE_INFO[locale].iso} suppressHydrationWarning>
      <head>
        {/* Before the first paint: whether the consent banner every page holds is shown (ADR 31 amendment). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_HINT_SCRIPT }} />
        {brand.showMyAccount && !brand.redacted ? <script dangerouslySetInnerHTML={{ __html: ACCOUNT_HINT_SCRIPT }} /> : null}
      </head>
      <body style={brandThemeStyle(brand)}>
        <NextIntlClientProvider messages={clientMessages}>
          {/* First in the page, so keyboard and screen reader users meet the consent question first (issue 12, ADR 31). */}
          <ConsentBanner locale={locale} brandName={brand.brandName} privacy={privacyHref && brand.privacyPolicy ? { href: privacyHref, label: brand.privacyPolicy.label } : undefined} />
          <Header brand={brand} locale={locale} brands={brands} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer brand={brand} locale={locale} year={new Date().getFullYear()} />
          <PlatformBehaviours locale={locale} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
