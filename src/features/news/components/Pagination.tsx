// Previous / next pagination with the current page announced (W1, V1).
import Link from "next/link";
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
  labels: { nav: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className="btn btn-secondary">
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{labels.pageOf}</span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} rel="next" className="btn btn-secondary">
          {labels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
