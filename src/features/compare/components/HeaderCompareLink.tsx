"use client";
// Header link to the compare page (P6) with the number of products in the brand's compare list, updated live
// (this tab and others); the count is part of the link's accessible name.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCompareList } from "../store";
import styles from "@/features/navigation/components/Header.module.css";

export function HeaderCompareLink({ brand, href }: { brand: string; href: string }) {
  const t = useTranslations("compare");
  const { list } = useCompareList(brand);
  const count = list.length;
  return (
    // The name starts with the visible word and spells the count out: "Compare, 2 products selected".
    <Link href={href} prefetch={false} className={styles.compareLink} data-count={count} aria-label={`${t("headerLink")}, ${t("headerCount", { count })}`}>
      {t("headerLink")}
      <span className={styles.compareCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
