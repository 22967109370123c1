"use client";
// The "Add to list" dialog (A4): a modal <dialog> (focus kept inside, Escape closes, focus back on the button), the
// account's lists to choose from or a new one named in place, and the quantity. A signed-out visitor adds to the list
// kept in this browser. Success closes it with an "added to list" toast whose button takes the add back.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { useAccount } from "@/features/account";
import { convertedObjectIDs } from "@/features/insights";
import { showToast } from "@/platform/ui/toast/toast-store";
import { addToBrowserList, undoBrowserAdd } from "../browser-list";
import { DEFAULT_LIST_ID, LIST_LIMITS, normalizeListName, type ListErrorCode, type ListSummary } from "../model";
import { listsApi } from "../client/api";
import { loadAccountLists, noteAdded, readBrowserList, refreshAccountLists, useAccountLists, writeBrowserList } from "../client/store";
import styles from "./Lists.module.css";

export interface ProductToAdd {
  id: string;
  name: string;
  catalogNumber: string;
}

const NEW_LIST = "new";
const LAST_CHOICE_KEY = "lists:last-choice";

function lastChoice(brand: string): string | undefined {
  try {
    return window.sessionStorage.getItem(`${LAST_CHOICE_KEY}:${brand}`) ?? undefined;
  } catch {
    return undefined;
  }
}

function rememberChoice(brand: string, id: string): void {
  try {
    window.sessionStorage.setItem(`${LAST_CHOICE_KEY}:${brand}`, id);
  } catch {
    // Not remembered: the default list is offered next time.
  }
}

/** The account's lists as offered: My list first (even before it exists: it is made on first use), then the others. */
function choices(lists: readonly ListSummary[]): ListSummary[] {
  const hasDefault = lists.some((list) => list.isDefault);
  return hasDefault ? [...lists] : [{ id: DEFAULT_LIST_ID, name: "", isDefault: true, lineCount: 0, updatedAt: "" }, ...lists];
}

export interface AddToListDialogProps {
  brand: string;
  locale: Locale;
  product: ProductToAdd;
  onClose: () => void;
}

