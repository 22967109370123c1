// A4: the account's lists of the brand (my-account/lists): create, rename, delete.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { ListsManager } from "@/features/lists/ui";
import { sortSummaries } from "@/features/lists";
import { ListsMessages } from "@/features/lists/ui";
import { accountListsPage, listPageMetadata, listSummaries } from "@/features/lists/server";
import { sitePath } from "@/platform/routing/urls";

// Personal: rendered for each request, from the session cookie.
export const dynamic = "force-dynamic";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists-pages" });
  return listPageMetadata(t("lists.title"));
}

export default async function ListsPage({ params }: { params: Params }) {
  const route = await params;
  const { brand, locale, session } = await accountListsPage(route, (l) => sitePath(route.brand, l, "my-account/lists"));
  const dir = brand.brandDirectory;
  const [t, lists] = await Promise.all([getTranslations({ locale, namespace: "lists-pages" }), listSummaries(session.subject, dir)]);
  return (
    <section className="container" aria-labelledby="lists-title">
      <h1 id="lists-title">{t("lists.title")}</h1>
      <p className="prose">{t("lists.intro")}</p>
      <ListsMessages>
        <ListsManager brand={dir} locale={locale} initialLists={sortSummaries(lists, locale)} listsPath={sitePath(dir, locale, "my-account/lists")} />
      </ListsMessages>
    </section>
  );
}
