"use client";
// Recommended for you (S4), for a signed-in account only (its code loads only for one: RecommendedForYou.tsx): the page around it is shared and cached, so the section
// asks for the account's recommendations from the browser and shows the usual product cards. Nothing shows for
// visitors; a new account is told what will appear here. While they load, the section holds their place (U4: a
// skeleton of four cards); when the recommender fails it says so and offers to ask again. They come from the account's
// events, so without analytics consent nothing is asked for and the section says how to allow it (issue 12).
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { useAccount } from "@/features/account";
import { OPEN_PREFERENCES_ATTRIBUTE } from "@/features/consent";
import { useConsent } from "@/features/consent";
import { FetchError, FetchSkeleton, useRetry } from "@/platform/ui/fetch-state";
import { ProductGrid, productGridLabelsFrom } from "@/features/catalog/ui";
import type { CatalogCardData } from "@/features/catalog";
import styles from "./TrendingSections.module.css";

export function RecommendedForYouSection({ brand, locale }: { brand: string; locale: Locale }) {
  const t = useTranslations("account");
  const card = useTranslations("catalog.card");
  const consentT = useTranslations("consent");
  const account = useAccount();
  const consent = useConsent();
  const [load, setLoad] = useState<{ attempt: number; products?: CatalogCardData[]; failed?: true } | undefined>();
  const { attempt, retry, region } = useRetry<HTMLHeadingElement>();
  const signedIn = account.status === "signed-in";
  const allowed = consent.status === "decided" && consent.choice.analytics;

  useEffect(() => {
    if (!signedIn || !allowed) return;
    const controller = new AbortController();
    fetch(`/api/account/recommendations?${new URLSearchParams({ brand, locale })}`, { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ products?: CatalogCardData[] }>) : undefined))
      .then((body) => setLoad(Array.isArray(body?.products) ? { attempt, products: body.products } : { attempt, failed: true }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ attempt, failed: true });
      });
    return () => controller.abort();
  }, [signedIn, allowed, brand, locale, attempt]);

  if (!signedIn || consent.status === "unknown") return null;
  if (!allowed) {
    return (
      <section aria-labelledby="recommended-for-you" className={styles.section}>
        <h2 id="recommended-for-you">{t("recommendedForYou")}</h2>
        <p>{consentT("forYouNeedsConsent")}</p>
        <button type="button" className="btn btn-secondary" {...{ [OPEN_PREFERENCES_ATTRIBUTE]: "" }}>
          {consentT("preferences")}
        </button>
      </section>
    );
  }
  // An answer to an earlier attempt is not this one's: the skeleton shows until this attempt answers.
  const current = load?.attempt === attempt ? load : undefined;
  const products = current?.products;
  return (
    <section aria-labelledby="recommended-for-you" className={styles.section}>
      <h2 id="recommended-for-you" ref={region} tabIndex={-1}>
        {t("recommendedForYou")}
      </h2>
      {current === undefined ? (
        <FetchSkeleton label={t("recommendedForYouLoading")} shape="grid" count={4} />
      ) : products === undefined ? (
        <FetchError message={t("recommendedForYouError")} retryLabel={t("retry")} onRetry={retry} />
      ) : products.length > 0 ? (
        <ProductGrid
          products={products}
          brand={brand}
          locale={locale}
          headingLevel={3}
          labels={productGridLabelsFrom(card)}
        />
      ) : (
        <p>{t("recommendedForYouEmpty")}</p>
      )}
    </section>
  );
}
