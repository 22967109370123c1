// What a visitor does after reading a product (S4, S5): where to buy it (a conversion), and related, similar and
// frequently-bought-together products, rendered on the server with the page; each section only when it has products.
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import type { Product } from "@/features/catalog";
import { ProductGrid } from "@/features/catalog/ui";
import { productGridLabels } from "@/features/catalog/server";
import { toCatalogCard } from "@/features/catalog";
import { getPage } from "@/features/content/server";
import { ProductViewEvent } from "@/features/insights/ui";
import { WhereToBuyLink } from "@/features/insights/ui";
import { sitePath } from "@/platform/routing/urls";
import { getProductRecommendations, type ProductRecommendations } from "../server/product-recommendations";
import styles from "./ProductNextSteps.module.css";

/** The brand's where-to-buy page (F6), linked only when the brand's content has one. */
const WHERE_TO_BUY_SLUG = "where-to-buy";

async function hasWhereToBuyPage(brand: string, locale: Locale): Promise<boolean> {
  try {
    return (await getPage(brand, WHERE_TO_BUY_SLUG, locale)) !== null;
  } catch {
    return false;
  }
}

const SECTION_ORDER: readonly (keyof ProductRecommendations)[] = ["related", "similar", "boughtTogether"];

export async function ProductNextSteps({ brand, locale, product, shown }: { brand: Brand; locale: Locale; product: Product; shown: readonly string[] }) {
  const dir = brand.brandDirectory;
  const [t, gridLabels, whereToBuy, recommendations] = await Promise.all([
    getTranslations({ locale, namespace: "recommend" }),
    productGridLabels(locale),
    hasWhereToBuyPage(dir, locale),
    getProductRecommendations(dir, locale, product.id, shown),
  ]);
  const cardContext = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  return (
    <>
      <ProductViewEvent productId={product.id} locale={locale} />
      {whereToBuy ? (
        <div className={styles.whereToBuy}>
          <WhereToBuyLink href={sitePath(dir, locale, WHERE_TO_BUY_SLUG)} productId={product.id} locale={locale} className="btn btn-primary">
            {t("whereToBuy")}
          </WhereToBuyLink>
          <p>{t("whereToBuyHint", { name: product.name })}</p>
        </div>
      ) : null}
      {SECTION_ORDER.map((name) =>
        recommendations[name].length > 0 ? (
          <section key={name} aria-labelledby={`product-${name}`} className={styles.section}>
            <h2 id={`product-${name}`}>{t(name)}</h2>
            <ProductGrid products={recommendations[name].map((p) => toCatalogCard(p, cardContext))} brand={dir} locale={locale} labels={gridLabels} headingLevel={3} />
          </section>
        ) : null,
      )}
    </>
  );
}
