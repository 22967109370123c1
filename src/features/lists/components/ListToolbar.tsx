"use client";
// What a list is for (A4): downloading it (CSV, and a spreadsheet CSV in the locale's separators), turning it into a
// quote request (F2, prefilled), a submittal package (F15: its own page says what it will do), and a read-only share
// link that can be revoked.
import Link from "next/link";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { QUOTE_LINES_MAX } from "@/features/forms";
import { RequestQuoteLink } from "@/features/forms/ui";
import type { ListLineView } from "../model";
import { listsApi, type ListInfo } from "../client/api";
import styles from "./Lists.module.css";

export type ExportTarget = { kind: "links"; csv: string; excel: string } | { kind: "browser"; download: (format: "csv" | "excel") => void };

function ShareControls({ list, locale }: { list: ListInfo; locale: Locale }) {
  const t = useTranslations("lists-pages");
  const fieldId = useId();
  const [sharePath, setSharePath] = useState(list.sharePath);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const url = sharePath ? (typeof window === "undefined" ? sharePath : new URL(sharePath, window.location.origin).toString()) : undefined;

  async function toggle(on: boolean) {
    setBusy(true);
    setError(undefined);
    const answer = on ? await listsApi.share(list.id, locale) : await listsApi.unshare(list.id, locale);
    setBusy(false);
    if (!answer.ok) return setError(answer.message ?? t("actions.shareFailed"));
    setSharePath(answer.data.list.sharePath);
    setStatus(on ? t("actions.shared") : t("actions.unshared"));
  }

  return (
    <section className={styles.share} aria-labelledby={`${fieldId}-heading`}>
      <h3 id={`${fieldId}-heading`} className={styles.subheading}>
        {t("actions.shareHeading")}
      </h3>
      <p className={styles.muted}>{t("actions.shareHelp")}</p>
      {url ? (
        <>
          <label htmlFor={fieldId}>{t("actions.shareLink")}</label>
          <div className={styles.shareRow}>
            <input id={fieldId} type="text" readOnly value={url} className={styles.shareField} onFocus={(event) => event.currentTarget.select()} />
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(
                  () => setStatus(t("actions.copied")),
                  () => setStatus(""),
                );
              }}
            >
              {t("actions.copy")}
            </button>
            <button type="button" className="btn btn-secondary" aria-disabled={busy} onClick={() => !busy && void toggle(false)}>
              {t("actions.unshare")}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="btn btn-secondary" aria-disabled={busy} onClick={() => !busy && void toggle(true)}>
          {t("actions.share")}
        </button>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? (
        <p role="alert" className="error-paragraph">
          {error}
        </p>
      ) : null}
    </section>
  );
}

export function ListToolbar({
  brand,
  locale,
  lines,
  exportTarget,
  submittalHref,
  list,
}: {
  brand: string;
  locale: Locale;
  lines: readonly ListLineView[];
  exportTarget: ExportTarget;
  submittalHref?: string;
  /** The account's list (share controls); none for the browser's list. */
  list?: ListInfo;
}) {
  const t = useTranslations("lists-pages");
  const headingId = useId();
  const quoted = lines.filter((line) => !line.discontinued).map((line) => ({ catalogNumber: line.product?.catalogNumber ?? line.catalogNumber, quantity: line.quantity }));
  return (
    <section className={styles.toolbar} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t("actions.heading")}
      </h2>
      {lines.length > 0 ? (
        <div className={styles.actionGroup}>
          {exportTarget.kind === "links" ? (
            <>
              <a href={exportTarget.csv} className="btn btn-secondary" download>
                {t("actions.exportCsv")}
              </a>
              <a href={exportTarget.excel} className="btn btn-secondary" download>
                {t("actions.exportExcel")}
              </a>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-secondary" onClick={() => exportTarget.download("csv")}>
                {t("actions.exportCsv")}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => exportTarget.download("excel")}>
                {t("actions.exportExcel")}
              </button>
            </>
          )}
          {quoted.length > 0 ? <RequestQuoteLink brand={brand} locale={locale} products={quoted} label={t("actions.requestQuote")} className="btn btn-primary" /> : null}
          {submittalHref ? (
            <Link href={submittalHref} className="btn btn-secondary" prefetch={false}>
              {t("actions.submittal")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {lines.length > 0 ? <p className={styles.muted}>{t("actions.exportHelp")}</p> : null}
      {quoted.length > QUOTE_LINES_MAX ? <p className={styles.muted}>{t("actions.quoteLimit", { max: QUOTE_LINES_MAX })}</p> : null}
      {list ? <ShareControls list={list} locale={locale} /> : null}
    </section>
  );
}
