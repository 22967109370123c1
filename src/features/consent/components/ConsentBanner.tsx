"use client";
// The consent banner (issue 12, ADR 31): a region fixed at the bottom of the screen with "Accept all", "Necessary only"
// (equal weight) and "Choose" (a disclosure of the two categories). Not modal: the page stays usable behind it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { saveConsent } from "../browser";
import type { ConsentChoice } from "../model";
import styles from "./ConsentBanner.module.css";

export interface PrivacyLink {
  href: string;
  label: string;
}

interface Props {
  brandName: string;
  privacy?: PrivacyLink;
  /** The choice already recorded (reopened from the footer), preselected in "Choose". */
  current?: ConsentChoice;
  /** Opened by the visitor (focus moves into it), rather than shown on arrival (focus stays where it is). */
  reopened: boolean;
  /**
   * False in the HTML every visitor gets and until the page hydrates: the banner is shown only when the head's hint
   * asked (arrival), and its buttons wait (disabled) for the code that records a choice.
   */
  hydrated: boolean;
  onDone: (hadFocus: boolean) => void;
}

export default function ConsentBanner({ brandName, privacy, current, reopened, hydrated, onDone }: Props) {
  const t = useTranslations("consent");
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const choices = useRef<HTMLFormElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);

  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  // On a small screen the banner scrolls inside: bring the opened categories into sight.
  useEffect(() => {
    if (choosing) choices.current?.scrollIntoView({ block: "nearest" });
  }, [choosing]);

  // The page ends and scrolls above the banner, so it hides no content and no focused element (WCAG 1.4.10, 2.4.11).
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const reserve = () => {
      const height = `${element.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = "";
      document.documentElement.style.scrollPaddingBottom = "";
    };
  }, []);

  const hasFocus = () => Boolean(region.current?.contains(document.activeElement));
  const save = (choice: ConsentChoice) => {
    const hadFocus = hasFocus();
    saveConsent(choice);
    onDone(hadFocus);
  };
  // Escape closes preferences reopened over an existing choice; a first choice has to be made with a button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && current) onDone(hasFocus());
  };

  return (
    <section ref={region} className={reopened ? styles.banner : `${styles.banner} ${styles.arrival}`} aria-labelledby={`${id}-title`} onKeyDown={onKeyDown} data-consent-banner="">
      <div className={`container ${styles.inner}`}>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
          {t("title", { brand: brandName })}
        </h2>
        <p className={styles.text}>
          {t("text")}
          {privacy ? (
            <>
              {" "}
              <a href={privacy.href}>{privacy.label}</a>
            </>
          ) : null}
        </p>
        <div className={styles.actions}>
          <button type="button" className={`btn btn-primary ${styles.button}`} disabled={!hydrated} onClick={() => save({ analytics: true })}>
            {t("acceptAll")}
          </button>
          <button type="button" className={`btn btn-primary ${styles.button}`} disabled={!hydrated} onClick={() => save({ analytics: false })}>
            {t("necessaryOnly")}
          </button>
          <button type="button" className={`btn btn-secondary ${styles.button}`} disabled={!hydrated} aria-expanded={choosing} aria-controls={`${id}-choices`} onClick={() => setChoosing(!choosing)}>
            {t("choose")}
          </button>
        </div>
        <form
          id={`${id}-choices`}
          ref={choices}
          className={styles.choices}
          hidden={!choosing}
          onSubmit={(event) => {
            event.preventDefault();
            save({ analytics });
          }}
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("categories")}</legend>
            <div className={styles.category}>
              <input type="checkbox" id={`${id}-necessary`} checked disabled aria-describedby={`${id}-necessary-text`} />
              <label htmlFor={`${id}-necessary`}>{t("necessary")}</label>
              <p id={`${id}-necessary-text`} className={styles.hint}>
                {t("necessaryText")}
              </p>
            </div>
            <div className={styles.category}>
              <input type="checkbox" id={`${id}-analytics`} checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} aria-describedby={`${id}-analytics-text`} />
              <label htmlFor={`${id}-analytics`}>{t("analytics")}</label>
              <p id={`${id}-analytics-text`} className={styles.hint}>
                {t("analyticsText")}
              </p>
            </div>
          </fieldset>
          <button type="submit" className={`btn btn-primary ${styles.button}`}>
            {t("save")}
          </button>
        </form>
        {current ? (
          <button type="button" className={styles.close} aria-label={t("close")} onClick={() => onDone(hasFocus())}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
