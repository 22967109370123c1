// F7 Where to Buy V2 (issue 16): for one product, the online retailers with buy links beside the nearest distributors
// that stock its family. A Server Component that renders only the frame and two small client islands, so the product
// page stays static, cached and small: the offers and the distributors are asked by the islands (ADR 54).
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import { distributorsApiPath, retailersApiPath, SECTION_ID } from "../model";
import { NearbyDistributors, RetailerOffers } from "./lazy";
import styles from "./WhereToBuyV2.module.css";

export interface WhereToBuyV2Props {
  brand: { brandDirectory: string; brandName: string };
  locale: Locale;
  product: { id: string; name: string };
  /** The product's family (top-level category): its key filters the where-to-buy page, its name is shown. */
  family?: { key: string; name: string } | undefined;
  /** The heading (a module's title); when absent "Buy {product name}", or "Buy this product" under a heading naming it. */
  title?: string | undefined;
  /** The page's own heading names the product (the product page): the section's need not say it again. */
  underProductHeading?: boolean;
  /** Unique on the page (a module placed twice, or the product page's own section). */
  idPrefix?: string;
  className?: string;
}

export async function WhereToBuyV2({ brand, locale, product, family, title, underProductHeading = false, idPrefix = SECTION_ID, className }: WhereToBuyV2Props) {
  const t = await getTranslations({ locale, namespace: "where-to-buy-v2" });
  const dir = brand.brandDirectory;
  return (
    <section id={idPrefix} className={`${styles.section}${className ? ` ${className}` : ""}`} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{title || (underProductHeading ? t("titleThisProduct") : t("title", { name: product.name }))}</h2>
      <div className={styles.columns}>
        <div className={styles.column}>
          <h3 id={`${idPrefix}-online`}>{t("online")}</h3>
          <RetailerOffers
            api={retailersApiPath(dir, locale, product.id)}
            productId={product.id}
            locale={locale}
            labelledBy={`${idPrefix}-online`}
            text={{ loading: t("loading"), unavailable: t("offersUnavailable"), retry: t("retry") }}
          />
        </div>
        <div className={styles.column}>
          <h3>{t("nearby")}</h3>
          <p>{family ? t("nearbyIntro", { family: family.name }) : t("nearbyIntroAll", { brand: brand.brandName })}</p>
          <NearbyDistributors
            api={distributorsApiPath(dir, locale, product.id)}
            action={sitePath(dir, locale, "where-to-buy")}
            family={family?.key}
            idPrefix={`${idPrefix}-near`}
            text={{
              location: t("location"),
              find: t("find"),
              useMyLocation: t("useMyLocation"),
              searching: t("searching"),
              unavailable: t("unavailable"),
              retry: t("retry"),
            }}
          />
        </div>
      </div>
    </section>
  );
}
