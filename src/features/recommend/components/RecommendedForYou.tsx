"use client";
// Recommended for you (S4) shows only to a signed-in account, and most visitors are not signed in: the section's code
// (its product grid, the fetch and its states, about 30 KB) loads once the account is known to be signed in, not with
// every products root and search page, nor with the prefetch of links to them (issue 15 §1, ADR 75's rule for forms).
import dynamic from "next/dynamic";
import type { Locale } from "@/config/locales";
import { useAccount } from "@/features/account";

const RecommendedForYouSection = dynamic(() => import("./RecommendedForYouSection").then((module) => module.RecommendedForYouSection), { ssr: false });

export function RecommendedForYou({ brand, locale }: { brand: string; locale: Locale }) {
  return useAccount().status === "signed-in" ? <RecommendedForYouSection brand={brand} locale={locale} /> : null;
}
