"use client";
// U1: the one toast container of the page; mount once in the root layout. Its code (react-toastify, about 35 KB, and
// its stylesheet, about 11 KB) is not in the page's first bytes: it loads once the page is idle after hydration, or
// with the first toast if one comes sooner, so the region is in place before a visitor acts (issue 15 §1).
import { useEffect, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { whenIdle } from "@/platform/ui/idle";
import { currentToast, subscribeToasts } from "./toast-store";
import type { ToastViewProps } from "./ToastView";

/** The container's code; the bundler's import() loads it once, and again after a failure. */
const loadView = (): Promise<ComponentType<ToastViewProps>> => import("./ToastView").then((module) => module.ToastView);

export function ToastHost() {
  const t = useTranslations("ui.toast");
  const [View, setView] = useState<ComponentType<ToastViewProps>>();

  useEffect(() => {
    let active = true;
    // Once the view is in, it follows the store itself; until then a failed load is tried again at the next toast.
    const unsubscribe = subscribeToasts(() => {
      if (currentToast()) load();
    });
    const load = () =>
      void loadView().then((view) => {
        unsubscribe();
        if (active) setView(() => view);
      }, () => undefined);
    const cancelIdle = whenIdle(load);
    if (currentToast()) load();
    return () => {
      active = false;
      cancelIdle();
      unsubscribe();
    };
  }, []);

  return View ? <View defaultText={t("defaultText")} close={t("close")} region={t("region")} /> : null;
}
