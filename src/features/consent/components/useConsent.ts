"use client";
// The visitor's consent for client components (issue 12): undefined while hydrating or before any choice.
import { useSyncExternalStore } from "react";
import { consentSnapshot, subscribeConsent } from "../browser";
import { parseConsent, type ConsentChoice } from "../model";

const serverSnapshot = () => null;

export type ConsentView = { status: "unknown" } | { status: "undecided" } | { status: "decided"; choice: ConsentChoice };

export function useConsent(): ConsentView {
  const raw = useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot);
  if (raw === null) return { status: "unknown" };
  const choice = parseConsent(raw || undefined);
  return choice ? { status: "decided", choice } : { status: "undecided" };
}
