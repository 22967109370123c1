"use client";
// Header search box (S3): a plain GET form to the search page without JavaScript; with it, a WAI-ARIA 1.2 combobox
// whose listbox groups suggested searches, categories and products (one per family), then "see all results"; its client
// code loaded on first focus or hover.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { moveActive, NO_SUGGESTIONS, searchPageHref, SUGGEST_DEBOUNCE_MS, type SuggestContext, type SuggestionGroups, type SuggestionLabels, type TextPart } from "./suggestions";
import styles from "./HeaderSearch.module.css";

/** What the box says before any suggestion: on every page. */
export interface HeaderSearchLabels {
  label: string;
  submit: string;
  /** Said when suggestions cannot be had (the search service, or their words, unreachable). */
  error: string;
}

type Suggester = Awaited<ReturnType<typeof import("./suggest-client").createSuggester>>;

/** One option of the flattened list, in the order the arrow keys walk it. */
interface Entry {
  key: string;
  href: string;
  group: "searches" | "categories" | "products";
  label?: string;
  queryID?: string;
  position?: number;
  content: ReactNode;
}

function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.highlighted ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

function statusText(status: SuggestionLabels["status"], count: number, locale: string): string {
  const form = count === 0 ? status.zero : new Intl.PluralRules(locale).select(count) === "one" ? status.one : status.other;
  return form.replace("{count}", String(count));
}

export function HeaderSearch({ action, context, labels }: { action: string; context: SuggestContext; labels: HeaderSearchLabels }) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-listbox`;
  const [value, setValue] = useState("");
  const [groups, setGroups] = useState<SuggestionGroups>(NO_SUGGESTIONS);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  // Until the answer for what is typed arrives, the list shows an earlier word's: busy (WCAG 4.1.3), and Enter opens
  // nothing the visitor did not see highlighted.
  const [pending, setPending] = useState(false);
  const suggester = useRef<Promise<Suggester> | undefined>(undefined);
  // The list's words load with its code (issue 15 §1): no page carries them until its box is used.
  const [panel, setPanel] = useState<SuggestionLabels>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  const load = useCallback(() => {
    if (!suggester.current) {
      const loading = import("./suggest-client").then((module) => module.createSuggester(context));
      suggester.current = loading;
      loading.then(
        (loaded) => setPanel(loaded.labels),
        // Asked again on the next focus or word.
        () => {
          if (suggester.current === loading) suggester.current = undefined;
        },
      );
    }
    return suggester.current;
  }, [context]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const query = value.trim();
  const entries: Entry[] = [
    ...groups.queries.map((item): Entry => ({ key: item.id, href: item.href, group: "searches", content: <Parts parts={item.parts} /> })),
    ...groups.categories.map((item): Entry => ({
      key: item.id,
      href: item.href,
      group: "categories",
      content: (
        <>
          <span className={styles.suggestionName}>{item.name}</span>{" "}
          {item.parent ? <span className={styles.suggestionNumber}>{panel?.categoryIn.replace("{parent}", item.parent)}</span> : null}
        </>
      ),
    })),
    ...groups.products.map((item): Entry => ({
      key: item.id,
      href: item.href,
      group: "products",
      label: item.label,
      ...(item.queryID ? { queryID: item.queryID } : {}),
      position: item.position,
      content: (
        <>
          <span className={styles.suggestionName}>
            <Parts parts={item.name} />
          </span>
          {/* A space between name and number (a flex column shows none): the option's text reads "name
              number", as its name "name, number" does (WCAG 2.5.3 Label in Name). */}
          {" "}
          <span className={styles.suggestionNumber}>
            <Parts parts={item.catalogNumber} />
          </span>
        </>
      ),
    })),
  ];
  const items = entries;
  // No list before its words have loaded (they come with its code).
  const count = query && panel ? items.length + 1 : 0;
  const expanded = open && (count > 0 || failed);

  const ask = (input: string) => {
    clearTimeout(timer.current);
    const ticket = ++latest.current;
    setPending(true);
    timer.current = setTimeout(async () => {
      let next: SuggestionGroups | undefined;
      try {
        next = await (await load()).suggest(input);
      } catch {
        next = undefined;
      }
      if (ticket !== latest.current) return;
      setGroups(next ?? NO_SUGGESTIONS);
      setFailed(next === undefined);
      // The list changed under any highlight: none is kept.
      setActive(-1);
      setPending(false);
    }, SUGGEST_DEBOUNCE_MS);
  };

  const go = (index: number) => {
    const target = index >= 0 && index < items.length ? items[index]!.href : searchPageHref(action, value);
    setOpen(false);
    setActive(-1);
    router.push(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((current) => moveActive(current, count, event.key));
    } else if (event.key === "Enter" && expanded && active >= 0) {
      event.preventDefault();
      go(active);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        event.preventDefault();
        setValue("");
        // An answer still on its way is for the word just cleared.
        clearTimeout(timer.current);
        latest.current++;
        setPending(false);
        setGroups(NO_SUGGESTIONS);
      }
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <form role="search" aria-label={labels.label} action={action} method="get" className={styles.search} onPointerEnter={() => void load()}>
      <label htmlFor={`${id}-q`} className="visually-hidden">
        {labels.label}
      </label>
      <div className={styles.searchField}>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          maxLength={200}
          autoComplete="off"
          placeholder={labels.label}
          className={styles.searchInput}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={value}
          onFocus={() => {
            void load();
            if (query) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
            setOpen(true);
            ask(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <div className={styles.suggestions} hidden={!expanded}>
          <div id={listId} role="listbox" aria-label={panel?.suggestions} aria-busy={pending || undefined}>
            {query && panel
              ? [
                  ...(["searches", "categories", "products"] as const).map((group) => {
                    const inGroup = items.map((item, index) => ({ item, index })).filter(({ item }) => item.group === group);
                    if (inGroup.length === 0) return null;
                    return (
                      <ul key={group} role="group" aria-label={panel[group]} className={styles.group}>
                        <li role="presentation" aria-hidden="true" className={styles.groupLabel}>
                          {panel[group]}
                        </li>
                        {inGroup.map(({ item, index }) => (
                          <li
                            key={item.key}
                            id={optionId(index)}
                            role="option"
                            aria-selected={active === index}
                            {...(item.label ? { "aria-label": item.label } : {})}
                            className={group === "searches" ? `${styles.suggestion} ${styles.querySuggestion}` : styles.suggestion}
                            data-group={group}
                            data-query-id={item.queryID}
                            data-position={item.position}
                            onMouseDown={(event) => event.preventDefault()}
                            onClick={() => go(index)}
                          >
                            {item.content}
                          </li>
                        ))}
                      </ul>
                    );
                  }),
                  <ul key="all" role="group" aria-label={panel.seeAll.replace("{query}", query)} className={styles.group}>
                    <li
                      id={optionId(items.length)}
                      role="option"
                      aria-selected={active === items.length}
                      className={`${styles.suggestion} ${styles.seeAll}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => go(items.length)}
                    >
                      {panel.seeAll.replace("{query}", query)}
                    </li>
                  </ul>,
                ]
              : null}
          </div>
          {failed ? <p className={styles.suggestError}>{labels.error}</p> : null}
        </div>
        {/* The number of suggestions, announced as it changes (WCAG 4.1.3 Status Messages). */}
        <p role="status" className="visually-hidden">
          {expanded && query && panel ? statusText(panel.status, items.length, context.locale) : ""}
        </p>
      </div>
      <button type="submit" className={`btn btn-primary ${styles.searchButton}`}>
        {labels.submit}
      </button>
    </form>
  );
}
