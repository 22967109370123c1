"use client";
// Header link to the compare page (P6) with the number of products in the brand's compare list, updated live
// (this tab and others). Its accessible name is its own text, so it always holds what is seen (WCAG 2.5.3 Label in
// Name): the visible word and badge, then the badge's meaning for screen readers ("Compare 2 products selected").
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCompareList } from "../store";
import styles from "@/platform/ui/header-link/HeaderLink.module.css";

export function HeaderCompareLink({ brand, href }: { brand: string; href: string }) {
  const t = useTranslations("compare");
  const { list } = useCompareList(brand);
  const count = list.length;
  return (
    <Link href={href} prefetch={false} className={styles.link} data-count={count}>
      {/* A real space between the word and the badge: its text reads "Compare 2", never "Compare2". */}
      {t("headerLink")}{" "}
      <span className={styles.count}>{count}</span>
      <span className="visually-hidden"> {t("headerCount", { count })}</span>
    </Link>
  );
}
