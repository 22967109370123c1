"use client";
// P6: toggles a product in the brand's compare list; a full list says so in a toast, 2+ products offer the compare page.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { convertedObjectIDs } from "@/features/insights";
import { sitePath } from "@/platform/routing/urls";
import { showToast } from "@/platform/ui/toast/toast-store";
import { MAX_COMPARE } from "../model";
import { useCompareList } from "../store";
import styles from "./AddToCompare.module.css";

export function AddToCompare({
  productId,
  name,
  brand,
  locale,
  showLink = true,
  describedBy,
  className,
}: {
  productId: string;
  name: string;
  brand: string;
  locale: Locale;
  /** Product cards leave the "Compare (n)" link to the listing, which shows it once. */
  showLink?: boolean;
  /** Id of the element naming the product, so each card's button says which product it adds. */
  describedBy?: string;
  className?: string;
}) {
  const t = useTranslations("compare");
  const { list, add, remove } = useCompareList(brand);
  const selected = list.includes(productId);

  function toggle() {
    if (selected) return remove(productId);
    const result = add(productId);
    // S5: adding to compare is a conversion of the product (with the queryID of the search that led here, if any).
    if (result.ok) convertedObjectIDs(locale, [productId], "Product added to compare");
    if (!result.ok && result.reason === "full") {
      showToast({ type: "warning", text: t("full", { max: MAX_COMPARE, name }), key: `compare-full-${productId}` });
    }
  }

  return (
    <div className={className ?? styles.compare}>
      <button type="button" className="btn btn-secondary" aria-pressed={selected} aria-describedby={describedBy} onClick={toggle}>
        {selected ? t("remove") : t("add")}
      </button>
      {showLink && list.length >= 2 ? (
        <Link href={sitePath(brand, locale, "compare")} className={styles.link}>
          {t("link", { count: list.length })}
        </Link>
      ) : null}
    </div>
  );
}
