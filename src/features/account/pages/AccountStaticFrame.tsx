// The account area's frame for a cached shell (the list page, ADR 43): the same navigation and sign-out buttons as
// AccountLayoutView, but nothing personal (no name, no session read), so the HTML is the same for every account. Only
// proxy.ts decides who gets it.
import type { ReactNode } from "react";
import type { Locale } from "@/config/locales";
import { AccountShell } from "../components/AccountShell";
import type { AccountBrandFlags } from "../area";

export function AccountStaticFrame({ brand, locale, children }: { brand: AccountBrandFlags & { brandDirectory: string }; locale: Locale; children: ReactNode }) {
  return (
    <AccountShell brand={brand} locale={locale} signedIn>
      {children}
    </AccountShell>
  );
}
