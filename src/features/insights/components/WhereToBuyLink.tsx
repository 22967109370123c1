"use client";
// S5: the product page's link to the brand's where-to-buy page; following it is a conversion of the product.
import Link from "next/link";
import type { ReactNode } from "react";
import type { Locale } from "@/config/locales";
import { convertedObjectIDs } from "../browser";

export const WHERE_TO_BUY_EVENT = "Where to buy clicked";

export function WhereToBuyLink({ href, productId, locale, className, children }: { href: string; productId: string; locale: Locale; className?: string; children: ReactNode }) {
  return (
    <Link href={href} className={className} onClick={() => convertedObjectIDs(locale, [productId], WHERE_TO_BUY_EVENT)}>
      {children}
    </Link>
  );
}
