// What a visitor does after reading a product (P5, S4, S5): where to buy it (a conversion), and compatible, related,
// similar and frequently-bought-together products. These sections load in the browser when they come near the
// viewport (ADR 70, 80): up to 24 cards the page's HTML and RSC payload no longer carry, nor its first render computes.
import { getTranslations } from "next-intl/server";
import type { Brand } from "@/features/brand";
import type { Locale } from "@/config/locales";
import type { Product } from "@/features/catalog";
import { getPage } from "@/features/content/server";
import { ProductViewEvent } from "@/features/insights/ui";
import { WhereToBuyLink } from "@/features/insights/ui";
import { sitePath } from "@/platform/routing/urls";
import { ProductRecommendations } from "./ProductRecommendations";
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

export async function ProductNextSteps({ brand, locale, product }: { brand: Brand; locale: Locale; product: Product }) {
  const dir = brand.brandDirectory;
  const [t, whereToBuy] = await Promise.all([getTranslations({ locale, namespace: "recommend" }), hasWhereToBuyPage(dir, locale)]);
  const labels = { unavailable: t("unavailable"), retry: t("retry") };
  return (
    <>
      <ProductViewEvent productId={product.id} locale={locale} />
      {whereToBuy ? (
        <div className={styles.whereToBuy}>
          <WhereToBuyLink href={sitePath(dir, locale, WHERE_TO_BUY_SLUG)} productId={product.id} locale={locale} className="btn btn-primary">
            {t("whereToBuy")}
          </WhereToBuyLink>
          <p>{t("whereToBuyHint")}</p>
        </div>
      ) : null}
      <ProductRecommendations brand={dir} locale={locale} productId={product.id} compatibleCount={product.compatibleProductIds.length} labels={labels} />
    </>
  );
}
