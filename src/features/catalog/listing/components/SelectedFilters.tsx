// Selected-filter chips (P4): one removable chip per ticked value and "clear all", as links.
import Link from "next/link";
import styles from "./Listing.module.css";

export interface SelectedChip {
  key: string;
  value: string;
  label: string;
  href: string;
}

export function SelectedFilters({
  chips,
  clearHref,
  labels,
}: {
  chips: readonly SelectedChip[];
  clearHref: string;
  labels: { title: string; remove: (filter: string) => string; clearAll: string };
}) {
  if (chips.length === 0) return null;
  return (
    <section aria-labelledby="listing-selected" className={styles.chips}>
      <h2 id="listing-selected" className="visually-hidden">
        {labels.title}
      </h2>
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.key}=${chip.value}`}>
            <Link href={chip.href} prefetch={false} scroll={false} className={styles.chip} aria-label={labels.remove(`${chip.label}: ${chip.value}`)}>
              <span>
                {chip.label}: {chip.value}
              </span>
              <span aria-hidden="true" className={styles.chipRemove}>
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link href={clearHref} prefetch={false} scroll={false} className={styles.clear}>
            {labels.clearAll}
          </Link>
        </li>
      </ul>
    </section>
  );
}
