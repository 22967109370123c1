// Product detail (P5, P8): identity, description, features, specifications, documents, certifications, breadcrumbs and
// JSON-LD, with the CMS product page entry's sections around it. Compatible products load in the browser with the
// recommendations (ProductNextSteps, ADR 80).
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import type { Page } from "@/features/content";
import { SectionView } from "@/features/content/ui";
import { pageHasModule } from "@/features/content";
import { getPage } from "@/features/content/server";
import { QUERY_MODULES as CROSS_REFERENCE_MODULES } from "@/features/crossref";
import { SALES_CONTACT_QUERY_MODULES } from "@/features/salescontact";
import { AddToCompare } from "@/features/compare/ui";
import { productComplianceRows } from "@/features/compliance";
import { RequestQuoteLink } from "@/features/forms/ui";
import { AddToListButton } from "@/features/lists/ui";
import { brandShowsLists } from "@/features/lists";
import { ProductNextSteps } from "@/features/recommend/ui";
import { Breadcrumbs } from "@/features/navigation/ui";
import { WhereToBuyV2 } from "@/features/where-to-buy-v2";
import { JsonLd } from "@/platform/seo/JsonLd";
import { sitePath } from "@/platform/routing/urls";
import { categoryUrl, type Category, type Product } from "../model";
import { documentsClass, productDocumentItems } from "../components/product-documents";
import { html, joined, type Markup } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { ProductGallery } from "../components/ProductGallery";
import { SpecificationTable } from "../components/SpecificationTable";
import { catalogTrail } from "./category-trail";
import { trailLabels } from "./labels";
import { toCatalogCard } from "./product-card";
import { productJsonLd } from "./product-json-ld";
import styles from "./ProductDetail.module.css";

/** The seeded pages of the brand's sales-contact (F5) and cross-reference (F4) tools. */
const SALES_CONTACT_SLUG = "sales-contact";
const CROSS_REFERENCE_SLUG = "cross-reference";

/** Whether the brand has, in this locale, the page of each tool with the tool on it (cached CMS reads: the product page stays shared). */
async function toolPages(brand: string, locale: Locale): Promise<{ salesContact: boolean; crossReference: boolean }> {
  const [salesContact, crossReference] = await Promise.all([
    getPage(brand, SALES_CONTACT_SLUG, locale).catch(() => null),
    getPage(brand, CROSS_REFERENCE_SLUG, locale).catch(() => null),
  ]);
  return { salesContact: pageHasModule(salesContact, SALES_CONTACT_QUERY_MODULES), crossReference: pageHasModule(crossReference, CROSS_REFERENCE_MODULES) };
}

/** The product's identity (catalog number, UPC, series, category, list price) as the content of a `<dl>`. */
function identityHtml(product: Product, price: string | undefined, category: { name: string; href: string } | undefined, t: (key: string) => string): Markup {
  const row = (term: string, detail: Markup, className?: string) => html`<div><dt>${term}</dt><dd!${className ? html` class="${className}"` : ""}>!${detail}</dd></div>`;
  return joined([
    row(t("catalogNumber"), html`${product.catalogNumber}`),
    row(t("upc"), html`${product.upc}`),
    product.series ? row(t("series"), html`${product.series}`) : html``,
    category ? row(t("category"), html`<a href="${category.href}" data-client-link>${category.name}</a>`) : html``,
    price ? row(t("listPrice"), html`${price}`, styles.price) : html``,
  ]);
}

/** Overview and features beside the certifications and documents: text and links to files, no behaviour. */
function columnsHtml(
  product: Product,
  labels: { overview: string; features: string; details: string; certifications: string; documents: string; documentFormat: string; documentNumber: (id: string) => string },
): Markup {
  const features = product.features.length
    ? html`<h3>${labels.features}</h3><ul class="${styles.features}">!${joined(product.features.map((feature) => html`<li>${feature}</li>`))}</ul>`
    : "";
  const certifications = product.certifications.length
    ? html`<section aria-labelledby="product-certifications" class="${styles.section}"><h2 id="product-certifications">${labels.certifications}</h2><ul class="${styles.certifications}">!${joined(product.certifications.map((scheme) => html`<li>${scheme}</li>`))}</ul></section>`
    : "";
  const documents = product.documents.length
    ? html`<section aria-labelledby="product-documents" class="${styles.section}"><h2 id="product-documents">${labels.documents}</h2><ul class="${documentsClass}">!${productDocumentItems(product.documents, { format: labels.documentFormat, number: labels.documentNumber })}</ul></section>`
    : "";
  return html`<section aria-labelledby="product-overview" class="${styles.section}"><h2 id="product-overview">${labels.overview}</h2><p>${product.description}</p>!${features}</section><aside class="${styles.aside}" aria-label="${labels.details}">!${certifications}!${documents}</aside>`;
}

