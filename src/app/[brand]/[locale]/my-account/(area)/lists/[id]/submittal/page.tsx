// A4 -> F15: the submittal package entry point of a list. The PDF builder (F15) is a later issue: this page says what
// the package will be and, until then, gives each product's spec sheet, the documents the package will merge.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { isListUuid } from "@/features/lists";
import { accountListsPage, findList, listLines, listPageMetadata, specSheets } from "@/features/lists/server";
import { sitePath } from "@/platform/routing/urls";

// Personal: rendered for each request, from the session cookie.
export const dynamic = "force-dynamic";

type Params = Promise<{ brand: string; locale: string; id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists-pages" });
  return listPageMetadata(t("submittal.title"));
}

export default async function SubmittalPage({ params }: { params: Params }) {
  const route = await params;
  if (!isListUuid(route.id)) notFound();
  const { brand, locale, session } = await accountListsPage(route, (l) => sitePath(route.brand, l, `my-account/lists/${route.id}/submittal`));
  const list = await findList(session.subject, route.id);
  if (!list || list.brand !== brand.brandDirectory) notFound();
  const dir = brand.brandDirectory;
  const [t, tl, lines] = await Promise.all([
    getTranslations({ locale, namespace: "lists-pages" }),
    getTranslations({ locale, namespace: "lists" }),
    listLines(list.id).then((stored) => specSheets(stored, brand, locale)),
  ]);
  const name = list.isDefault ? tl("myList") : list.name;
  return (
    <section className="container" aria-labelledby="submittal-title">
      <p>
        <Link href={sitePath(dir, locale, `my-account/lists/${list.id}`)} prefetch={false}>
          {t("submittal.back", { name })}
        </Link>
      </p>
      <h1 id="submittal-title">{t("submittal.heading", { name })}</h1>
      <div className="prose">
        <p>{t("submittal.what")}</p>
        <p>
          <strong>{t("submittal.notYet")}</strong> {t("submittal.meanwhile")}
        </p>
      </div>
      {lines.length === 0 ? (
        <p>{t("detail.empty")}</p>
      ) : (
        <ul className="prose">
          {lines.map((line) => (
            <li key={line.productId}>
              {line.href ? (
                <Link href={line.href} prefetch={false}>
                  {line.name}
                </Link>
              ) : (
                line.name
              )}{" "}
              ({t("detail.catalogNumber", { number: line.catalogNumber })}):{" "}
              {line.sheets.length > 0
                ? line.sheets.map((sheet, index) => (
                    <span key={sheet.url}>
                      {index > 0 ? ", " : ""}
                      <a href={sheet.url} type="application/pdf">
                        {t("submittal.sheet", { title: sheet.title })}
                      </a>
                    </span>
                  ))
                : t("submittal.noSheet")}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
