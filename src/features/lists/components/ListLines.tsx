"use client";
// A list's lines as a table (A4): product (image, name, catalogue number, discontinued marked), price where the brand
// shows one, quantity and note (saved on leaving the field or on Enter), and buttons that move a line up or down or
// remove it: every change works from the keyboard, and what happened is said in a live region.
import Image from "next/image";
import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { LIST_LIMITS, listTotals, type ListLineView, type MoveDirection } from "../model";
import styles from "./Lists.module.css";

/** What the table's controls do: the account's list through the API, or the browser's list. Errors come back as text. */
export interface LineOps {
  setQuantity(productId: string, quantity: number): Promise<string | undefined>;
  setNote(productId: string, note: string): Promise<string | undefined>;
  move(productId: string, direction: MoveDirection): Promise<string | undefined>;
  remove(productId: string): Promise<string | undefined>;
}

function lineName(line: ListLineView): string {
  return line.product?.name ?? line.productName;
}

function QuantityField({ line, label, onCommit }: { line: ListLineView; label: string; onCommit: (value: string) => void }) {
  const [value, setValue] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  // A change from elsewhere (another save, an undo) replaces what the field shows, unless it is being typed in.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setValue(String(line.quantity));
  }
  const commit = () => {
    if (value.trim() !== String(line.quantity)) onCommit(value);
  };
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={LIST_LIMITS.quantityMax}
      step={1}
      value={value}
      aria-label={label}
      className={styles.quantity}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

function NoteField({ line, label, onCommit }: { line: ListLineView; label: string; onCommit: (value: string) => void }) {
  const [value, setValue] = useState(line.note);
  const [shown, setShown] = useState(line.note);
  if (shown !== line.note) {
    setShown(line.note);
    setValue(line.note);
  }
  const commit = () => {
    if (value !== line.note) onCommit(value);
  };
  return (
    <input
      type="text"
      value={value}
      maxLength={LIST_LIMITS.noteMaxChars}
      aria-label={label}
      className={styles.note}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}

export function ListLines({ lines, ops, catalogAnswered, caption, readOnly = false }: { lines: readonly ListLineView[]; ops?: LineOps; catalogAnswered: boolean; caption: string; readOnly?: boolean }) {
  const t = useTranslations("lists-pages");
  const tableId = useId();
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | undefined>();
  const focusAfter = useRef<{ productId: string; direction: MoveDirection } | undefined>(undefined);
  const showPrices = lines.some((line) => line.product?.price);
  const totals = listTotals(lines);
  const editable = !readOnly && ops !== undefined;

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = undefined;
    const other = wanted.direction === "up" ? "down" : "up";
    const button = [wanted.direction, other]
      .map((direction) => document.getElementById(`${tableId}-${wanted.productId}-${direction}`))
      .find((element): element is HTMLButtonElement => element instanceof HTMLButtonElement && !element.disabled);
    button?.focus();
  }, [lines, tableId]);

  async function run(action: () => Promise<string | undefined>, done: string) {
    setError(undefined);
    const failure = await action();
    if (failure) {
      setError(failure);
      setStatus("");
    } else setStatus(done);
  }

  if (lines.length === 0) return null;

  return (
    <>
      <p className={styles.totals} data-testid="list-totals">
        {t("detail.totals", { lines: totals.lines, items: totals.items })}
      </p>
      <div className={styles.scroller} role="region" aria-labelledby={`${tableId}-caption`} tabIndex={0}>
        <table className={styles.table}>
          <caption id={`${tableId}-caption`} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("detail.product")}</th>
              {showPrices ? <th scope="col">{t("detail.price")}</th> : null}
              <th scope="col">{t("detail.quantity")}</th>
              <th scope="col">{t("detail.note")}</th>
              {editable ? <th scope="col">{t("detail.actions")}</th> : null}
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const name = lineName(line);
              return (
                <tr key={line.productId} data-product-id={line.productId}>
                  <th scope="row" className={styles.productCell}>
                    {line.product?.image ? <Image src={line.product.image.url} alt="" width={56} height={56} className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
                    <span className={styles.productText}>
                      {line.product ? (
                        <Link href={line.product.href} prefetch={false} className={styles.productName}>
                          {name}
                        </Link>
                      ) : (
                        <span className={styles.productName}>{name}</span>
                      )}
                      <span className={styles.muted}>{t("detail.catalogNumber", { number: line.product?.catalogNumber ?? line.catalogNumber })}</span>
                      {line.discontinued ? (
                        <span className={styles.discontinued}>
                          <strong>{t("detail.discontinued")}</strong> {t("detail.discontinuedHelp")}
                        </span>
                      ) : !line.product && !catalogAnswered ? (
                        <span className={styles.muted}>{t("detail.unavailable")}</span>
                      ) : null}
                    </span>
                  </th>
                  {showPrices ? <td>{line.product?.price ?? ""}</td> : null}
                  <td>
                    {editable ? (
                      <QuantityField
                        line={line}
                        label={t("detail.quantityLabel", { name })}
                        onCommit={(value) => {
                          const quantity = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
                          if (!(quantity >= 1 && quantity <= LIST_LIMITS.quantityMax)) {
                            setError(t("detail.quantityInvalid", { max: LIST_LIMITS.quantityMax }));
                            return;
                          }
                          void run(() => ops!.setQuantity(line.productId, quantity), t("detail.quantitySaved", { name, quantity }));
                        }}
                      />
                    ) : (
                      line.quantity
                    )}
                  </td>
                  <td>
                    {editable ? (
                      <NoteField line={line} label={t("detail.noteLabel", { name })} onCommit={(value) => void run(() => ops!.setNote(line.productId, value), t("detail.noteSaved", { name }))} />
                    ) : (
                      line.note
                    )}
                  </td>
                  {editable ? (
                    <td>
                      <div className={styles.rowActions}>
                        {(["up", "down"] as const).map((direction) => (
                          <button
                            key={direction}
                            id={`${tableId}-${line.productId}-${direction}`}
                            type="button"
                            className={styles.iconButton}
                            disabled={direction === "up" ? index === 0 : index === lines.length - 1}
                            aria-label={t(direction === "up" ? "detail.moveUp" : "detail.moveDown", { name })}
                            onClick={() => {
                              focusAfter.current = { productId: line.productId, direction };
                              void run(() => ops!.move(line.productId, direction), t("detail.moved", { name, position: direction === "up" ? index : index + 2, count: lines.length }));
                            }}
                          >
                            <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
                            <span className={styles.iconLabel}>{t(direction === "up" ? "detail.up" : "detail.down")}</span>
                          </button>
                        ))}
                        <button type="button" className={styles.iconButton} aria-label={t("detail.remove", { name })} onClick={() => void run(() => ops!.remove(line.productId), t("detail.removed", { name }))}>
                          <span aria-hidden="true">×</span>
                          <span className={styles.iconLabel}>{t("detail.removeShort")}</span>
                        </button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? (
        <p role="alert" className="error-paragraph">
          {error}
        </p>
      ) : null}
    </>
  );
}
