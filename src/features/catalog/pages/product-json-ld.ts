// schema.org Product of a product page (P5): identifiers, brand, category, images and the list price offer. What a Product
// rich result reads (name, image, description, sku / mpn / gtin, brand, offers), once: the specification table is on the
// page itself and no search engine's Product result reads it as `additionalProperty`, and `url` is the page's `@id` and
// the offer's page (issue 15 §1, ADR 72 second amendment: the block is in the HTML twice, markup and RSC payload).
import type { CurrencyCode } from "@/config/constants";
import { buildAbsoluteProductUrl, PUBLIC_SITE_ORIGIN } from "@/platform/routing/urls";
import type { Locale } from "@/config/locales";
import type { Product } from "../model";

const absolute = (url: string, origin: string) => (url.startsWith("/") ? `${origin.replace(/\/+$/, "")}${url}` : url);

/** schema.org `image`: absolute URLs, a single string when the caller gave one image. */
function imageField(urls: readonly string[], origin: string, single: boolean): { image?: string | string[] } {
  if (urls.length === 0) return {};
  const image = urls.map((url) => absolute(url, origin));
  return { image: single ? image[0] : image };
}

export function productJsonLd(
  product: Pick<Product, "id" | "slug" | "name" | "catalogNumber" | "upc" | "description" | "categories">,
  context: { brand: string; brandName: string; locale: Locale; currency: CurrencyCode; price?: number; image?: string; images?: readonly string[]; origin?: string },
) {
  const origin = context.origin ?? PUBLIC_SITE_ORIGIN;
  const url = buildAbsoluteProductUrl(context.brand, context.locale, product, origin);
  const category = product.categories.lvl2 || product.categories.lvl1 || product.categories.lvl0;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    url,
    name: product.name,
    sku: product.catalogNumber,
    mpn: product.catalogNumber,
    ...(/^\d{12}$/.test(product.upc) ? { gtin12: product.upc } : {}),
    description: product.description,
    brand: { "@type": "Brand", name: context.brandName },
    ...(category ? { category } : {}),
    ...imageField(context.images ?? (context.image ? [context.image] : []), origin, context.images === undefined),
    ...(context.price && context.price > 0
      ? { offers: { "@type": "Offer", price: context.price.toFixed(2), priceCurrency: context.currency, availability: "https://schema.org/InStock" } }
      : {}),
  };
}
