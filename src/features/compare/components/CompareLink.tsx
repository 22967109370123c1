"use client";
// Header link to the compare page (P6) with the number of products in the brand's compare list, updated live
// (this tab and others); the count is part of the link's accessible name.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCompareList } from "../store";
import styles from "@/features/navigation/components/Header.module.css";

export function CompareLink({ brand, href }: { brand: string; href: string }) {
  const t = useTranslations("compare");
  const { list } = useCompareList(brand);
  const count = list.length;
  return (
    <Link href={href} prefetch={false} className={styles.compareLink} data-count={count}>
      {/* One inline run, so the accessible name reads "Compare, 2 products selected" without a stray space. */}
      <span>
        {t("headerLink")}
        <span className="visually-hidden">, {t("headerCount", { count })}</span>
      </span>
      <span className={styles.compareCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
