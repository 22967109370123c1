// Products root (P4, P7, S4): the brand's top categories as cards with their counts, then what trends, then its
// compatibility groups and programs.
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import type { Brand } from "@/features/brand";
import { TrendingSections } from "@/features/recommend/ui";
import { Breadcrumbs } from "@/features/navigation/ui";
import { sitePath } from "@/platform/routing/urls";
import { CategoryCards } from "../components/CategoryCards";
import { getCategoryTree, getPrograms } from "../server/queries";
import { compatibilityLandingPath, programPath } from "../listing/server/listing-targets";
import { toCategoryCard } from "./category-cards";
import { catalogTrail, COMPATIBILITY_ANCHOR } from "./category-trail";
import { categoryCardLabels, trailLabels } from "./labels";
import { getTopCategories } from "./server/catalog-pages";
import styles from "./CatalogPages.module.css";

export async function ProductsRootView({ brand: brandInfo, locale }: { brand: Brand; locale: Locale }) {
  const { brandDirectory: brand, brandName } = brandInfo;
  const [t, sections, top, tree, programs, cardLabels, crumbs] = await Promise.all([
    getTranslations({ locale, namespace: "catalog.root" }),
    getTranslations({ locale, namespace: "catalog.rootSections" }),
    getTopCategories(brand, locale),
    getCategoryTree(brand, locale),
    getPrograms(brand, locale),
    categoryCardLabels(locale),
    trailLabels(locale),
  ]);
  const count = top.reduce((sum, { category }) => sum + (category.productCount ?? 0), 0);
  const trail = catalogTrail({ brand, locale, labels: crumbs, categories: [] });
  const compatibility = tree.compatibilityCategories
    .filter((category) => category.level === 0)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => ({
      key: category.key,
      name: category.name,
      href: sitePath(brand, locale, compatibilityLandingPath(category)),
      productCount: category.productCount ?? 0,
      childCount: category.children.length,
    }));
  const programCards = [...programs]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((program) => ({ key: program.key, name: program.name, href: sitePath(brand, locale, programPath(program)), productCount: program.productCount ?? 0, childCount: 0 }));
  return (
    <>
      <Breadcrumbs trail={trail} label={crumbs.breadcrumb} />
      <div className={`container ${styles.page}`}>
        <header className={styles.header}>
          <h1>{t("title")}</h1>
          {top.length > 0 ? <p className={styles.lead}>{t("description", { brand: brandName, count, categories: top.length })}</p> : null}
        </header>
        {top.length === 0 ? (
          <p>{t("empty")}</p>
        ) : (
          <CategoryCards categories={top.map(({ category }) => toCategoryCard(category, brand, locale))} labels={cardLabels} />
        )}
        <TrendingSections brand={brandInfo} locale={locale} />
        {compatibility.length > 0 ? (
          <section aria-labelledby={COMPATIBILITY_ANCHOR} className={styles.section}>
            <h2 id={COMPATIBILITY_ANCHOR}>{sections("compatibility")}</h2>
            <p className={styles.lead}>{sections("compatibilityLead")}</p>
            <CategoryCards categories={compatibility} headingLevel={3} labels={cardLabels} />
          </section>
        ) : null}
        {programCards.length > 0 ? (
          <section aria-labelledby="root-programs" className={styles.section}>
            <h2 id="root-programs">{sections("programs")}</h2>
            <p className={styles.lead}>{sections("programsLead")}</p>
            <CategoryCards categories={programCards} headingLevel={3} labels={cardLabels} />
          </section>
        ) : null}
      </div>
    </>
  );
}
