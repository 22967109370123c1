// The account area's layout (A3-A7, B4): 404 where the brand does not show the account, else the frame with the
// navigation around the page. Who is signed in is read here only to name them; each page requires the account itself
// (with its own path and query to come back to).
import type { ReactNode } from "react";
import { AccountShell } from "../components/AccountShell";
import { findProfile } from "../profile/server/store";
import { accountBrand } from "../server/page";
import { currentAccount } from "../server/current-account";

export async function AccountLayoutView({ params, children }: { params: Promise<{ brand: string; locale: string }>; children: ReactNode }) {
  const route = await params;
  const { brand, locale } = await accountBrand(route.brand, route.locale);
  const session = await currentAccount();
  const profile = session ? await findProfile(session.subject).catch(() => undefined) : undefined;
  const name = profile ? `${profile.givenName} ${profile.familyName}`.trim() : session?.name;
  return (
    <AccountShell brand={brand} locale={locale} name={name}>
      {children}
    </AccountShell>
  );
}
