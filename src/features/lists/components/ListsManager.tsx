"use client";
// The account's lists of the brand (A4, my-account/lists): each with its count and last change, renamed or deleted in
// place (deleting asks once, in the row), and a form that makes a new one.
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { LIST_LIMITS, normalizeListName, sortSummaries, type ListSummary } from "../model";
import { listsApi } from "../client/api";
import { refreshAccountLists } from "../client/store";
import styles from "./Lists.module.css";

type RowMode = { kind: "view" } | { kind: "rename"; value: string } | { kind: "confirm-delete" };

export function ListsManager({ brand, locale, initialLists, listsPath }: { brand: string; locale: Locale; initialLists: ListSummary[]; listsPath: string }) {
  const t = useTranslations("lists-pages");
  const tl = useTranslations("lists");
  const format = useFormatter();
  const ids = { name: useId(), caption: useId(), error: useId() };
  const [lists, setLists] = useState<ListSummary[]>(initialLists);
  const [modes, setModes] = useState<Record<string, RowMode>>({});
  const [newName, setNewName] = useState("");
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const nameOf = (list: ListSummary) => (list.isDefault ? tl("myList") : list.name);
  const modeOf = (id: string): RowMode => modes[id] ?? { kind: "view" };
  const setMode = (id: string, mode: RowMode) => setModes((current) => ({ ...current, [id]: mode }));

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = normalizeListName(newName);
    if (!name) return setError(tl("errors.nameInvalid", { max: LIST_LIMITS.nameMaxChars }));
    setBusy(true);
    const answer = await listsApi.create(brand, locale, name);
    setBusy(false);
    if (!answer.ok) return setError(answer.message ?? tl("errors.network"));
    setError(undefined);
    setNewName("");
    const list = answer.data.list;
    setLists((current) => sortSummaries([...current, { id: list.id, name: list.name, isDefault: list.isDefault, lineCount: 0, updatedAt: new Date().toISOString() }], locale));
    setStatus(t("lists.created", { name: list.name }));
    void refreshAccountLists(brand, locale);
  }

  async function rename(list: ListSummary, value: string) {
    const name = normalizeListName(value);
    if (!name) return setError(tl("errors.nameInvalid", { max: LIST_LIMITS.nameMaxChars }));
    const answer = await listsApi.rename(list.id, locale, name);
    if (!answer.ok) return setError(answer.message ?? tl("errors.network"));
    setError(undefined);
    setLists((current) => sortSummaries(current.map((item) => (item.id === list.id ? { ...item, name, updatedAt: new Date().toISOString() } : item)), locale));
    setMode(list.id, { kind: "view" });
    setStatus(t("lists.renamed", { name }));
    void refreshAccountLists(brand, locale);
  }

  async function remove(list: ListSummary) {
    const answer = await listsApi.remove(list.id, locale);
    if (!answer.ok) return setError(answer.message ?? tl("errors.network"));
    setError(undefined);
    setLists((current) => current.filter((item) => item.id !== list.id));
    setStatus(t("lists.deleted", { name: list.name }));
    void refreshAccountLists(brand, locale);
  }

  return (
    <>
      {lists.length === 0 ? (
        <p className={styles.empty}>{t("lists.empty")}</p>
      ) : (
        <div className={styles.scroller} role="region" aria-labelledby={ids.caption} tabIndex={0}>
          <table className={styles.table}>
            <caption id={ids.caption} className="visually-hidden">
              {t("lists.caption")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("lists.name")}</th>
                <th scope="col">{t("lists.products")}</th>
                <th scope="col">{t("lists.updated")}</th>
                <th scope="col">{t("lists.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {lists.map((list) => {
                const mode = modeOf(list.id);
                const name = nameOf(list);
                return (
                  <tr key={list.id}>
                    <th scope="row">
                      {mode.kind === "rename" ? (
                        <form
                          className={styles.inlineForm}
                          onSubmit={(event) => {
                            event.preventDefault();
                            void rename(list, mode.value);
                          }}
                        >
                          <label htmlFor={`${ids.name}-${list.id}`} className="visually-hidden">
                            {t("lists.newName", { name })}
                          </label>
                          <input
                            id={`${ids.name}-${list.id}`}
                            type="text"
                            value={mode.value}
                            maxLength={LIST_LIMITS.nameMaxChars}
                            autoFocus
                            onChange={(event) => setMode(list.id, { kind: "rename", value: event.target.value })}
                          />
                          <button type="submit" className="btn btn-primary">
                            {t("lists.save")}
                          </button>
                          <button type="button" className="btn btn-secondary" onClick={() => setMode(list.id, { kind: "view" })}>
                            {t("lists.cancel")}
                          </button>
                        </form>
                      ) : (
                        <>
                          <Link href={`${listsPath}/${list.id}`} prefetch={false}>
                            {name}
                          </Link>
                          {list.isDefault ? <span className={styles.muted}> {t("lists.default")}</span> : null}
                        </>
                      )}
                    </th>
                    <td>{tl("headerCount", { count: list.lineCount })}</td>
                    <td>{list.updatedAt ? format.dateTime(new Date(list.updatedAt), { dateStyle: "medium" }) : ""}</td>
                    <td>
                      {list.isDefault ? null : mode.kind === "confirm-delete" ? (
                        <div className={styles.rowActions}>
                          <span>{t("lists.confirmDelete", { name, count: list.lineCount })}</span>
                          <button type="button" className="btn btn-primary" autoFocus onClick={() => void remove(list)}>
                            {t("lists.confirmYes")}
                          </button>
                          <button type="button" className="btn btn-secondary" onClick={() => setMode(list.id, { kind: "view" })}>
                            {t("lists.confirmNo")}
                          </button>
                        </div>
                      ) : mode.kind === "view" ? (
                        <div className={styles.rowActions}>
                          <button type="button" className="btn btn-link" aria-label={t("lists.renameLabel", { name })} onClick={() => setMode(list.id, { kind: "rename", value: list.name })}>
                            {t("lists.rename")}
                          </button>
                          <button type="button" className="btn btn-link" aria-label={t("lists.deleteLabel", { name })} onClick={() => setMode(list.id, { kind: "confirm-delete" })}>
                            {t("lists.delete")}
                          </button>
                        </div>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.muted}>{t("lists.count", { count: lists.length, max: LIST_LIMITS.listsPerAccount })}</p>
      <form className={styles.createForm} onSubmit={(event) => void create(event)} noValidate>
        <h2 className={styles.subheading}>{t("lists.createHeading")}</h2>
        <label htmlFor={ids.name}>{t("lists.createName")}</label>
        <div className={styles.shareRow}>
          <input
            id={ids.name}
            type="text"
            value={newName}
            maxLength={LIST_LIMITS.nameMaxChars}
            autoComplete="off"
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setNewName(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" aria-disabled={busy}>
            {t("lists.createSubmit")}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="error-paragraph">
          {error}
        </p>
      ) : null}
    </>
  );
}
