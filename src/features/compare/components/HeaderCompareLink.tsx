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
    // The name comes from the content, so it starts with the visible word (WCAG 2.5.3) and spells the count out:
    // "Compare, 2 products selected"; the badge's digits are for the eye only.
    <Link href={href} prefetch={false} className={styles.compareLink} data-count={count}>
      {t("headerLink")}
      <span className="visually-hidden">{`, ${t("headerCount", { count })}`}</span>
      <span className={styles.compareCount} aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
