// A4 -> F15: a list's submittal package. The builder's form starts with the list's products (those the catalogue
// still sells: a discontinued one has no spec sheet to submit), and the visitor adds the cover sheet's fields.
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { accountListPage, accountListPageMetadata, listLines, specSheets } from "@/features/lists/server";
import { SubmittalForm } from "@/features/submittal/ui";
import { sitePath } from "@/platform/routing/urls";

// Personal: rendered for each request, from the session cookie.
export const dynamic = "force-dynamic";

type Params = Promise<{ brand: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return accountListPageMetadata(params, "submittal.title");
}

export default async function SubmittalPage({ params }: { params: Params }) {
  const { brand, locale, list, path } = await accountListPage(await params, "/submittal");
  const dir = brand.brandDirectory;
  const [t, tl, ts, lines] = await Promise.all([
    getTranslations({ locale, namespace: "lists-pages" }),
    getTranslations({ locale, namespace: "lists" }),
    getTranslations({ locale, namespace: "submittal" }),
    listLines(list.id).then((stored) => specSheets(stored, brand, locale)),
  ]);
  const name = list.isDefault ? tl("myList") : list.name;
  const numbers = lines.filter((line) => line.href).map((line) => line.catalogNumber);
  return (
    <section className="container" aria-labelledby="submittal-title">
      <p>
        <Link href={sitePath(dir, locale, `my-account/lists/${list.id}`)} prefetch={false}>
          {t("submittal.back", { name })}
        </Link>
      </p>
      <h1 id="submittal-title">{t("submittal.heading", { name })}</h1>
      <p>{t("submittal.what")}</p>
      {numbers.length === 0 ? (
        <p>{t("detail.empty")}</p>
      ) : (
        <SubmittalForm brand={dir} locale={locale} numbers={numbers} returnTo={sitePath(dir, locale, path)} note={ts("form.fromList", { count: numbers.length })} />
      )}
    </section>
  );
}
