// A measurement range facet of a listing (issue 3, P4): minimum and maximum inputs in a GET form (works without
// JavaScript; next/form makes it a client navigation with it) that carries the other filters, and a link that clears it.
import Form from "next/form";
import Link from "next/link";
import { formatBound, RANGE_FIELD_SUFFIXES, RANGE_PARAM_PREFIX } from "@/features/search";
import type { ListingRangeFacet } from "../server/run-listing";
import styles from "./Listing.module.css";

export interface RangeFacetLabels {
  /** "Amperage (A)". */
  heading: string;
  min: string;
  max: string;
  apply: string;
  applyLabel: string;
  clear: string;
  clearLabel: string;
  /** "Available: 15 A to 30 A", when the results have values. */
  available?: string;
}

export function RangeFacet({
  range,
  action,
  hidden,
  clearHref,
  labels,
}: {
  range: ListingRangeFacet;
  action: string;
  /** The other filters and the sort, so applying a range keeps them. */
  hidden: readonly { name: string; value: string }[];
  clearHref: string;
  labels: RangeFacetLabels;
}) {
  const id = `range-${range.key}`;
  const field = (bound: "min" | "max") => `${RANGE_PARAM_PREFIX}${range.key}${RANGE_FIELD_SUFFIXES[bound]}`;
  const value = (bound: "min" | "max") => (range.selected?.[bound] === undefined ? "" : formatBound(range.selected[bound]));
  const hint = (bound: "min" | "max") => (range.available ? formatBound(range.available[bound]) : undefined);
  // A new URL state gives the inputs new defaults.
  const stateKey = `${value("min")}:${value("max")}`;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.facet} data-range={range.key}>
      <h3 id={`${id}-title`}>{labels.heading}</h3>
      {labels.available ? (
        <p id={`${id}-available`} className={styles.rangeAvailable}>
          {labels.available}
        </p>
      ) : null}
      <Form action={action} scroll={false} className={styles.rangeForm}>
        {hidden.map((f) => (
          <input key={`${f.name}=${f.value}`} type="hidden" name={f.name} value={f.value} />
        ))}
        <div className={styles.rangeFields}>
          {(["min", "max"] as const).map((bound) => (
            <div key={bound} className={styles.rangeField}>
              <label htmlFor={`${id}-${bound}`}>{labels[bound]}</label>
              <input
                key={stateKey}
                id={`${id}-${bound}`}
                name={field(bound)}
                type="number"
                inputMode="decimal"
                step="any"
                defaultValue={value(bound)}
                placeholder={hint(bound)}
                aria-describedby={labels.available ? `${id}-available` : undefined}
                className={styles.rangeInput}
              />
            </div>
          ))}
        </div>
        <button type="submit" className="btn btn-secondary" aria-label={labels.applyLabel}>
          {labels.apply}
        </button>
      </Form>
      {range.selected ? (
        <p>
          <Link href={clearHref} prefetch={false} scroll={false} className={styles.clear} aria-label={labels.clearLabel}>
            {labels.clear}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
