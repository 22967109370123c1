// Search form of the search page (S1): a plain GET form, so it works before and without JavaScript.
import styles from "./Search.module.css";

export function SearchBox({ action, query, labels }: { action: string; query: string; labels: { label: string; placeholder: string; submit: string } }) {
  return (
    <form role="search" aria-label={labels.label} action={action} method="get" className={styles.box}>
      <label htmlFor="search-page-q" className={styles.boxLabel}>
        {labels.label}
      </label>
      <div className={styles.boxRow}>
        <input id="search-page-q" type="search" name="q" defaultValue={query} maxLength={200} placeholder={labels.placeholder} autoComplete="off" className={styles.input} />
        <button type="submit" className="btn btn-primary">
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
