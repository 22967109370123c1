"use client";
// The signed-in account as the browser sees it (A1): pages are shared and cached, so who is signed in is asked for once
// per page load, and only when the readable account cookie says someone is. One store for every component using it.
import { useSyncExternalStore } from "react";
import { accountTokenFromCookies, type AccountSummary, type SessionState } from "../session";

export type AccountView = { status: "unknown" } | { status: "signed-out" } | ({ status: "signed-in" } & AccountSummary);

const UNKNOWN: AccountView = { status: "unknown" };
const SIGNED_OUT: AccountView = { status: "signed-out" };

let view: AccountView = UNKNOWN;
let started = false;
const listeners = new Set<() => void>();

function publish(next: AccountView): void {
  view = next;
  for (const listener of listeners) listener();
}

async function askWhoIsSignedIn(): Promise<void> {
  if (!accountTokenFromCookies(document.cookie)) return publish(SIGNED_OUT);
  try {
    const response = await fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" });
    const session = response.ok ? ((await response.json()) as SessionState) : { signedIn: false as const };
    publish(session.signedIn ? { status: "signed-in", name: session.name, email: session.email, userToken: session.userToken } : SIGNED_OUT);
  } catch {
    publish(SIGNED_OUT);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    void askWhoIsSignedIn();
  }
  return () => listeners.delete(listener);
}

export function useAccount(): AccountView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => UNKNOWN,
  );
}
