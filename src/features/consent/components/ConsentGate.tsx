"use client";
// The consent banner's behaviour on every page (issue 12, ADR 31 and its amendment, ADR 81). Pages are shared cached
// HTML: the banner (ConsentBanner's markup, the children here) is in every page's HTML, and the head's hint script
// (CONSENT_HINT_SCRIPT) shows it from the first paint only to a visitor with no choice recorded. After hydration the
// cookie decides here: the banner hides for a visitor who has chosen, and stays, now working, for one who has not.
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { clearAnalyticsStorage, OPEN_PREFERENCES_ATTRIBUTE, saveConsent } from "../browser";
import { CONSENT_ASK_ATTRIBUTE, type ConsentChoice } from "../model";
import { CONSENT_ACTION_ATTRIBUTE, CONSENT_IDS, consentAction } from "./banner-dom";
import { useConsent } from "./useConsent";
import styles from "./ConsentBanner.module.css";

export function ConsentGate({ children }: { children: ReactNode }) {
  const consent = useConsent();
  const choice = consent.status === "decided" ? consent.choice : undefined;
  // False in the HTML every visitor gets and until the page hydrates: the choices wait for the code that records one.
  const hydrated = consent.status !== "unknown";
  const region = useRef<HTMLElement>(null);
  // The element that reopened the preferences (footer), or undefined while they are not reopened.
  const [opener, setOpener] = useState<HTMLElement | undefined>();
  const [choosing, setChoosing] = useState(false);
  // Before hydration ("unknown"): shown or hidden by the head's hint; then hidden once a choice is recorded.
  const shown = !choice || Boolean(opener);

  useEffect(() => {
    // The cookie as parseConsent reads it has the last word over the head's hint (a value the hint took for a choice).
    if (consent.status === "undecided") document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, "");
  }, [consent.status]);

  useEffect(() => {
    // An `_ALGOLIA` cookie without analytics consent (set before consent was asked, or by an older policy) goes.
    if (consent.status !== "unknown" && !choice?.analytics) clearAnalyticsStorage();
  }, [consent.status, choice?.analytics]);

  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${OPEN_PREFERENCES_ATTRIBUTE}]`) : null;
      if (!target) return;
      event.preventDefault();
      setOpener(target);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // The server's markup follows the state: the choices work once hydrated; "close" is there over a recorded choice.
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    for (const button of element.querySelectorAll<HTMLButtonElement>(`button[${CONSENT_ACTION_ATTRIBUTE}]`)) {
      if (consentAction(button) === "close") button.hidden = !choice;
      else button.disabled = !hydrated;
    }
  }, [hydrated, choice]);

  useEffect(() => {
    const element = region.current;
    const form = element?.querySelector<HTMLFormElement>(`#${CONSENT_IDS.choices}`);
    if (!element || !form) return;
    form.hidden = !choosing;
    element.querySelector(`[aria-controls="${CONSENT_IDS.choices}"]`)?.setAttribute("aria-expanded", String(choosing));
    // On a small screen the banner scrolls inside: bring the opened categories into sight.
    if (choosing) form.scrollIntoView({ block: "nearest" });
  }, [choosing]);

  // Reopened by the visitor: the recorded choice is preselected and focus moves into the banner.
  useEffect(() => {
    if (!opener) return;
    const analytics = region.current?.querySelector<HTMLInputElement>(`#${CONSENT_IDS.analytics}`);
    if (analytics) analytics.checked = Boolean(choice?.analytics);
    region.current?.querySelector<HTMLElement>(`#${CONSENT_IDS.title}`)?.focus();
    // The recorded choice is read when the banner opens, not kept in step while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opener]);

  // The page ends and scrolls above the banner, so it hides no content and no focused element (WCAG 1.4.10, 2.4.11).
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const reserve = () => {
      const height = element.offsetHeight ? `${element.offsetHeight}px` : "";
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
  const done = useCallback(
    (hadFocus: boolean) => {
      setOpener(undefined);
      setChoosing(false);
      // Focus goes back where the visitor came from, or to the content, never lost on <body>.
      if (opener?.isConnected) opener.focus();
      else if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
    },
    [opener],
  );
  const save = (next: ConsentChoice) => {
    const hadFocus = hasFocus();
    saveConsent(next);
    done(hadFocus);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    switch (consentAction(event.target)) {
      case "accept":
        return save({ analytics: true });
      case "necessary":
        return save({ analytics: false });
      case "choose":
        return setChoosing(!choosing);
      case "close":
        return done(hasFocus());
    }
  };
  const onSubmit = (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const analytics = region.current?.querySelector<HTMLInputElement>(`#${CONSENT_IDS.analytics}`);
    save({ analytics: Boolean(analytics?.checked) });
  };
  // Escape closes preferences reopened over an existing choice; a first choice has to be made with a button.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && choice) done(hasFocus());
  };

  return (
    <section
      ref={region}
      className={opener ? styles.banner : `${styles.banner} ${styles.arrival}`}
      aria-labelledby={CONSENT_IDS.title}
      hidden={!shown}
      onClick={onClick}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      data-consent-banner=""
    >
      {children}
    </section>
  );
}
