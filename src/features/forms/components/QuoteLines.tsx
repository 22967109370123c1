"use client";
// The products and quantities of a quote request (F2), inside a FormView: one group per line (catalogue number through
// the product picker, quantity, note), lines added and removed with focus kept in place and the change announced, and
// a pasted list ("DR101-IV, 4" per line) turned into lines. Without JavaScript the lines the page came with (one, or
// the prefill of a product page) are plain fields that post as they are.
import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext, useFormState, type FieldValues } from "react-hook-form";
import { addToLines, emptyLine, LINES_MAX, parsePastedLines, parseProductsParam, QUOTE_PRODUCTS_PARAM, type LineValues } from "../quote-lines";
import { TextField } from "./fields";
import { fieldId, FormViewContextValue } from "./form-context";
import { ProductPicker } from "./ProductPicker";
import formStyles from "./Form.module.css";
import styles from "./QuoteLines.module.css";

export interface QuoteLinesProps {
  brand: string;
  idPrefix: string;
  /**
   * Whether the lines start from the page address's `?products=DR101-IV:2,GF15-WH` (the "Request a quote" links of
   * product pages and the compare page). Read in the browser: the CMS page itself is cached and shared.
   */
  prefillFromAddress?: boolean;
}

const NAME = "lines";
const subscribeNothing = () => () => {};

function arrayError(errors: Record<string, unknown>): string | undefined {
  const node = errors[NAME] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
}

export function QuoteLines({ brand, idPrefix, prefillFromAddress = false }: QuoteLinesProps) {
  const t = useTranslations("forms-products.lines");
  const form = useFormContext<FieldValues>();
  const { errors } = useFormState({ control: form.control, name: NAME });
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: NAME });
  const [announcement, setAnnouncement] = useState("");
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the lines changed on screen: a field's path, or "add" for the add button.
  const focusTarget = useRef<string | undefined>(undefined);
  // The add, remove and paste controls need JavaScript: false in the server's HTML, true once hydrated.
  const enhanced = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const search = useSyncExternalStore(subscribeNothing, () => window.location.search, () => "");
  const prefill = useMemo(() => (prefillFromAddress ? parseProductsParam(new URLSearchParams(search).get(QUOTE_PRODUCTS_PARAM)) : []), [prefillFromAddress, search]);
  const prefilled = useRef(false);

  // Once: the linked products become the lines (a number already typed gets its quantity added).
  useEffect(() => {
    if (prefilled.current || prefill.length === 0) return;
    prefilled.current = true;
    replace(addToLines((form.getValues(NAME) as LineValues[] | undefined) ?? [], prefill).lines);
  }, [prefill, form, replace]);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = undefined;
    if (target === "add") addButton.current?.focus();
    else document.getElementById(fieldId(idPrefix, target))?.focus();
  }, [fields, idPrefix]);

  const full = fields.length >= LINES_MAX;
  const view = useContext(FormViewContextValue);
  // The whole list's error (no line, too many): the browser's check, or the API's / a draft's.
  const groupError = arrayError(errors as Record<string, unknown>) ?? view?.serverErrors[NAME];
  const groupId = fieldId(idPrefix, NAME);
  const pasteId = `${groupId}-paste`;

  function addLine() {
    if (full) {
      setAnnouncement(t("full", { max: LINES_MAX }));
      return;
    }
    append(emptyLine(), { shouldFocus: false });
    setAnnouncement(t("added", { number: fields.length + 1 }));
    focusTarget.current = `${NAME}.${fields.length}.catalogNumber`;
  }

  function removeLine(index: number) {
    remove(index);
    setAnnouncement(t("removed", { number: index + 1 }));
    const remaining = fields.length - 1;
    focusTarget.current = remaining === 0 ? "add" : `${NAME}.${Math.min(index, remaining - 1)}.catalogNumber`;
  }

  function addPasted() {
    const { lines, rejected } = parsePastedLines(pasted);
    if (lines.length === 0) {
      setAnnouncement(t("pasteEmpty"));
      return;
    }
    const current = (form.getValues(NAME) as LineValues[] | undefined) ?? [];
    const result = addToLines(current, lines);
    replace(result.lines);
    setPasted(rejected.join("\n"));
    const parts = [t("pasteAdded", { count: lines.length - result.overflow })];
    if (rejected.length > 0) parts.push(t("pasteSkipped", { count: rejected.length }));
    if (result.overflow > 0) parts.push(t("full", { max: LINES_MAX }));
    setAnnouncement(parts.join(" "));
    if (rejected.length === 0) setPasteOpen(false);
  }

  return (
    <fieldset className={styles.lines} aria-describedby={groupError ? `${groupId}-error` : undefined}>
      <legend className={formStyles.label}>{t("legend")}</legend>
      <p className={formStyles.hint}>{t("count", { count: fields.length, max: LINES_MAX })}</p>
      {groupError ? (
        <p id={`${groupId}-error`} className={formStyles.error}>
          <span id={groupId} tabIndex={-1} data-invalid="true">
            {groupError}
          </span>
        </p>
      ) : null}
      <ol className={styles.list}>
        {fields.map((line, index) => (
          <li key={line.id}>
            <fieldset className={styles.line}>
              <legend className={styles.lineLegend}>{t("line", { number: index + 1 })}</legend>
              <div className={styles.lineFields}>
                <ProductPicker
                  name={`${NAME}.${index}.catalogNumber`}
                  label={t("catalogNumber")}
                  required
                  brand={brand}
                  onPick={() => document.getElementById(fieldId(idPrefix, `${NAME}.${index}.quantity`))?.focus()}
                />
                <TextField name={`${NAME}.${index}.quantity`} label={t("quantity")} type="number" inputMode="numeric" min="1" max="100000" required />
              </div>
              <TextField name={`${NAME}.${index}.note`} label={t("note")} maxLength={200} />
              {enhanced && fields.length > 1 ? (
                <button type="button" className={`btn btn-secondary ${styles.remove}`} onClick={() => removeLine(index)}>
                  {t("remove", { number: index + 1 })}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      {enhanced ? (
        <div className={styles.actions}>
          <button ref={addButton} type="button" className="btn btn-secondary" onClick={addLine} aria-disabled={full || undefined}>
            {t("add")}
          </button>
          <button type="button" className="btn btn-link" aria-expanded={pasteOpen} aria-controls={pasteId} onClick={() => setPasteOpen((open) => !open)}>
            {t("pasteToggle")}
          </button>
        </div>
      ) : null}
      {enhanced ? (
        <div id={pasteId} className={styles.paste} hidden={!pasteOpen}>
          <label htmlFor={`${pasteId}-text`} className={formStyles.label}>
            {t("pasteLabel")}
          </label>
          <p id={`${pasteId}-hint`} className={formStyles.hint}>
            {t("pasteHint")}
          </p>
          {/* Not a form field: nothing of it is posted; its lines become the form's lines. */}
          <textarea
            id={`${pasteId}-text`}
            className={formStyles.control}
            rows={6}
            maxLength={20000}
            aria-describedby={`${pasteId}-hint`}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          <button type="button" className="btn btn-secondary" onClick={addPasted}>
            {t("pasteAdd")}
          </button>
        </div>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {announcement || (prefill.length > 0 ? t("prefilled", { count: prefill.length }) : "")}
      </p>
    </fieldset>
  );
}