export async function ProductDetailView({
  brand,
  locale,
  product,
  categories,
  content,
}: {
  brand: Brand;
  locale: Locale;
  product: Product;
  /** The product's category and its parents, top level first. */
  categories: Category[];
  content: Page | null;
}) {
  const dir = brand.brandDirectory;
  const [t, tq, crumbs, tools] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.product" }),
    getTranslations({ locale, namespace: "forms-products.quote" }),
    trailLabels(locale),
    toolPages(dir, locale),
  ]);
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  const card = toCatalogCard(product, cardContext);
  const leaf = categories.at(-1);
  const compliance = productComplianceRows(product.compliance, locale);
  const sectionContext = { brand: dir, locale, isFirstSection: false };
  return (
    <>
      {/* The trail first, as on every page: a CMS banner (P8) sits between it and the product, never above it. */}
      <Breadcrumbs
        trail={catalogTrail({ brand: dir, locale, labels: crumbs, categories, product })}
        label={crumbs.breadcrumb}
        variant={content?.breadcrumbStyle}
      />
      {content?.headerSection ? <SectionView section={content.headerSection} context={sectionContext} /> : null}
      <article className={`container ${styles.product}`} aria-labelledby="product-name">
        <div className={product.gallery.length > 0 ? styles.intro : undefined}>
          <header className={styles.header}>
            {card.isNew ? <p className={styles.badge}>{t("new")}</p> : null}
            <h1 id="product-name">{product.name}</h1>
            {/* Static markup (ADR 74): the identity list is HTML text; its category link navigates on the client. */}
            <StaticMarkup as="dl" links="client" className={styles.identity} html={identityHtml(product, card.price, leaf && { name: leaf.name, href: sitePath(dir, locale, categoryUrl(leaf)) }, t)} />
            <div className={styles.actions}>
              <AddToCompare productId={product.id} name={product.name} brand={dir} locale={locale} />
              {/* A4: a client island; the page stays shared and cached. */}
              {brandShowsLists(brand) ? <AddToListButton brand={dir} locale={locale} product={{ id: product.id, name: product.name, catalogNumber: product.catalogNumber }} describedBy="product-name" /> : null}
              {/* F2: the brand's quote request with this product on its first line. */}
              <RequestQuoteLink brand={dir} locale={locale} products={[{ catalogNumber: product.catalogNumber }]} label={tq("requestQuote")} />
            </div>
            {/* F5, F4 (issue 16): the brand's tools with this product as context; the same links for every visitor. */}
            {tools.salesContact || tools.crossReference ? (
              // Static markup: sent once, in the HTML, and its links navigate on the client (ADR 74, 78).
              <StaticMarkup
                as="p"
                links="client"
                className={styles.tools}
                html={joined([
                  tools.salesContact ? html`<a href="${sitePath(dir, locale, SALES_CONTACT_SLUG)}?product=${product.id}" data-client-link>${t("salesContact")}</a>` : html``,
                  tools.crossReference ? html`<a href="${sitePath(dir, locale, CROSS_REFERENCE_SLUG)}?product=${product.id}" data-client-link>${t("crossReference")}</a>` : html``,
                ])}
              />
            ) : null}
          </header>
          {product.gallery.length > 0 ? <ProductGallery images={product.gallery} label={t("gallery")} locale={locale} /> : null}
        </div>

        <StaticMarkup
          className={styles.columns}
          html={columnsHtml(product, {
            overview: t("overview"),
            features: t("features"),
            details: t("details"),
            certifications: t("certifications"),
            documents: t("documents"),
            documentFormat: t("documentFormat"),
            documentNumber: (id) => t("documentNumber", { id }),
          })}
        />

        <section aria-labelledby="product-specifications" className={styles.section}>
          <h2 id="product-specifications">{t("specifications")}</h2>
          <SpecificationTable attributes={product.attributes} caption={t("specifications")} labels={{ attribute: t("attribute"), value: t("value") }} />
          {/* Country of origin, plant and each regulation's status, worded as the compliance letters word them. */}
          <h3 id="product-compliance">{compliance.heading}</h3>
          <SpecificationTable attributes={compliance.rows.map((row) => ({ key: row.key, name: row.label, value: row.value }))} caption={compliance.heading} labels={{ attribute: t("attribute"), value: t("value") }} />
        </section>

        {/* F7: online retailers and nearest distributors, loaded by client islands (the page stays cached). */}
        <WhereToBuyV2 brand={brand} locale={locale} product={product} family={categories[0]?.level === 0 ? categories[0] : undefined} underProductHeading />
        <ProductNextSteps brand={brand} locale={locale} product={product} />
      </article>
      {content?.sections.map((section) => <SectionView key={section.id} section={section} context={sectionContext} />)}
      <JsonLd
        data={productJsonLd(product, {
          brand: dir,
          brandName: brand.brandName,
          locale,
          currency: brand.currencyCode,
          price: product.listPrices[brand.currencyCode],
          images: product.gallery.map((image) => image.url),
        })}
      />
    </>
  );
}
