"use client";
// U3: a failed chunk load reloads to the target path once; after a new deployment the next link click loads the full page.
import { useEffect } from "react";
import { RELOAD_GUARD_STORAGE_KEY } from "@/config/constants";
import { clickedLinkTarget } from "@/platform/navigation/link-navigation";
import { isChunkFailureEvent, isChunkLoadError } from "./chunk-error";
import { BUILD_ID_ENDPOINT, DEPLOYMENT_POLL_MS, isStale, pollDue, recordBuildId } from "./deployment";
import { reloadTarget, shouldReload, type NavigationIntent } from "./reload-guard";
import { rememberPageBuild } from "@/platform/http/page-build";

function readGuard(): string | null {
  try {
    return window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeGuard(now: number): boolean {
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
    return true;
  } catch {
    // Without storage the guard cannot stop a loop, so do not reload at all.
    return false;
  }
}

async function fetchBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch(BUILD_ID_ENDPOINT, { cache: "no-store" });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return typeof body === "object" && body !== null && "buildId" in body ? String(body.buildId) : undefined;
  } catch {
    return undefined;
  }
}

/** Mount once in the root layout; pass the server's build id so the first poll can already detect a deployment. */
export function ChunkReloadGuard({ buildId }: { buildId?: string }) {
  // Recorded as it renders, before any island's effect asks for an answer with it (page-build.ts).
  rememberPageBuild(buildId);
  useEffect(() => {
    recordBuildId(buildId);
    let intent: NavigationIntent | undefined;
    // The server's build id is this page's own, so the first poll can wait a full interval: no request competes
    // with the page's first load. Without one (a page from elsewhere) poll at once.
    let lastPolledAt: number | undefined = buildId ? Date.now() : undefined;

    const onClick = (event: MouseEvent) => {
      const path = clickedLinkTarget(event, window.location);
      if (!path) return;
      intent = { path, at: Date.now() };
      if (!isStale()) return;
      // A newer deployment is live: load the full page so old chunks are never requested.
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(path);
    };

    const recover = (event: Event) => {
      const now = Date.now();
      if (!shouldReload(now, readGuard()) || !writeGuard(now)) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      const target = reloadTarget(intent, now, `${pathname}${search}${hash}`);
      console.error(`Chunk load failed; reloading ${target}`);
      window.location.assign(target);
    };
    const onError = (event: Event) => {
      if (isChunkFailureEvent(event)) recover(event);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recover(event);
    };

    const poll = async () => {
      const now = Date.now();
      if (!pollDue(lastPolledAt, now, document.visibilityState === "visible")) return;
      lastPolledAt = now;
      recordBuildId(await fetchBuildId());
    };
    const onVisibility = () => void poll();
    void poll();
    const timer = window.setInterval(() => void poll(), DEPLOYMENT_POLL_MS);

    // Capture phase: runs before the router's link handler, and sees failed <script> loads, which do not bubble.
    document.addEventListener("click", onClick, true);
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", onRejection);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("click", onClick, true);
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", onRejection);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [buildId]);

  return null;
}
