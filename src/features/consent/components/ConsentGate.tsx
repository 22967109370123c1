"use client";
// Mount point of the consent banner on every page (issue 12, ADR 31 and its amendment). Pages are shared cached HTML:
// the banner is in every page's HTML, and the head's hint script (CONSENT_HINT_SCRIPT) shows it from the first paint only
// to a visitor with no choice recorded. After hydration the cookie decides here: the banner goes for a visitor who has
// chosen, and stays, now working, for one who has not.
import { useCallback, useEffect, useState } from "react";
import { clearAnalyticsStorage, OPEN_PREFERENCES_ATTRIBUTE } from "../browser";
import { CONSENT_ASK_ATTRIBUTE } from "../model";
import ConsentBanner, { type PrivacyLink } from "./ConsentBanner";
import { useConsent } from "./useConsent";

export function ConsentGate({ brandName, privacy }: { brandName: string; privacy?: PrivacyLink }) {
  const consent = useConsent();
  const choice = consent.status === "decided" ? consent.choice : undefined;
  // The element that reopened the preferences (footer), or undefined while they are not reopened.
  const [opener, setOpener] = useState<HTMLElement | undefined>();

  useEffect(() => {
    // The cookie as parseConsent reads it has the last word over the head's hint (a value the hint took for a choice).
    if (consent.status === "undecided") document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, "");
  }, [consent.status]);

  useEffect(() => {
    // An `_ALGOLIA` cookie without analytics consent (set before consent was asked, or by an older policy) goes.
    if (consent.status !== "unknown" && !choice?.analytics) clearAnalyticsStorage();
  }, [consent.status, choice?.analytics]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${OPEN_PREFERENCES_ATTRIBUTE}]`) : null;
      if (!target) return;
      event.preventDefault();
      setOpener(target);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const done = useCallback(
    (hadFocus: boolean) => {
      setOpener(undefined);
      // Focus goes back where the visitor came from, or to the content, never lost on <body>.
      if (opener?.isConnected) opener.focus();
      else if (hadFocus) document.getElementById("main")?.focus({ preventScroll: true });
    },
    [opener],
  );

  if (choice && !opener) return null;
  // Before hydration ("unknown"): the banner as every visitor's HTML has it, shown or hidden by the head's hint.
  return <ConsentBanner brandName={brandName} privacy={privacy} current={choice} reopened={Boolean(opener)} hydrated={consent.status !== "unknown"} onDone={done} />;
}