export function AddToListDialog({ brand, locale, product, onClose }: AddToListDialogProps) {
  const t = useTranslations("lists");
  const account = useAccount();
  const lists = useAccountLists(brand);
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), product: useId(), quantity: useId(), name: useId(), error: useId() };
  const [choice, setChoice] = useState<string | undefined>();
  const [newName, setNewName] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const signedIn = account.status === "signed-in";

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  useEffect(() => {
    if (signedIn) void loadAccountLists(brand, locale);
  }, [signedIn, brand, locale]);

  const offered = choices(lists.lists);
  const remembered = lastChoice(brand);
  const selected = choice ?? (remembered && offered.some((list) => list.id === remembered) ? remembered : (offered[0]?.id ?? DEFAULT_LIST_ID));
  const listName = (list: Pick<ListSummary, "isDefault" | "name">) => (list.isDefault ? t("myList") : list.name);
  const message = (code: ListErrorCode | "network", fromServer?: string) =>
    fromServer ?? (code === "network" ? t("errors.network") : t(`errors.${code}`, { max: code === "lineLimit" ? LIST_LIMITS.linesPerList : code === "listLimit" ? LIST_LIMITS.listsPerAccount : LIST_LIMITS.quantityMax }));

  function close() {
    dialog.current?.close();
  }

  function parsedQuantity(): number | undefined {
    const value = quantity.trim();
    if (!/^\d{1,6}$/.test(value)) return undefined;
    const number = Number(value);
    return number >= 1 && number <= LIST_LIMITS.quantityMax ? number : undefined;
  }

  /** The toast's Undo, unless the add took nothing (its line was already at the quantity bound). */
  const undoable = (added: number, created: boolean, action: () => void) => (created || added > 0 ? { buttonLabel: t("undo"), action } : {});

  function addInBrowser(amount: number) {
    const result = addToBrowserList(readBrowserList(brand), { productId: product.id, catalogNumber: product.catalogNumber, productName: product.name }, amount);
    if (!result.ok) return setError(result.reason === "full" ? message("lineLimit") : message("invalid"));
    if (!writeBrowserList(brand, result.list)) return setError(message("unavailable"));
    convertedObjectIDs(locale, [product.id], "Product added to list");
    close();
    showToast({
      type: "success",
      text: t("addedBrowser", { name: product.name }),
      key: `list-added-${product.id}-${Date.now()}`,
      // A line already at the quantity bound took nothing: nothing to take back.
      ...undoable(result.added, result.created, () => {
        writeBrowserList(brand, undoBrowserAdd(readBrowserList(brand), product.id, result.added, result.created));
        showToast({ type: "info", text: t("undone", { name: product.name, list: t("myList") }), key: `list-undone-${product.id}-${Date.now()}` });
      }),
    });
  }

  async function addForAccount(amount: number) {
    let listId = selected;
    if (selected === NEW_LIST) {
      const normalized = normalizeListName(newName);
      if (!normalized) return setError(t("errors.nameInvalid", { max: LIST_LIMITS.nameMaxChars }));
      const created = await listsApi.create(brand, locale, normalized);
      if (!created.ok) return setError(message(created.code, created.message));
      listId = created.data.list.id;
      setChoice(listId);
      setNewName("");
      void refreshAccountLists(brand, locale);
    }
    const answer = await listsApi.add(listId, brand, locale, product.id, amount);
    if (!answer.ok) return setError(message(answer.code, answer.message));
    const { list, created, added } = answer.data;
    noteAdded(brand, answer.data);
    rememberChoice(brand, list.id);
    convertedObjectIDs(locale, [product.id], "Product added to list");
    close();
    const shownName = listName(list);
    showToast({
      type: "success",
      text: t("added", { name: product.name, list: shownName }),
      key: `list-added-${list.id}-${product.id}-${Date.now()}`,
      ...undoable(added, created, () => {
        void listsApi.undo(list.id, locale, product.id, added, created).then((undone) => {
          void refreshAccountLists(brand, locale);
          showToast(
            undone.ok
              ? { type: "info", text: t("undone", { name: product.name, list: shownName }), key: `list-undone-${product.id}-${Date.now()}` }
              : { type: "error", text: message(undone.code, undone.message), key: `list-undo-failed-${product.id}-${Date.now()}` },
          );
        });
      }),
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const amount = parsedQuantity();
    if (amount === undefined) return setError(message("quantityInvalid"));
    setError(undefined);
    if (!signedIn) return addInBrowser(amount);
    setBusy(true);
    try {
      await addForAccount(amount);
    } finally {
      setBusy(false);
    }
  }

  const waiting = account.status === "unknown" || (signedIn && (lists.status === "idle" || lists.status === "loading") && lists.lists.length === 0);

  return (
    // The dialog's own close (Escape, or close()) tells the button to unmount it; focus returns to the button.
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={ids.title} aria-describedby={ids.product} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id={ids.title} className={styles.dialogTitle}>
          {t("dialogTitle")}
        </h2>
        <p id={ids.product} className={styles.dialogProduct}>
          {t("dialogProduct", { name: product.name, catalogNumber: product.catalogNumber })}
        </p>
        {waiting ? (
          <p role="status">{t("loadingLists")}</p>
        ) : signedIn ? (
          <>
            {lists.status === "error" ? (
              <div role="alert" className={styles.inlineError}>
                <p>{t("loadError")}</p>
                <button type="button" className="btn btn-secondary" onClick={() => void loadAccountLists(brand, locale, true)}>
                  {t("retry")}
                </button>
              </div>
            ) : null}
            <fieldset className={styles.choices}>
              <legend>{t("chooseList")}</legend>
              {offered.map((list) => (
                <label key={list.id} className={styles.choice}>
                  <input type="radio" name="list" value={list.id} checked={selected === list.id} onChange={() => setChoice(list.id)} />
                  <span>
                    {listName(list)} <span className={styles.muted}>({t("headerCount", { count: list.lineCount })})</span>
                  </span>
                </label>
              ))}
              <label className={styles.choice}>
                <input type="radio" name="list" value={NEW_LIST} checked={selected === NEW_LIST} onChange={() => setChoice(NEW_LIST)} />
                <span>{t("newList")}</span>
              </label>
              {selected === NEW_LIST ? (
                <div className={styles.field}>
                  <label htmlFor={ids.name}>{t("newListName")}</label>
                  <input id={ids.name} type="text" value={newName} maxLength={LIST_LIMITS.nameMaxChars} autoComplete="off" required onChange={(event) => setNewName(event.target.value)} />
                </div>
              ) : null}
            </fieldset>
          </>
        ) : (
          <p className={styles.dialogNote}>{t("browserNote")}</p>
        )}
        <div className={styles.field}>
          <label htmlFor={ids.quantity}>{t("quantity")}</label>
          <input
            id={ids.quantity}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIST_LIMITS.quantityMax}
            step={1}
            value={quantity}
            className={styles.quantity}
            aria-invalid={error !== undefined && parsedQuantity() === undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </div>
        {error ? (
          <p id={ids.error} role="alert" className="error-paragraph">
            {error}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="submit" className="btn btn-primary" disabled={waiting} aria-disabled={busy}>
            {busy ? t("adding") : t("submit")}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t("cancel")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
