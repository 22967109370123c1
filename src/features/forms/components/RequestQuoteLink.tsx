"use client";
// "Request a quote" (F2): a link that opens a quote request with these products prefilled. Product pages (server) and
// the compare table (client) both render it, with their own translated label.
// Two targets, one link: in the server's HTML (what a browser without JavaScript follows) it goes to the quote form's
// own page, rendered per request, which fills the lines on the server (`forms/quote?products=…`); once React runs it
// goes to the brand's request-quote page, cached and shared, which fills them in the browser (`request-quote?products=…`).
import { useSyncExternalStore } from "react";
import Link from "next/link";
import type { Locale } from "@/config/locales";
import { quoteFormHref, quoteRequestHref } from "../quote-lines";

export interface RequestQuoteLinkProps {
  brand: string;
  locale: Locale;
  products: readonly { catalogNumber: string; quantity?: number }[];
  label: string;
  className?: string;
}

const subscribeNothing = () => () => {};

export function RequestQuoteLink({ brand, locale, products, label, className = "btn btn-secondary" }: RequestQuoteLinkProps) {
  const scripted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const href = scripted ? quoteRequestHref(brand, locale, products) : quoteFormHref(brand, locale, products);
  return (
    <Link href={href} className={className} prefetch={false} rel={scripted ? undefined : "nofollow"}>
      {label}
    </Link>
  );
}
