"use client";
// U2: a thin top bar while an in-app page navigation loads; mount once in the root layout.
import { Suspense, useEffect, useRef, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { LOADING_BAR } from "@/config/constants";
import { clickedLinkTarget } from "@/platform/navigation/link-navigation";
import { isChunkFailureEvent } from "../chunk-reload/chunk-error";
import { PAGE_LOADING_START_EVENT } from "./page-loading";
import { IDLE, finish, start, tick, view, type LoadingBarState } from "./progress";
import styles from "./LoadingBar.module.css";

const FRAME_MS = 100;

function Bar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [state, setState] = useState<LoadingBarState>(IDLE);
  const [now, setNow] = useState(0);
  const firstRoute = useRef(true);

  useEffect(() => {
    const begin = () => setState((s) => start(s, performance.now()));
    const fail = () => setState((s) => finish(s, performance.now(), true));
    const onClick = (event: MouseEvent) => {
      if (clickedLinkTarget(event, window.location)) begin();
    };
    const onError = (event: Event) => {
      if (isChunkFailureEvent(event)) fail();
    };
    document.addEventListener("click", onClick, true);
    window.addEventListener(PAGE_LOADING_START_EVENT, begin);
    // Capture phase: failed <script> loads do not bubble to window.
    window.addEventListener("error", onError, true);
    window.addEventListener("unhandledrejection", fail);
    return () => {
      document.removeEventListener("click", onClick, true);
      window.removeEventListener(PAGE_LOADING_START_EVENT, begin);
      window.removeEventListener("error", onError, true);
      window.removeEventListener("unhandledrejection", fail);
    };
  }, []);

  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    const finishedAt = performance.now();
    setState((s) => finish(s, finishedAt));
  }, [pathname, search]);

  useEffect(() => {
    if (state.phase === "idle") return;
    const timer = window.setInterval(() => {
      const t = performance.now();
      setNow(t);
      setState((s) => tick(s, t));
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [state.phase]);

  const { visible, progress, failed } = view(state, now);
  return (
    <div
      aria-hidden="true"
      className={failed ? `${styles.bar} ${styles.failed}` : styles.bar}
      style={{ height: LOADING_BAR.heightPx, opacity: visible ? 1 : 0, transform: `scaleX(${progress / 100})` }}
    />
  );
}

export function LoadingBar() {
  // useSearchParams needs a Suspense boundary so static pages still prerender.
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}
