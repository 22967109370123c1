"use client";
// R13: on page change scroll to the top or to the #hash target, and remember the last visited URL.
import { Suspense, useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { lastVisitedCookie, scrollTargetFor } from "./scroll";

function ScrollOnRouteChange() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const firstRender = useRef(true);
  const historyTraversal = useRef(false);

  useEffect(() => {
    const onPopState = () => {
      historyTraversal.current = true;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    const path = `${pathname}${search ? `?${search}` : ""}`;
    document.cookie = lastVisitedCookie(path, window.location.protocol === "https:");
  }, [pathname, search]);

  useEffect(() => {
    const traversal = historyTraversal.current;
    historyTraversal.current = false;
    // The first paint keeps the browser's own hash jump and reload restoration.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = scrollTargetFor(window.location.hash, traversal);
    if (target.kind === "keep") return;
    const element = target.kind === "element" ? document.getElementById(target.id) : null;
    if (element) element.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}

export function ScrollManager() {
  // useSearchParams needs a Suspense boundary so static pages still prerender.
  return (
    <Suspense fallback={null}>
      <ScrollOnRouteChange />
    </Suspense>
  );
}
