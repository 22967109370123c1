"use client";
// Facets (S1, S2): category tree and attribute values as links (they work without JavaScript), refined in place with it;
// attributes with many values can be searched within.
import { useMemo, useState, type MouseEvent, type ReactNode } from "react";
import { useClearRefinements, useHierarchicalMenu, useInstantSearch, useRefinementList } from "react-instantsearch";
import { useFormatter, useTranslations } from "next-intl";
import { FACET_VALUES_SHOWN, HIERARCHICAL_MENU_PROPS, pickAttributeFacets, refinementListProps } from "../config";
import { ATTRIBUTE_FACET_PREFIX } from "../routing";
import styles from "../../components/Search.module.css";

/** A plain left click refines in place; modified clicks (new tab, window) follow the link. */
export function inPlace(event: MouseEvent, action: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  action();
}

function ValueLink({ href, selected, count, onSelect, children }: { href: string; selected: boolean; count: number; onSelect: () => void; children: ReactNode }) {
  const t = useTranslations("search");
  const format = useFormatter();
  return (
    <a href={href} onClick={(event) => inPlace(event, onSelect)} className={selected ? `${styles.facetLink} ${styles.selected}` : styles.facetLink} aria-current={selected ? "true" : undefined}>
      <span className={styles.check} aria-hidden="true" />
      <span className={styles.facetName}>
        {children}
        {selected ? <span className="visually-hidden"> {t("selected")}</span> : null}
      </span>
      <span className={styles.facetCount}>
        <span aria-hidden="true">{format.number(count)}</span>
        <span className="visually-hidden">{t("valueCount", { count })}</span>
      </span>
    </a>
  );
}

export function RefineHeading() {
  const t = useTranslations("search");
  const { canRefine, refine, createURL } = useClearRefinements();
  return (
    <>
      <h2 id="search-refine" className={styles.facetsTitle}>
        {t("refine")}
      </h2>
      {canRefine ? (
        <p>
          <a href={createURL()} onClick={(event) => inPlace(event, refine)} className={styles.clear}>
            {t("clearFilters")}
          </a>
        </p>
      ) : null}
    </>
  );
}

type MenuItem = ReturnType<typeof useHierarchicalMenu>["items"][number];

export function CategoryMenu() {
  const t = useTranslations("search");
  const { items, refine, createURL } = useHierarchicalMenu({ ...HIERARCHICAL_MENU_PROPS, attributes: [...HIERARCHICAL_MENU_PROPS.attributes] });
  if (items.length === 0) return null;
  const refinedRoot = items.find((item) => item.isRefined);
  const list = (level: MenuItem[], nested: boolean): ReactNode => (
    <ul className={nested ? styles.children : undefined}>
      {level.map((item) => (
        <li key={item.value}>
          <ValueLink href={createURL(item.value)} selected={item.isRefined} count={item.count} onSelect={() => refine(item.value)}>
            {item.label}
          </ValueLink>
          {item.data && item.data.length > 0 ? list(item.data, true) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="facet-category" className={styles.facet}>
      <h3 id="facet-category">{t("category")}</h3>
      {refinedRoot ? (
        <p>
          <a href={createURL(refinedRoot.value)} onClick={(event) => inPlace(event, () => refine(refinedRoot.value))} className={styles.clear}>
            {t("allCategories")}
          </a>
        </p>
      ) : null}
      {list(items, false)}
    </section>
  );
}

function AttributeFacet({ attribute, label }: { attribute: string; label: string }) {
  const t = useTranslations("search");
  const { items, refine, createURL, searchForItems, isFromSearch } = useRefinementList(refinementListProps(attribute));
  const [facetQuery, setFacetQuery] = useState("");
  const id = `facet-${attribute.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
  const searchable = items.length >= FACET_VALUES_SHOWN || isFromSearch || facetQuery !== "";
  if (items.length === 0 && !isFromSearch) return null;
  return (
    <section aria-labelledby={id} className={styles.facet}>
      <h3 id={id}>{label}</h3>
      {searchable ? (
        <>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {t("facetSearchLabel", { facet: label })}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={facetQuery}
            maxLength={100}
            autoComplete="off"
            placeholder={t("facetSearchPlaceholder", { facet: label })}
            className={`${styles.input} ${styles.facetSearch}`}
            onChange={(event) => {
              setFacetQuery(event.target.value);
              searchForItems(event.target.value);
            }}
          />
        </>
      ) : null}
      {items.length === 0 ? <p role="status">{t("facetNoMatch")}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.value}>
            <ValueLink
              href={createURL(item.value)}
              selected={item.isRefined}
              count={item.count}
              onSelect={() => {
                refine(item.value);
                setFacetQuery("");
              }}
            >
              {item.label}
            </ValueLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Refined attributes, then the offered ones with the most values in the current results (the server picks the same). */
export function AttributeFacets({ labels, offered }: { labels: Record<string, string>; offered: ReadonlySet<string> }) {
  const { results, indexUiState } = useInstantSearch();
  const raw = (results as unknown as { _rawResults?: { facets?: Record<string, Record<string, number>> }[] })._rawResults?.[0]?.facets;
  const refinedKeys = Object.entries(indexUiState.refinementList ?? {})
    .filter(([, values]) => values.length > 0)
    .map(([attribute]) => attribute)
    .join("\n");
  const attributes = useMemo(() => pickAttributeFacets(raw, refinedKeys ? refinedKeys.split("\n") : [], (key) => offered.has(key)), [raw, refinedKeys, offered]);
  return (
    <>
      {attributes.map((attribute) => (
        <AttributeFacet key={attribute} attribute={attribute} label={labels[attribute.slice(ATTRIBUTE_FACET_PREFIX.length)] ?? attribute} />
      ))}
    </>
  );
}
