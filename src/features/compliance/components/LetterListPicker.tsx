"use client";
// The account area's lists as a source of catalogue numbers (F10-F13, A4; ADR 60): an island of the cached form page.
// In a signed-in browser it asks the lists API for the account's lists of the brand and, when there are some, offers them in a
// select named `listId`; signed out (401) or without lists it shows nothing. The server reads the list again and
// answers 404 for a list that is not the account's own. When the lists cannot be asked for (not a 401), the field says
// so and offers to ask again (U4); the form works without a list meanwhile.
import { useEffect, useState } from "react";
import type { Locale } from "@/config/locales";
import { accountTokenFromCookies } from "@/features/account";
import type { ListSummary } from "@/features/lists";
import { FetchError, useRetry } from "@/platform/ui/fetch-state";

export interface LetterListPickerProps {
  id: string;
  brand: string;
  locale: Locale;
  labels: { list: string; listNone: string; listHint: string; myList: string; listFailed: string; retry: string };
  className?: string;
  hintClassName?: string;
}

export function LetterListPicker({ id, brand, locale, labels, className, hintClassName }: LetterListPickerProps) {
  const [lists, setLists] = useState<ListSummary[]>([]);
  const [failed, setFailed] = useState(false);
  const { attempt, retry, region } = useRetry<HTMLDivElement>(() => setFailed(false));
  useEffect(() => {
    // Only a signed-in browser (its readable account cookie) asks: a visitor's page load makes no 401.
    if (!accountTokenFromCookies(document.cookie)) return;
    const controller = new AbortController();
    fetch(`/api/lists?${new URLSearchParams({ brand, locale })}`, { credentials: "same-origin", cache: "no-store", signal: controller.signal })
      .then(async (response) => {
        // Signed out since (401): nothing to offer, nothing to say.
        if (response.status === 401) return { lists: [] };
        return response.ok ? ((await response.json()) as { lists?: ListSummary[] }) : undefined;
      })
      .then((answer) => {
        setFailed(answer === undefined);
        setLists((answer?.lists ?? []).filter((list) => list.lineCount > 0));
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [brand, locale, attempt]);
  if (failed) {
    return (
      <div ref={region} tabIndex={-1} role="group" aria-label={labels.list} className={className}>
        <FetchError
          message={labels.listFailed}
          retryLabel={labels.retry}
          onRetry={retry}
        />
      </div>
    );
  }
  // After "try again" the group stays (it holds keyboard focus) while the lists are asked for again.
  if (lists.length === 0 && attempt === 0) return null;
  return (
    <div ref={region} tabIndex={-1} role="group" aria-label={labels.list} className={className}>
      {lists.length > 0 ? (
        <>
          <label htmlFor={`${id}-listId`}>{labels.list}</label>
          <span id={`${id}-listId-hint`} className={hintClassName}>
            {labels.listHint}
          </span>
          <select id={`${id}-listId`} name="listId" defaultValue="" aria-describedby={`${id}-listId-hint`}>
            <option value="">{labels.listNone}</option>
            {lists.map((list) => (
              <option key={list.id} value={list.id}>
                {`${list.name || labels.myList} (${list.lineCount})`}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </div>
  );
}
