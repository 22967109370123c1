"use client";
// P6: the compare page's island: reads the stored ids, fetches them in the locale and tabulates their specifications.
import { FetchError, FetchSkeleton, useRetry } from "@/platform/ui/fetch-state";
import Image from "next/image";
import Link from "next/link";
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { buildProductUrl, sitePath } from "@/platform/routing/urls";
import { differences, orderByIds, type CompareList } from "../model";
import { useCompareList } from "../store";
import { RequestQuoteLink } from "@/features/forms/ui";
import { AddToListButton } from "@/features/lists/ui";
import type { ComparedProduct } from "../model";
import styles from "./CompareTable.module.css";
import { withPageBuild } from "@/platform/http/page-build";

const noSubscription = () => () => {};

type Load = { state: "error"; ids: string } | { state: "ready"; ids: string; products: ComparedProduct[] };

async function fetchProducts(brand: string, locale: Locale, ids: CompareList, signal: AbortSignal): Promise<ComparedProduct[]> {
  // The site's own route, which reads through the CatalogSource: the products API may not be reachable from browsers.
  const query = new URLSearchParams({ brand, locale, ids: ids.join(",") });
  const response = await fetch(withPageBuild(`/api/compare?${query}`), { signal });
  if (!response.ok) throw new Error(`Compare answered ${response.status}`);
  const body = (await response.json()) as { products?: ComparedProduct[] };
  return body.products ?? [];
}

export function CompareTable({ brand, locale, showLists = false }: { brand: string; locale: Locale; /** "Add to list" per product (A4) where the brand shows lists. */ showLists?: boolean }) {
  const t = useTranslations("compare");
  const { list, remove } = useCompareList(brand);
  const [load, setLoad] = useState<Load | undefined>();
  const { attempt, retry, region } = useRetry<HTMLDivElement>(() => setLoad(undefined));
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const key = list.join(",");
  // The server cannot see the stored list: until hydrated, show loading rather than a false empty state.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const ids = key.split(",");
    fetchProducts(brand, locale, ids, controller.signal)
      .then((products) => setLoad({ state: "ready", ids: key, products }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: "error", ids: key });
      });
    return () => controller.abort();
  }, [brand, locale, key, attempt]);

  // One wrapper through every state: "try again" moves focus onto it, and it stays while the table reloads (U4, WCAG 2.4.3).
  const frame = (content: ReactNode) => (
    <div ref={region} tabIndex={-1} role="group" aria-label={t("caption")}>
      {content}
    </div>
  );
  if (!hydrated) return frame(<FetchSkeleton label={t("loading")} shape="table" count={6} />);
  const empty = (
    <div className={styles.empty}>
      <p>{t("empty")}</p>
      <Link href={sitePath(brand, locale, "products")} className="btn btn-primary">
        {t("browse")}
      </Link>
    </div>
  );
  if (list.length === 0) return frame(empty);
  // After a removal the products already loaded still cover the shorter list, so the table stays while it refreshes.
  const covered = load?.state === "ready" && list.every((id) => load.products.some((product) => product.id === id));
  const current = load && (load.ids === key || covered) ? load : undefined;
  if (!current) return frame(<FetchSkeleton label={t("loading")} shape="table" count={6} />);
  if (current.state === "error") return frame(<FetchError message={t("error")} retryLabel={t("retry")} onRetry={retry} />);

  const products = orderByIds(list, current.products);
  // Stored ids the brand no longer sells come back as nothing.
  if (products.length === 0) return frame(empty);
  // P6: the price first, where the brand's catalogue has one; it differs, or not, like any specification.
  const prices = products.map((product) => product.price ?? null);
  const priceRow = prices.some(Boolean) ? [{ key: "price", name: t("price"), values: prices, differs: new Set(prices).size > 1 }] : [];
  const rows = [...priceRow, ...differences(products)];
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  return frame(
    <>
      <p className={styles.toggle}>
        <input id={toggleId} type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />
        <label htmlFor={toggleId}>{t("onlyDifferences")}</label>
      </p>
      <div className={styles.scroller} role="region" aria-label={t("caption")} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t("caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("attribute")}</th>
              {products.map((product) => (
                <th key={product.id} scope="col" className={styles.product}>
                  {/* Decorative beside the product's name (the link names it); same-size box without an image, so columns align. */}
                  {product.image ? <Image src={product.image.url} alt="" width={96} height={96} className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
                  <Link href={sitePath(brand, locale, buildProductUrl(product))}>{product.name}</Link>
                  <span className={styles.number}>{t("catalogNumber", { number: product.catalogNumber })}</span>
                  <button
                    type="button"
                    className={`btn btn-link ${styles.remove}`}
                    // Its name starts with what it shows, then says which product (WCAG 2.5.3 Label in Name).
                    aria-label={t("removeProduct", { name: product.name })}
                    onClick={() => remove(product.id)}
                  >
                    {t("remove")}
                  </button>
                  {showLists ? <AddToListButton brand={brand} locale={locale} product={{ id: product.id, name: product.name, catalogNumber: product.catalogNumber }} buttonClassName={`btn btn-link ${styles.remove}`} /> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                <th scope="row">
                  {row.name}{" "}
                  {row.differs ? <span className={styles.marker}>{t("differs")}</span> : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.id ?? index}>{value ?? <span className={styles.none}>{t("notApplicable")}</span>}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length === 0 ? <p role="status">{t("noDifferences")}</p> : null}
      {/* F2: the compared products as the lines of a quote request. */}
      <p className={styles.quote}>
        <RequestQuoteLink brand={brand} locale={locale} products={products.map((product) => ({ catalogNumber: product.catalogNumber }))} label={t("requestQuote")} className="btn btn-primary" />{" "}
        {/* F15: the compared products' spec sheets as a submittal package. */}
        <Link href={`${sitePath(brand, locale, "pdf-builder")}?numbers=${encodeURIComponent(products.map((product) => product.catalogNumber).join(","))}`} className="btn btn-secondary" prefetch={false}>
          {t("submittal")}
        </Link>
      </p>
    </>
  );
}
