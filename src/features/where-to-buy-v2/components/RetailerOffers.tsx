"use client";
// F7: the product's online retailers, fetched after the (cached, shared) page has loaded, so neither the page nor its
// cache waits on, or varies with, the retailer feed. Buy links go through the site's redirect, which records the
// conversion (S5, with consent) and opens the retailer in a new tab; the queryID of the search that led here, when the
// browser's query-ID cache has one, is added at the click.
import { useEffect, useState, type MouseEvent } from "react";
import type { Locale } from "@/config/locales";
import { takeConversionQueryId } from "@/features/insights";
import { FetchError, FetchSkeleton, useRetry } from "@/platform/ui/fetch-state";
import type { RetailersAnswer } from "../model";
import styles from "./WhereToBuyV2.module.css";
import { withPageBuild } from "@/platform/http/page-build";

/** What the island says before, or without, an answer; the answer brings the rest (ADR 81). */
export interface RetailerOffersText {
  loading: string;
  unavailable: string;
  retry: string;
}

export function RetailerOffers({ api, productId, locale, labelledBy, text }: { api: string; productId: string; locale: Locale; labelledBy: string; text: RetailerOffersText }) {
  const [answer, setAnswer] = useState<RetailersAnswer | undefined>();
  // U4: a failed fetch says so and offers to ask again.
  const { attempt, retry, region } = useRetry<HTMLDivElement>(() => setAnswer(undefined));

  useEffect(() => {
    const controller = new AbortController();
    fetch(withPageBuild(api), { headers: { accept: "application/json" }, signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<RetailersAnswer>) : undefined))
      .then((body) => setAnswer(body ?? { status: "unavailable", message: text.unavailable }))
      .catch(() => {
        if (!controller.signal.aborted) setAnswer({ status: "unavailable", message: text.unavailable });
      });
    return () => controller.abort();
  }, [api, text.unavailable, attempt]);

  /** Adds the search's queryID to the link just before the browser follows it (left, middle or keyboard click). */
  function withQueryId(event: MouseEvent<HTMLAnchorElement>, href: string) {
    const queryID = takeConversionQueryId(locale, productId);
    event.currentTarget.href = queryID ? `${href}?${new URLSearchParams({ queryID })}` : href;
  }

  return (
    <div ref={region} tabIndex={-1} role="group" aria-labelledby={labelledBy} aria-live="polite">
      {answer === undefined ? <FetchSkeleton label={text.loading} count={3} /> : null}
      {answer?.status === "unavailable" ? (
        <FetchError
          message={answer.message}
          retryLabel={text.retry}
          onRetry={retry}
        />
      ) : null}
      {answer?.status === "ok" ? (
        <>
          {answer.offers.length > 0 ? (
            <ul className={styles.list} aria-labelledby={labelledBy}>
              {answer.offers.map((offer) => (
                <li key={offer.retailerId} data-retailer={offer.retailerId}>
                  {offer.price ? <span className={styles.price}>{offer.price}</span> : null}
                  {offer.stockText ? <span data-stock={offer.stock}>{offer.stockText}</span> : null}
                  <a href={offer.href} target="_blank" rel="noopener noreferrer sponsored" onClick={(event) => withQueryId(event, offer.href)} onAuxClick={(event) => withQueryId(event, offer.href)}>
                    {offer.buy}
                    <span className="visually-hidden"> {answer.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{answer.empty}</p>
          )}
          <p className={styles.note}>{answer.note}</p>
        </>
      ) : null}
    </div>
  );
}
