// A4: the page of one of the account's lists (my-account/lists/{id}) as one cached shell per brand and locale: nothing
// personal in its HTML (the island loads the list from the API). proxy.ts serves it in place of the per-request route
// only to the list's own account; this address asked for directly is a 404 (proxy.ts).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { AccountStaticFrame } from "@/features/account/ui";
import { AccountListShellView } from "@/features/lists/ui";
import { ListsMessages } from "@/features/lists/ui";
import { listPageMetadata, listsBrand } from "@/features/lists/server";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists-pages" });
  // The list's name is personal: the title stays generic.
  return listPageMetadata(t("detail.title"));
}

export default async function ListShellPage({ params }: { params: Params }) {
  const { brand, locale } = await listsBrand(await params);
  return (
    <AccountStaticFrame brand={brand} locale={locale}>
      <section className="container" aria-labelledby="list-title">
        <ListsMessages>
          <AccountListShellView brand={brand.brandDirectory} locale={locale} />
        </ListsMessages>
      </section>
    </AccountStaticFrame>
  );
}
