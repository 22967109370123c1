"use client";
// P6: the "Compare (n)" link of a listing, shown once the brand's compare list has a product.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { useCompareList } from "../store";
import styles from "./AddToCompare.module.css";

export function CompareLink({ brand, locale }: { brand: string; locale: Locale }) {
  const t = useTranslations("compare");
  const { list } = useCompareList(brand);
  if (list.length === 0) return null;
  return (
    <Link href={sitePath(brand, locale, "compare")} className={`${styles.link} btn btn-primary`}>
      {t("link", { count: list.length })}
    </Link>
  );
}
