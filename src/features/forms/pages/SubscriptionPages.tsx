// The subscribe form's link pages (F9): /subscribe/confirm?token= confirms a pending subscription (idempotent) and
// /subscribe/unsubscribe?token= asks before unsubscribing, with a plain form posting to /api/subscriptions/unsubscribe
// (a mail scanner that opens the link unsubscribes nobody). Both are per request, not indexed, and every outcome
// (bad token, expired link, a later unsubscribe) is a translated page with status 200 and a way home.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, type Locale } from "@/config/locales";
import { getBrandChrome } from "@/features/navigation/server";
import { sitePath } from "@/platform/routing/urls";
import { formsSecret } from "../server/captcha";
import { confirmSubscription, findSubscription, signToken, verifyToken } from "../server/subscriptions";
import styles from "./FormPages.module.css";

type Params = Promise<{ brand: string; locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function pageContext(params: Params) {
  const { brand, locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const chrome = await getBrandChrome(brand, locale);
  if (!chrome) notFound();
  const t = await getTranslations({ locale, namespace: "subscribe" });
  return { brand, locale: locale as Locale, brandName: chrome.brand.brandName, t };
}

export async function subscriptionMetadata(kind: "confirm" | "unsubscribe", params: Params): Promise<Metadata> {
  const { brand, locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, chrome] = await Promise.all([getTranslations({ locale, namespace: "subscribe" }), getBrandChrome(brand, locale)]);
  return { title: kind === "confirm" ? t("confirm.title") : t("unsubscribe.title", { brand: chrome?.brand.brandName ?? brand }), robots: { index: false, follow: false } };
}

function Outcome({ title, body, home, children }: { title: string; body: string; home: { href: string; label: string }; children?: React.ReactNode }) {
  return (
    <div className={`container-narrow ${styles.page}`}>
      <h1>{title}</h1>
      <p>{body}</p>
      {children}
      <p className={styles.links}>
        <Link className="btn btn-secondary" href={home.href}>
          {home.label}
        </Link>
      </p>
    </div>
  );
}

export async function SubscribeConfirmPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand, locale, brandName, t } = await pageContext(params);
  const home = { href: sitePath(brand, locale), label: t("confirm.home") };
  const check = verifyToken((await searchParams).token, "confirm", formsSecret());
  if (!check.ok) {
    const expired = check.reason === "expired";
    return <Outcome title={t(expired ? "confirm.expiredTitle" : "confirm.invalidTitle")} body={t(expired ? "confirm.expiredBody" : "confirm.invalidBody")} home={home} />;
  }
  const found = await findSubscription(check.subscriptionId);
  if (!found || found.brand !== brand) return <Outcome title={t("confirm.invalidTitle")} body={t("confirm.invalidBody")} home={home} />;
  if (found.status === "unsubscribed") return <Outcome title={t("confirm.unsubscribedTitle")} body={t("confirm.unsubscribedBody")} home={home} />;
  const row = (await confirmSubscription(found.id)) ?? found;
  const unsubscribeHref = sitePath(brand, locale, `subscribe/unsubscribe?token=${encodeURIComponent(signToken(row.id, "unsubscribe", formsSecret()))}`);
  return (
    <Outcome title={t("confirm.title")} body={t("confirm.body", { email: row.email, brand: brandName })} home={home}>
      <p>
        <Link href={unsubscribeHref}>{t("confirm.unsubscribeLink")}</Link>
      </p>
    </Outcome>
  );
}

export async function SubscribeUnsubscribePage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const { brand, locale, brandName, t } = await pageContext(params);
  const home = { href: sitePath(brand, locale), label: t("unsubscribe.home") };
  const token = (await searchParams).token;
  const check = verifyToken(token, "unsubscribe", formsSecret());
  const found = check.ok ? await findSubscription(check.subscriptionId) : undefined;
  if (!check.ok || !found || found.brand !== brand) return <Outcome title={t("unsubscribe.invalidTitle")} body={t("unsubscribe.invalidBody")} home={home} />;
  if (found.status === "unsubscribed") return <Outcome title={t("unsubscribe.doneTitle")} body={t("unsubscribe.doneBody", { email: found.email, brand: brandName })} home={home} />;
  return (
    <div className={`container-narrow ${styles.page}`}>
      <h1>{t("unsubscribe.title", { brand: brandName })}</h1>
      <form method="post" action="/api/subscriptions/unsubscribe">
        <input type="hidden" name="token" value={String(token)} />
        <input type="hidden" name="brand" value={brand} />
        <input type="hidden" name="locale" value={locale} />
        <p>{t("unsubscribe.question", { brand: brandName, email: found.email })}</p>
        <p className={styles.links}>
          <button type="submit" className="btn btn-primary">
            {t("unsubscribe.button")}
          </button>
          <Link className="btn btn-secondary" href={home.href}>
            {home.label}
          </Link>
        </p>
      </form>
    </div>
  );
}
