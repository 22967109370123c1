"use client";
// S5: reports that the product page was seen (a view event on the brand's products index); renders nothing.
import { useEffect } from "react";
import type { Locale } from "@/config/locales";
import { viewedObjectIDs } from "../browser";

export function ProductViewEvent({ productId, locale }: { productId: string; locale: Locale }) {
  useEffect(() => {
    viewedObjectIDs(locale, [productId]);
  }, [productId, locale]);
  return null;
}
