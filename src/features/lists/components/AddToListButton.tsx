"use client";
// "Add to list" (A4): a small island on product pages, listing cards, search hits and the compare table. The pages
// stay cached and shared: who is signed in and their lists are asked for only when the dialog opens.
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { AddToListDialog, type ProductToAdd } from "./AddToListDialog";

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
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      <button type="button" className={buttonClassName} aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => setOpen(true)} data-product-id={product.id}>
        {t("add")}
        {/* Without an element naming the product, the button's name says which product it adds. */}
        {describedBy ? null : <span className="visually-hidden">{` (${product.name})`}</span>}
      </button>
      {open ? <AddToListDialog brand={brand} locale={locale} product={product} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
