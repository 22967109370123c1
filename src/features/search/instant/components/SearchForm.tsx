"use client";
// Page heading and query box (S1): a GET form without JavaScript; with it, results follow the typing after a short pause.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchBox } from "react-instantsearch";
import { useTranslations } from "next-intl";
import { clipQuery, MAX_QUERY_LENGTH } from "../../page/search-state";
import styles from "../../components/Search.module.css";

/** Pause after the last keystroke before searching: fast typists send one request per word, not per letter. */
export const TYPING_DEBOUNCE_MS = 200;

export function SearchForm({ action }: { action: string }) {
  const t = useTranslations("search");
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sent = useRef(query);

  // Back/forward and links change the query from outside: the box follows; the visitor's own queries leave it be.
  useEffect(() => {
    if (query !== sent.current) {
      sent.current = query;
      setValue(query);
    }
  }, [query]);
  const search = (next: string) => {
    sent.current = clipQuery(next);
    refine(sent.current);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), TYPING_DEBOUNCE_MS);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    search(value);
  };

  return (
    <>
      <h1>{query ? t("headingWithQuery", { query }) : t("heading")}</h1>
      <form role="search" aria-label={t("label")} action={action} method="get" className={styles.box} onSubmit={onSubmit}>
        <label htmlFor="search-page-q" className={styles.boxLabel}>
          {t("label")}
        </label>
        <div className={styles.boxRow}>
          <input
            id="search-page-q"
            type="search"
            name="q"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={t("placeholder")}
            autoComplete="off"
            className={styles.input}
          />
          <button type="submit" className="btn btn-primary">
            {t("submit")}
          </button>
        </div>
      </form>
    </>
  );
}
