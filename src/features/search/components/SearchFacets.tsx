// Facets of the search page (S1): category tree and attribute values as links that add or remove a refinement in the URL.
import Link from "next/link";
import type { AttributeFacet, CategoryFacet, FacetValue } from "../page/search-requests";
import { categoryLeafName } from "../page/search-state";
import styles from "./Search.module.css";

export interface FacetLabels {
  refine: string;
  category: string;
  allCategories: string;
  clearFilters: string;
  selected: string;
  valueCount: (count: number) => string;
  number: (count: number) => string;
}

function ValueLink({ href, value, text, labels }: { href: string; value: FacetValue; text: string; labels: FacetLabels }) {
  return (
    <Link href={href} prefetch={false} className={value.selected ? `${styles.facetLink} ${styles.selected}` : styles.facetLink} aria-current={value.selected ? "true" : undefined}>
      <span className={styles.check} aria-hidden="true" />
      <span className={styles.facetName}>
        {text}
        {value.selected ? <span className="visually-hidden"> {labels.selected}</span> : null}
      </span>
      <span className={styles.facetCount}>
        <span aria-hidden="true">{labels.number(value.count)}</span>
        <span className="visually-hidden">{labels.valueCount(value.count)}</span>
      </span>
    </Link>
  );
}

export function SearchFacets({
  categories,
  attributes,
  categoryHref,
  attributeHref,
  clearHref,
  labels,
}: {
  categories: CategoryFacet;
  attributes: readonly (AttributeFacet & { label: string })[];
  /** URL with the category set, or cleared when undefined. */
  categoryHref: (path: string | undefined) => string;
  attributeHref: (key: string, value: string) => string;
  clearHref?: string;
  labels: FacetLabels;
}) {
  const refinedRoot = categories.lvl0.find((value) => value.selected);
  return (
    <section aria-labelledby="search-refine" className={styles.facets}>
      <h2 id="search-refine" className={styles.facetsTitle}>
        {labels.refine}
      </h2>
      {clearHref ? (
        <p>
          <Link href={clearHref} prefetch={false} className={styles.clear}>
            {labels.clearFilters}
          </Link>
        </p>
      ) : null}
      {categories.lvl0.length > 0 ? (
        <section aria-labelledby="facet-category" className={styles.facet}>
          <h3 id="facet-category">{labels.category}</h3>
          {refinedRoot ? (
            <p>
              <Link href={categoryHref(undefined)} prefetch={false} className={styles.clear}>
                {labels.allCategories}
              </Link>
            </p>
          ) : null}
          <ul>
            {categories.lvl0.map((value) => (
              <li key={value.value}>
                <ValueLink href={categoryHref(value.selected ? undefined : value.value)} value={value} text={value.value} labels={labels} />
                {value.children.length > 0 ? (
                  <ul className={styles.children}>
                    {value.children.map((child) => (
                      <li key={child.value}>
                        <ValueLink href={categoryHref(child.selected ? value.value : child.value)} value={child} text={categoryLeafName(child.value)} labels={labels} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {attributes.map((facet) => (
        <section key={facet.key} aria-labelledby={`facet-${facet.key}`} className={styles.facet}>
          <h3 id={`facet-${facet.key}`}>{facet.label}</h3>
          <ul>
            {facet.values.map((value) => (
              <li key={value.value}>
                <ValueLink href={attributeHref(facet.key, value.value)} value={value} text={value.value} labels={labels} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
