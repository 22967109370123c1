"use client";
// Measurement range facets of the search page (issue 3, S1): InstantSearch's range widget behind minimum and maximum
// inputs; with JavaScript the form refines in place, without it the same form is a GET to the search page.
import { useMemo, useState, type FormEvent } from "react";
import { useInstantSearch, useRange } from "react-instantsearch";
import { useFormatter, useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import type { FacetStats } from "../../model";
import { boundsWithin, formatBound, NUMERIC_ATTRIBUTE_PREFIX, numericAttribute, RANGE_FIELD_SUFFIXES, RANGE_PARAM_PREFIX, rangeOf, withRange, withUnit } from "../../page/numeric-range";
import { pickRangeFacets, type RangeAttribute } from "../../page/range-facets";
import { searchHref, searchStateFields } from "../../page/search-state";
import { MAX_RANGE_FACETS, rangeProps } from "../config";
import { uiStateToRoute, type SearchUiState } from "../routing";
import { inPlace } from "./Facets";
import styles from "../../components/Search.module.css";

function RangeFacet({ attribute, action, locale }: { attribute: RangeAttribute; action: string; locale: Locale }) {
  const t = useTranslations("catalog.range");
  const format = useFormatter();
  const { uiState } = useInstantSearch();
  const { range, start, refine, canRefine } = useRange(rangeProps(numericAttribute(attribute.key)));
  const [invalid, setInvalid] = useState(false);
  const id = `search-range-${attribute.key}`;
  const heading = attribute.unit ? t("heading", { label: attribute.label, unit: attribute.unit }) : attribute.label;
  const selected = { min: Number.isFinite(start[0]) ? start[0] : undefined, max: Number.isFinite(start[1]) ? start[1] : undefined };
  const refined = selected.min !== undefined || selected.max !== undefined;
  const route = uiStateToRoute(uiState as SearchUiState, locale);
  const hidden = searchStateFields(route, attribute.key);
  const clearHref = searchHref(action, { ...route, page: 1, ranges: withRange(route.ranges ?? {}, attribute.key, undefined) });
  // One value (or none) in the results leaves nothing to choose between; a chosen range still shows, to change or clear it.
  const hasBounds = canRefine && range.min !== undefined && range.max !== undefined;
  const measure = (value: number) => withUnit(format.number(value, { maximumFractionDigits: 3 }), attribute.unit);
  const field = (bound: "min" | "max") => `${RANGE_PARAM_PREFIX}${attribute.key}${RANGE_FIELD_SUFFIXES[bound]}`;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = (bound: "min" | "max") => form.elements.namedItem(field(bound)) as HTMLInputElement | null;
    const minText = input("min")?.value ?? "";
    const maxText = input("max")?.value ?? "";
    const bad = [input("min"), input("max")].some((i) => i?.validity.badInput);
    const typed = rangeOf(minText, maxText);
    if (bad || (!typed && (minText.trim() !== "" || maxText.trim() !== ""))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    refine(typed && range.min !== undefined && range.max !== undefined ? boundsWithin(typed, { min: range.min, max: range.max }) : [undefined, undefined]);
  };

  if (!hasBounds && !refined) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.facet} data-range={attribute.key}>
      <h3 id={`${id}-title`}>{heading}</h3>
      {hasBounds ? (
        <p id={`${id}-available`} className={styles.rangeAvailable}>
          {t("available", { min: measure(range.min!), max: measure(range.max!) })}
        </p>
      ) : null}
      <form action={action} method="get" onSubmit={apply} className={styles.rangeForm} noValidate>
        {hidden.map((f) => (
          <input key={`${f.name}=${f.value}`} type="hidden" name={f.name} value={f.value} />
        ))}
        <div className={styles.rangeFields}>
          {(["min", "max"] as const).map((bound) => (
            <div key={bound} className={styles.rangeField}>
              <label htmlFor={`${id}-${bound}`}>{t(bound)}</label>
              <input
                key={`${selected.min}:${selected.max}`}
                id={`${id}-${bound}`}
                name={field(bound)}
                type="number"
                inputMode="decimal"
                step="any"
                defaultValue={selected[bound] === undefined ? "" : formatBound(selected[bound])}
                placeholder={hasBounds ? formatBound(range[bound]!) : undefined}
                aria-describedby={[hasBounds ? `${id}-available` : "", invalid ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
                aria-invalid={invalid || undefined}
                className={`${styles.input} ${styles.rangeInput}`}
              />
            </div>
          ))}
        </div>
        {invalid ? (
          <p id={`${id}-error`} role="alert" className={styles.rangeError}>
            {t("invalid")}
          </p>
        ) : null}
        <button type="submit" className="btn btn-secondary" aria-label={t("applyLabel", { facet: heading })}>
          {t("apply")}
        </button>
      </form>
      {refined ? (
        <p>
          <a href={clearHref} onClick={(event) => inPlace(event, () => refine([undefined, undefined]))} className={styles.clear} aria-label={t("clearLabel", { facet: heading })}>
            {t("clear")}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/** Refined ranges, then measurements whose values differ in the current results (the server picks the same). */
export function RangeFacets({ attributes, action, locale }: { attributes: readonly RangeAttribute[]; action: string; locale: Locale }) {
  const { results, indexUiState } = useInstantSearch();
  const stats = (results as unknown as { _rawResults?: { facets_stats?: Record<string, FacetStats> }[] })._rawResults?.[0]?.facets_stats;
  const refinedKeys = Object.keys(indexUiState.range ?? {})
    .filter((attribute) => attribute.startsWith(NUMERIC_ATTRIBUTE_PREFIX))
    .map((attribute) => attribute.slice(NUMERIC_ATTRIBUTE_PREFIX.length))
    .join("\n");
  const byKey = useMemo(() => new Map(attributes.map((a) => [a.key, a])), [attributes]);
  const picked = useMemo(
    () => pickRangeFacets(stats, [...byKey.keys()], refinedKeys ? refinedKeys.split("\n") : [], MAX_RANGE_FACETS).filter((key) => byKey.has(key)),
    [stats, byKey, refinedKeys],
  );
  return (
    <>
      {picked.map((key) => (
        <RangeFacet key={key} attribute={byKey.get(key)!} action={action} locale={locale} />
      ))}
    </>
  );
}
