// Sort of a listing (P4): a GET form (works without JavaScript; next/form makes it a client navigation with it) that
// carries the ticked filters in hidden fields and starts again on page 1.
import Form from "next/form";
import { LISTING_SORTS, SORT_PARAM, type ListingSort } from "../listing-state";
import styles from "./Listing.module.css";

export function SortForm({
  action,
  sort,
  hidden,
  labels,
}: {
  action: string;
  sort: ListingSort;
  hidden: readonly { name: string; value: string }[];
  labels: { label: string; apply: string; option: (sort: ListingSort) => string };
}) {
  return (
    <Form action={action} scroll={false} className={styles.sort}>
      {hidden.map((field) => (
        <input key={`${field.name}=${field.value}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <label htmlFor="listing-sort">{labels.label}</label>
      <select id="listing-sort" name={SORT_PARAM} defaultValue={sort} key={sort} className={styles.select}>
        {LISTING_SORTS.map((option) => (
          <option key={option} value={option}>
            {labels.option(option)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary">
        {labels.apply}
      </button>
    </Form>
  );
}
