"use client";
// "Add to list" (A4): a small island on product pages, listing cards, search hits and the compare table. The pages
// stay cached and shared: who is signed in and their lists are asked for only when the dialog opens. The dialog's
// code (its form, the lists' store and API) loads when the visitor reaches for a button (pointer over, focus), not
// with the page: most visitors of a listing never open it (issue 15 §1, ADR 73). A load that fails (the network)
// says so in a toast, and the next click tries again. The dialog's strings load with it where the page does not have
// them (most pages carry only the button's: ADR 77 option B).
import { useState, type ComponentType } from "react";
import { useMessages, useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { loadOnDemandMessages } from "@/platform/i18n/load-on-demand-messages";
import { MergeMessages } from "@/platform/i18n/MergeMessages";
import { showToast } from "@/platform/ui/toast/toast-store";
import type { AddToListDialogProps, ProductToAdd } from "./AddToListDialog";

type Dialog = ComponentType<AddToListDialogProps>;
type Messages = Record<string, unknown>;

/** The dialog's code; the bundler's import() loads it once, and again after a failure. */
const loadDialog = (): Promise<Dialog> => import("./AddToListDialog").then((module) => module.AddToListDialog);
const prepareDialog = () => void loadDialog().catch(() => undefined);

export interface AddToListButtonProps {
  brand: string;
  locale: Locale;
  product: ProductToAdd;
  /** Id of the element naming the product, so each card's button says which product it adds. */
  describedBy?: string;
  className?: string;
  buttonClassName?: string;
}

export function AddToListButton({ brand, locale, product, describedBy, className, buttonClassName = "btn btn-secondary" }: AddToListButtonProps) {
  const t = useTranslations("lists");
  // A page with the whole namespace (search, list pages) has the dialog's strings already.
  const needsMessages = !(useMessages() as { lists?: Messages }).lists?.dialogTitle;
  const dialogMessages = (): Promise<Messages | undefined> => (needsMessages ? loadOnDemandMessages(locale, "lists") : Promise.resolve(undefined));
  const [dialog, setDialog] = useState<{ Dialog: Dialog; messages: Messages | undefined } | null>(null);
  const prepare = () => {
    prepareDialog();
    void dialogMessages().catch(() => undefined);
  };
  const open = () => {
    Promise.all([loadDialog(), dialogMessages()]).then(
      ([Dialog, messages]) => setDialog({ Dialog, messages }),
      () => showToast({ type: "error", text: t("errors.network"), key: `list-dialog-${product.id}` }),
    );
  };
  const shown = dialog ? <dialog.Dialog brand={brand} locale={locale} product={product} onClose={() => setDialog(null)} /> : null;
  return (
    <div className={className}>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" aria-describedby={describedBy} onPointerEnter={prepare} onFocus={prepare} onClick={open} data-product-id={product.id}>
        {t("add")}
        {/* Without an element naming the product, the button's name says which product it adds. */}
        {describedBy ? null : <span className="visually-hidden">{` (${product.name})`}</span>}
      </button>
      {shown && dialog?.messages ? <MergeMessages messages={dialog.messages}>{shown}</MergeMessages> : shown}
    </div>
  );
}
