// A4: a list shared read-only by its owner's signed link (ADR 43). Public, never indexed, rendered per request so a
// revoked link stops opening at once; a link that is not signed right, revoked, or of another brand is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { isLocale } from "@/config/locales";
import { QUOTE_LINES_MAX } from "@/features/forms";
import { RequestQuoteLink } from "@/features/forms/ui";
import { ListLines } from "@/features/lists/ui";
import { ListsMessages } from "@/features/lists/ui";
import { findSharedList, listPageMetadata, listLines, listsBrand, readShareToken, withProducts } from "@/features/lists/server";

export const dynamic = "force-dynamic";

type Params = Promise<{ brand: string; locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "lists-pages" });
  return listPageMetadata(t("shared.title"));
}

export default async function SharedListPage({ params }: { params: Params }) {
  const route = await params;
  const { brand, locale } = await listsBrand(route);
  const link = readShareToken(route.token);
  const list = link && (await findSharedList(link.id, link.version));
  if (!list || list.brand !== brand.brandDirectory) notFound();
  const [t, { lines, catalogAnswered }] = await Promise.all([getTranslations({ locale, namespace: "lists-pages" }), listLines(list.id).then((stored) => withProducts(stored, brand, locale))]);
  const name = list.isDefault ? t("shared.defaultName") : list.name;
  const quoted = lines.filter((line) => !line.discontinued).map((line) => ({ catalogNumber: line.product?.catalogNumber ?? line.catalogNumber, quantity: line.quantity }));
  return (
    <section className="container" aria-labelledby="shared-list-title">
      <h1 id="shared-list-title">{name}</h1>
      <p className="prose">{t("shared.intro", { brand: brand.brandName })}</p>
      {lines.length === 0 ? <p>{t("shared.empty")}</p> : null}
      <ListsMessages>
        <ListLines lines={lines} catalogAnswered={catalogAnswered} caption={t("detail.caption", { name })} readOnly />
      </ListsMessages>
      {quoted.length > 0 ? (
        <p>
          <RequestQuoteLink brand={brand.brandDirectory} locale={locale} products={quoted} label={t("actions.requestQuote")} className="btn btn-primary" />
        </p>
      ) : null}
      {quoted.length > QUOTE_LINES_MAX ? <p>{t("actions.quoteLimit", { max: QUOTE_LINES_MAX })}</p> : null}
    </section>
  );
}
