// A4: My list, the default list. Signed in: the account's default list of the brand (made on first use). Signed out:
// the list kept in this browser, merged into the account's default list at sign-in (ADR 43).
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { currentAccount, signInPath } from "@/features/account/server";
import { BrowserListView, LIST_LIMITS } from "@/features/lists";
import { AccountList, ListsMessages, ensureDefaultList, listPageMetadata, listsBrand } from "@/features/lists/server";
import { PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";

// Personal: rendered for each request, from the session cookie.
export const dynamic = "force-dynamic";

type Params = Promise<{ brand: string; locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists" });
  return listPageMetadata(t("myList"));
}

export default async function MyListPage({ params }: { params: Params }) {
  const { brand, locale } = await listsBrand(await params);
  const dir = brand.brandDirectory;
  const [t, tl, session] = await Promise.all([getTranslations({ locale, namespace: "lists-pages" }), getTranslations({ locale, namespace: "lists" }), currentAccount()]);
  const list = session ? await ensureDefaultList(session.subject, dir) : undefined;
  return (
    <section className="container" aria-labelledby="my-list-title">
      <h1 id="my-list-title">{tl("myList")}</h1>
      {session ? (
        <>
          <p>
            <Link href={sitePath(dir, locale, "my-account/lists")} prefetch={false}>
              {t("detail.backToLists")}
            </Link>
          </p>
          {list === "listLimit" ? (
            <p role="alert" className="error-paragraph">
              {tl("errors.listLimit", { max: LIST_LIMITS.listsPerAccount })}
            </p>
          ) : list ? (
            <AccountList brand={brand} locale={locale} list={list} />
          ) : null}
        </>
      ) : (
        <>
          <p className="prose">
            {t("browser.intro")}{" "}
            <a href={signInPath(sitePath(dir, locale, "my-list"))} rel="nofollow">
              {t("browser.signIn")}
            </a>
          </p>
          <ListsMessages>
            <BrowserListView brand={dir} locale={locale} caption={t("detail.caption", { name: tl("myList") })} emptyText={t("detail.empty")} siteOrigin={PUBLIC_SITE_ORIGIN.replace(/\/+$/, "")} />
          </ListsMessages>
        </>
      )}
    </section>
  );
}
