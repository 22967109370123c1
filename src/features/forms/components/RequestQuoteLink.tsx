// "Request a quote" (F2): a link to the brand's quote request page with these products prefilled
// (`/{brand}/{locale}/request-quote?products=DR101-IV:2,GF15-WH`). No hooks: product pages (server) and the compare
// table (client) both render it, with their own translated label.
import Link from "next/link";
import type { Locale } from "@/config/locales";
import { quoteRequestHref } from "../quote-lines";

export interface RequestQuoteLinkProps {
  brand: string;
  locale: Locale;
  products: readonly { catalogNumber: string; quantity?: number }[];
  label: string;
  className?: string;
}

export function RequestQuoteLink({ brand, locale, products, label, className = "btn btn-secondary" }: RequestQuoteLinkProps) {
  return (
    <Link href={quoteRequestHref(brand, locale, products)} className={className} prefetch={false}>
      {label}
    </Link>
  );
}
