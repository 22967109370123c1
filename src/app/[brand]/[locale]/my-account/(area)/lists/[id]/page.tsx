// A4: one of the account's lists (my-account/lists/{id}); another account's id, or a list of another brand, is a 404 (A7).
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AccountList } from "@/features/lists/ui";
import { accountListPage, accountListPageMetadata } from "@/features/lists/server";
import { sitePath } from "@/platform/routing/urls";

// Personal: rendered for each request, from the session cookie.
export const dynamic = "force-dynamic";

type Params = Promise<{ brand: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  // The list's name is personal: the title stays generic.
  return accountListPageMetadata(params, "detail.title");
}

export default async function ListPage({ params }: { params: Params }) {
  const { brand, locale, list } = await accountListPage(await params);
  const [t, tl] = await Promise.all([getTranslations({ locale, namespace: "lists-pages" }), getTranslations({ locale, namespace: "lists" })]);
  return (
    <section className="container" aria-labelledby="list-title">
      <p>
        <Link href={sitePath(brand.brandDirectory, locale, "my-account/lists")} prefetch={false}>
          {t("detail.backToLists")}
        </Link>
      </p>
      <h1 id="list-title">{list.isDefault ? tl("myList") : list.name}</h1>
      <AccountList brand={brand} locale={locale} list={list} />
    </section>
  );
}
