"use client";
// Remembers the locale of the page being read (R2 reads it on the next visit to /{brand}).
import { useEffect } from "react";
import type { Locale } from "@/config/locales";
import { hasLocaleCookie, localeCookie } from "./locale-cookie";

export function LocaleCookie({ locale }: { locale: Locale }) {
  useEffect(() => {
    if (!hasLocaleCookie(document.cookie, locale)) document.cookie = localeCookie(locale, window.location.protocol === "https:");
  }, [locale]);
  return null;
}
