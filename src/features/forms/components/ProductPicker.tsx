"use client";
// The product picker of the quote and warranty forms (F2, F3): a text field for the catalogue number that, with
// JavaScript, is a WAI-ARIA 1.2 combobox (APG "list autocomplete"): typing 2+ characters asks GET /api/forms/products
// (debounced, the older answer dropped), the listbox shows the brand's products, arrows move aria-activedescendant,
// Enter picks, Escape closes. The field posts what is typed, so a number the catalogue search does not know, or a
// browser without JavaScript, still sends it; the server checks it against the catalogue.
import { useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { moveActive, PICKER_DEBOUNCE_MS, pickerQuery, pickerUrl, readPickerAnswer, type PickerProduct } from "../product-picker";
import { FieldFrame } from "./Field";
import { FormViewContextValue, useField } from "./form-context";
import formStyles from "./Form.module.css";
import styles from "./ProductPicker.module.css";
import { withPageBuild } from "@/platform/http/page-build";

export interface ProductPickerProps {
  /** The field's path: `catalogNumber`, `lines.3.catalogNumber`. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  brand: string;
  /** Called after a product is picked (the quote lines move focus to its quantity). */
  onPick?: (product: PickerProduct) => void;
}

type State = { kind: "idle" } | { kind: "pending"; query: string } | { kind: "results"; query: string; products: PickerProduct[] } | { kind: "error"; query: string };

export function ProductPicker({ name, label, hint, required = false, brand, onPick }: ProductPickerProps) {
  const t = useTranslations("forms-products.picker");
  const view = useContext(FormViewContextValue);
  const field = useField(name, { hasHint: true });
  const value = useWatch({ control: field.form.control, name }) as unknown;
  const text = typeof value === "string" ? value : "";
  const [state, setState] = useState<State>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);
  const answers = useRef(new Map<string, PickerProduct[]>());

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );

  const listId = `${field.id}-listbox`;
  const statusId = `${field.id}-status`;
  const optionId = (index: number) => `${field.id}-option-${index}`;
  const products = state.kind === "results" ? state.products : [];
  const expanded = open && products.length > 0;

  function ask(input: string) {
    clearTimeout(timer.current);
    controller.current?.abort();
    const query = pickerQuery(input);
    if (!query.ok) {
      setState({ kind: "idle" });
      return;
    }
    const known = answers.current.get(query.query.toLowerCase());
    if (known) {
      setState({ kind: "results", query: query.query, products: known });
      return;
    }
    setState({ kind: "pending", query: query.query });
    timer.current = setTimeout(async () => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        const response = await fetch(withPageBuild(pickerUrl(brand, view?.locale ?? "en", query.query)), { signal: abort.signal, headers: { Accept: "application/json" } });
        const found = readPickerAnswer(response.status, await response.json().catch(() => undefined));
        if (abort.signal.aborted) return;
        answers.current.set(query.query.toLowerCase(), found);
        setState({ kind: "results", query: query.query, products: found });
      } catch {
        if (!abort.signal.aborted) setState({ kind: "error", query: query.query });
      }
    }, PICKER_DEBOUNCE_MS);
  }

  function pick(product: PickerProduct) {
    clearTimeout(timer.current);
    controller.current?.abort();
    field.form.setValue(name, product.catalogNumber, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    view?.clearServerError(name);
    setOpen(false);
    setActive(-1);
    setState({ kind: "idle" });
    onPick?.(product);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (products.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(open ? current : -1, products.length, event.key));
    } else if (event.key === "Enter" && expanded && active >= 0 && products[active]) {
      // Enter picks the active option instead of sending the form.
      event.preventDefault();
      pick(products[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const { onChange, onBlur, ...registration } = field.registration;
  const status =
    state.kind === "pending"
      ? t("pending")
      : state.kind === "error"
        ? t("error")
        : state.kind === "results"
          ? products.length === 0
            ? t("empty", { query: state.query })
            : t("results", { count: products.length })
          : "";

  return (
    <FieldFrame id={field.id} label={label} required={required} hint={hint ?? t("hint")} hintId={field.hintId} error={field.error} errorId={field.errorId}>
      <div className={styles.picker}>
        <input
          id={field.id}
          className={formStyles.control}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          defaultValue={typeof field.initial === "string" ? field.initial : undefined}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={[field.describedBy, statusId].filter(Boolean).join(" ")}
          {...registration}
          onChange={(event) => {
            void onChange(event);
            setActive(-1);
            setOpen(true);
            ask(event.target.value);
          }}
          onFocus={() => {
            if (products.length > 0) setOpen(true);
          }}
          onBlur={(event) => {
            setOpen(false);
            setActive(-1);
            return onBlur(event);
          }}
          onKeyDown={onKeyDown}
        />
        <ul id={listId} role="listbox" aria-label={typeof label === "string" ? label : t("label")} className={styles.listbox} hidden={!expanded}>
          {products.map((product, index) => (
            <li
              key={product.catalogNumber}
              id={optionId(index)}
              role="option"
              aria-selected={active === index}
              // Named by what it shows, name then number (WCAG 2.5.3 Label in Name).
              aria-label={t("option", { name: product.name, catalogNumber: product.catalogNumber })}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(product)}
            >
              {product.imageUrl ? <Image src={product.imageUrl} alt="" width={40} height={40} className={styles.image} /> : <span className={styles.image} aria-hidden="true" />}
              <span className={styles.name}>{product.name}</span>{" "}
              <span className={styles.number}>{product.catalogNumber}</span>
            </li>
          ))}
        </ul>
        <p id={statusId} role="status" aria-live="polite" className={open && status && text.trim() !== "" ? styles.status : "visually-hidden"}>
          {open && text.trim() !== "" ? status : ""}
        </p>
      </div>
    </FieldFrame>
  );
}
