"use client";
// Mount point of the consent banner on every page (issue 12, ADR 31). Pages are shared cached HTML, so whether to ask is
// decided here from the cookie after hydration; the banner's own code loads only when it is shown.
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { clearAnalyticsStorage, OPEN_PREFERENCES_ATTRIBUTE } from "../browser";
import type { PrivacyLink } from "./ConsentBanner";
import { useConsent } from "./useConsent";

const ConsentBanner = lazy(() => import("./ConsentBanner"));

export function ConsentGate({ brandName, privacy }: { brandName: string; privacy?: PrivacyLink }) {
  const consent = useConsent();
  const choice = consent.status === "decided" ? consent.choice : undefined;
  // The element that reopened the preferences (footer), or undefined while they are not reopened.
  const [opener, setOpener] = useState<HTMLElement | undefined>();

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

  if (consent.status === "unknown" || (choice && !opener)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner brandName={brandName} privacy={privacy} current={choice} reopened={Boolean(opener)} onDone={done} />
    </Suspense>
  );
}
