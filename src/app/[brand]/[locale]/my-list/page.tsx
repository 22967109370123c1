// A4: My list, the default list. One cached shell per brand and locale (nothing personal in its HTML): the island shows
// the signed-in account's default list of the brand (made on first use), or the list kept in this browser, which is
// merged into the account's default list at sign-in (ADR 43).
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { MyListView } from "@/features/lists/ui";
import { ListsMessages } from "@/features/lists/ui";
import { listPageMetadata, listsBrand } from "@/features/lists/server";
import { PUBLIC_SITE_ORIGIN } from "@/platform/routing/urls";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists" });
  return listPageMetadata(t("myList"));
}

export default async function MyListPage({ params }: { params: Params }) {
  const { brand, locale } = await listsBrand(await params);
  const t = await getTranslations({ locale, namespace: "lists" });
  return (
    <section className="container" aria-labelledby="my-list-title">
      <h1 id="my-list-title">{t("myList")}</h1>
      <ListsMessages>
        <MyListView brand={brand.brandDirectory} locale={locale} siteOrigin={PUBLIC_SITE_ORIGIN.replace(/\/+$/, "")} />
      </ListsMessages>
    </section>
  );
}
