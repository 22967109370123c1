// The pieces the tools' modules share (F4 cross reference, F5 sales contact, F6 where to buy): a labelled field with
// its hint, the results region with what is said above the results, the "did you mean" places and a postal address.
// Server components: no JavaScript. Their look is the tools' sheet (Tool.module.css).
import type { ReactNode } from "react";
import { ToolProblems, type ToolProblemsProps } from "./ToolProblems";
import styles from "./Tool.module.css";

/** The ids of a tool module's parts, unique on the page (one module may stand twice): `prefix` names the tool. */
export function toolIds(prefix: string, moduleId: string) {
  const idPrefix = `${prefix}-${moduleId}`;
  return { idPrefix, formId: `${idPrefix}-form`, headingId: `${idPrefix}-title`, hintId: `${idPrefix}-hint` };
}

/** The module's region, named by its heading (the CMS module's title, else the tool's). */
export function ToolModule({ className, headingId, title, children }: { className: string | undefined; headingId: string; title: string; children: ReactNode }) {
  return (
    <section className={`${styles.module} ${className}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** The form's actions: its submit button, then what a tool adds beside it (an enhancer, "use my location"). */
export function ToolActions({ submit, children }: { submit: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.button}>
        {submit}
      </button>
      {children}
    </div>
  );
}

/** A form's row: the label of the control `htmlFor`, the control (children), then its hint (`hintId` for aria-describedby). */
export function ToolField({ htmlFor, label, hint, hintId, children }: { htmlFor: string; label: ReactNode; hint?: ReactNode; hintId?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The results region (the form's answer lands on its id and focus moves to it): the problems, information and error first. */
export function ToolResults({ id, children, ...said }: ToolProblemsProps & { id: string; children?: ReactNode }) {
  return (
    <div id={id} className={styles.results} tabIndex={-1}>
      <ToolProblems {...said} />
      {children}
    </div>
  );
}

/** Other places the query could mean (or where else the answer holds), each a link that asks again. */
export function ToolAlternatives({ label, items }: { label: string; items: readonly { key: string; href: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <p>{label}</p>
      <ul className={styles.alternatives}>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ToolPostalAddress {
  line1: string;
  city?: string;
  region?: string;
  postalCode?: string;
}

/** A branch's or an agency's address on three lines: street; city, region and postal code; the country's name. */
export function ToolAddress({ address, countryName }: { address: ToolPostalAddress; countryName: string }) {
  return (
    <address>
      {address.line1}
      <br />
      {[address.city, [address.region, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
      <br />
      {countryName}
    </address>
  );
}
