"use client";
// A5 "Find an address": a WAI-ARIA 1.2 combobox (APG "list autocomplete", as the forms' product picker) over the maps
// port's PlacesClient (the embedded gazetteer, or Google Places). Typing 2+ characters asks for places (debounced, an
// older answer dropped); arrows move aria-activedescendant, Enter or a click picks, Escape closes. A picked place fills
// the city, state or province, postal code and country (and the street with Google) and moves on to the street field.
// When the service cannot be used (Google's script or its places library did not load: spec §5) it says so and the
// fields are filled in by hand; without JavaScript it is not shown at all.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import type { MapsClientConfig, PlaceSuggestion } from "@/platform/maps";
import { createPlacesClient } from "@/platform/maps/client";
import { AUTOCOMPLETE_DEBOUNCE_MS, autocompleteQuery, fieldsOfPlace, moveActive, regionCodeOf } from "../autocomplete";
import styles from "./AddressAutocomplete.module.css";

type State = { kind: "idle" } | { kind: "pending" } | { kind: "results"; suggestions: PlaceSuggestion[] } | { kind: "unavailable" } | { kind: "filled"; label: string };

const noSubscription = () => () => {};

export function AddressAutocomplete({ idPrefix, locale, maps, nextFieldId }: { idPrefix: string; locale: string; maps: MapsClientConfig; nextFieldId: string }) {
  const t = useTranslations("my-account.addresses.autocomplete");
  const form = useFormContext();
  const client = useMemo(() => createPlacesClient(maps, locale, regionCodeOf), [maps, locale]);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [text, setText] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const id = `${idPrefix}-find`;
  const listId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const suggestions = state.kind === "results" ? state.suggestions : [];
  const expanded = open && suggestions.length > 0;

  function ask(input: string) {
    clearTimeout(timer.current);
    controller.current?.abort();
    const query = autocompleteQuery(input);
    if (!query) {
      setState({ kind: "idle" });
      return;
    }
    setState({ kind: "pending" });
    timer.current = setTimeout(async () => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        const found = await client.suggest(query, { signal: abort.signal });
        if (!abort.signal.aborted) setState({ kind: "results", suggestions: found });
      } catch {
        // The service cannot be used (PlacesUnavailableError: a failed endpoint, Google's script or places library missing).
        if (!abort.signal.aborted) setState({ kind: "unavailable" });
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  async function pick(suggestion: PlaceSuggestion) {
    clearTimeout(timer.current);
    controller.current?.abort();
    setOpen(false);
    setActive(-1);
    try {
      const place = await client.resolve(suggestion.id, {});
      if (!place) {
        setState({ kind: "results", suggestions: [] });
        return;
      }
      const fields = fieldsOfPlace(place);
      const { region, ...rest } = fields;
      for (const [name, value] of Object.entries(rest)) form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
      // The region list is the new country's once it has rendered.
      if (region !== undefined) setTimeout(() => form.setValue("region", region, { shouldDirty: true, shouldValidate: true }), 0);
      setText(place.label);
      setState({ kind: "filled", label: place.label });
      document.getElementById(nextFieldId)?.focus();
    } catch {
      setState({ kind: "unavailable" });
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(open ? current : -1, suggestions.length, event.key as "ArrowDown" | "ArrowUp"));
    } else if (event.key === "Enter") {
      // Enter never sends the address form from here: it picks the active place, or does nothing.
      event.preventDefault();
      if (expanded && active >= 0 && suggestions[active]) void pick(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  if (!hydrated) return null;

  const status =
    state.kind === "pending"
      ? t("loading")
      : state.kind === "unavailable"
        ? t("unavailable")
        : state.kind === "filled"
          ? t("filled", { place: state.label })
          : state.kind === "results"
            ? suggestions.length === 0
              ? t("none")
              : t("results", { count: suggestions.length })
            : "";

  return (
    <div className={styles.find}>
      <label htmlFor={id} className={styles.label}>
        {t("label")}
      </label>
      <p id={hintId} className={styles.hint}>
        {t("hint")}
      </p>
      <div className={styles.picker}>
        <input
          id={id}
          className={styles.control}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${hintId} ${statusId}`}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
            ask(event.target.value);
          }}
          onFocus={() => {
            if (suggestions.length > 0) setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={t("label")} className={styles.listbox} hidden={!expanded}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void pick(suggestion)}
            >
              <span className={styles.primary}>{suggestion.primary}</span>
              <span className={styles.secondary}>{suggestion.secondary}</span>
            </li>
          ))}
        </ul>
        <p id={statusId} role="status" aria-live="polite" className={status ? styles.status : "visually-hidden"}>
          {status}
        </p>
      </div>
    </div>
  );
}
