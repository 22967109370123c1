"use client";
// The list of a signed-out visitor (A4; ADR 43), kept in this browser: the same table, with live product data asked
// for by id (catalogue data only, no account), downloads made in the browser, and the quote request link.
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { FetchError, FetchSkeleton, useRetry } from "@/platform/ui/fetch-state";
import type { Locale } from "@/config/locales";
import { moveInBrowserList, removeFromBrowserList, updateBrowserLine } from "../browser-list";
import { csvDialect, exportFileName, listCsv, type ExportFormat } from "../csv";
import { LIST_LIMITS, normalizeNote, type LineProduct, type ListLineView } from "../model";
import { listsApi } from "../client/api";
import { readBrowserList, useBrowserList, writeBrowserList } from "../client/store";
import { ListLines, type LineOps } from "./ListLines";
import { ListToolbar } from "./ListToolbar";
import styles from "./Lists.module.css";

const noSubscription = () => () => {};

type Products = { ids: string; products: Record<string, LineProduct>; catalogAnswered: boolean };

export function BrowserListView({ brand, locale, caption, emptyText, siteOrigin }: { brand: string; locale: Locale; caption: string; emptyText: string; siteOrigin: string }) {
  const t = useTranslations("lists-pages");
  const tl = useTranslations("lists");
  const stored = useBrowserList(brand);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [loaded, setLoaded] = useState<Products | undefined>();
  // U4: when the catalogue's details cannot be fetched the lines stay usable (they are this browser's), the page says
  // so and offers to ask again.
  const [failed, setFailed] = useState(false);
  const { attempt, retry, region } = useRetry<HTMLDivElement>(() => setFailed(false));
  const ids = stored.map((line) => line.productId).sort().join(",");

  useEffect(() => {
    if (!ids) return;
    let current = true;
    void listsApi.products(brand, locale, ids.split(",")).then((answer) => {
      if (!current) return;
      setLoaded({ ids, products: answer.ok ? answer.data.products : {}, catalogAnswered: answer.ok && answer.data.catalogAnswered });
      setFailed(!answer.ok);
    });
    return () => {
      current = false;
    };
  }, [brand, locale, ids, attempt]);

  const lines: ListLineView[] = useMemo(
    () =>
      stored.map((line) => {
        const product = loaded?.products[line.productId];
        return { ...line, ...(product ? { product } : {}), discontinued: Boolean(loaded?.catalogAnswered && !product && loaded.ids === ids) };
      }),
    [stored, loaded, ids],
  );

  if (!hydrated) return <FetchSkeleton label={t("browser.loading")} shape="table" count={4} />;
  if (stored.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  const write = (change: (list: ReturnType<typeof readBrowserList>) => ReturnType<typeof readBrowserList>) => (writeBrowserList(brand, change(readBrowserList(brand))) ? undefined : tl("errors.unavailable"));
  const ops: LineOps = {
    setQuantity: async (productId, quantity) => write((list) => updateBrowserLine(list, productId, { quantity })),
    setNote: async (productId, note) => (normalizeNote(note) === undefined ? tl("errors.noteInvalid", { max: LIST_LIMITS.noteMaxChars }) : write((list) => updateBrowserLine(list, productId, { note }))),
    move: async (productId, direction) => write((list) => moveInBrowserList(list, productId, direction)),
    remove: async (productId) => write((list) => removeFromBrowserList(list, productId)),
  };

  function download(format: ExportFormat) {
    const text = listCsv(
      lines.map((line) => ({
        catalogNumber: line.product?.catalogNumber ?? line.catalogNumber,
        name: line.product?.name ?? line.productName,
        quantity: line.quantity,
        note: line.note,
        ...(line.product?.unitPrice !== undefined ? { unitPrice: line.product.unitPrice, currency: line.product.currency } : {}),
        status: line.product ? t("export.available") : line.discontinued ? t("export.discontinued") : t("export.unknown"),
        url: line.product ? `${siteOrigin}${line.product.href}` : "",
      })),
      {
        catalogNumber: t("export.catalogNumber"),
        name: t("export.name"),
        quantity: t("export.quantity"),
        note: t("export.note"),
        unitPrice: t("export.unitPrice"),
        currency: t("export.currency"),
        status: t("export.status"),
        url: t("export.url"),
      },
      csvDialect(format, locale),
    );
    const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = exportFileName(tl("myList"), new Date(), format);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <>
      <div ref={region} tabIndex={-1} role="group" aria-label={caption}>
        {failed ? (
          <FetchError
            message={t("browser.productsFailed")}
            retryLabel={tl("retry")}
            className={styles.inlineError}
            onRetry={retry}
          />
        ) : null}
        <ListLines lines={lines} ops={ops} catalogAnswered={loaded?.catalogAnswered ?? true} caption={caption} />
      </div>
      <ListToolbar brand={brand} locale={locale} lines={lines} exportTarget={{ kind: "browser", download }} />
    </>
  );
}
