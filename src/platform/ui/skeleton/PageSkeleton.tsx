"use client";
// U4: what a page shows while its data streams (a route's loading.tsx): the shape of what is coming, announced once
// to screen readers as "loading" in the page's language. No shimmer for visitors who ask for less motion.
import { useTranslations } from "next-intl";
import styles from "./PageSkeleton.module.css";

export type SkeletonShape = "grid" | "table";

export function PageSkeleton({ shape }: { shape: SkeletonShape }) {
  const t = useTranslations("ui");
  return (
    <div className={`container ${styles.skeleton}`} role="status" aria-busy="true" data-skeleton={shape}>
      <span className="visually-hidden">{t("loading")}</span>
      <div aria-hidden="true">
        <div className={styles.title} />
        <div className={styles.line} />
        {shape === "grid" ? (
          <div className={styles.grid}>
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className={styles.card}>
                <div className={styles.image} />
                <div className={styles.line} />
                <div className={`${styles.line} ${styles.short}`} />
              </div>
            ))}
          </div>
        ) : (
          <div className={styles.rows}>
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className={styles.row} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
