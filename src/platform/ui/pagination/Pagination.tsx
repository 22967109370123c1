// Numbered pagination of every listing (news, videos, catalogue): previous / next and a window of page links.
import Link from "next/link";
import { pageWindow } from "./page-window";
import styles from "./Pagination.module.css";

export function Pagination({
  page,
  pages,
  hrefFor,
  labels,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev" className={styles.step}>
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link href={hrefFor(p)} aria-label={labels.page(p)} aria-current={p === page ? "page" : undefined} className={styles.number}>
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next" className={styles.step}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
