// Listing facets (P4): each attribute a group of check links that tick or untick a value in the URL; plain links work
// without JavaScript, and Next's Link turns them into client navigations with it. Range facets (issue 3) come after.
import type { ReactNode } from "react";
import Link from "next/link";
import type { FacetValue } from "@/features/search";
import type { ListingFacet } from "../server/run-listing";
import styles from "./Listing.module.css";

export interface ListingFacetLabels {
  refine: string;
  selected: string;
  valueCount: (count: number) => string;
  number: (count: number) => string;
}

function ValueLink({ href, value, labels }: { href: string; value: FacetValue; labels: ListingFacetLabels }) {
  return (
    <Link
      href={href}
      prefetch={false}
      scroll={false}
      className={value.selected ? `${styles.facetLink} ${styles.selected}` : styles.facetLink}
      aria-current={value.selected ? "true" : undefined}
      data-count={value.count}
    >
      <span className={styles.check} aria-hidden="true" />
      <span className={styles.facetName}>
        {value.value}
        {value.selected ? <span className="visually-hidden"> {labels.selected}</span> : null}
      </span>
      <span className={styles.facetCount}>
        <span aria-hidden="true">{labels.number(value.count)}</span>
        <span className="visually-hidden">{labels.valueCount(value.count)}</span>
      </span>
    </Link>
  );
}

export function ListingFacets({
  facets,
  valueHref,
  labels,
  children,
}: {
  facets: readonly ListingFacet[];
  valueHref: (key: string, value: string) => string;
  labels: ListingFacetLabels;
  /** Measurement range facets. */
  children?: ReactNode;
}) {
  if (facets.length === 0 && !children) return null;
  return (
    <section aria-labelledby="listing-refine" className={styles.facets}>
      <h2 id="listing-refine" className={styles.facetsTitle}>
        {labels.refine}
      </h2>
      {facets.map((facet) => (
        <section key={facet.key} aria-labelledby={`facet-${facet.key}`} className={styles.facet} data-facet={facet.key}>
          <h3 id={`facet-${facet.key}`}>{facet.label}</h3>
          <ul>
            {facet.values.map((value) => (
              <li key={value.value}>
                <ValueLink href={valueHref(facet.key, value.value)} value={value} labels={labels} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {children}
    </section>
  );
}
