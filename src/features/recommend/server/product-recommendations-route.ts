// The product page's sections of other products as JSON (P5, S4; ADR 70, 80): `GET /api/recommendations/product?
// brand=voltline&locale=en&id=1005961` answers `{ compatible, related, similar, boughtTogether }`, each a list of product
// cards, and `headings`, each section's heading in the locale. The page no longer renders them: the browser asks for them when the sections come near the viewport, as
// Algolia Recommend's own UI does.
// The answer is the same for every visitor of a brand, locale and product, so shared caches keep it; a recommender
// failure answers empty sections that nobody keeps. Bad input gets a translated 4xx, never a 5xx.
import "server-only";
import { isLocale, type Locale } from "@/config/locales";
import { getBrand } from "@/features/brand/server";
import { getProducts, toCatalogCard } from "@/features/catalog/server";
import { CACHE_CONTROL } from "@/platform/cache/strategies";
import { serverTranslators } from "@/platform/i18n/server-translator";
import { answerLocale } from "@/platform/routing/resolve-request";
import { COMPATIBLE_SIZE, SECTION_ORDER, type ProductRecommendationsAnswer } from "../sections";
import { productRecommendationsOf } from "./product-recommendations";
import en from "../../../../messages/en/recommend.json";
import frCa from "../../../../messages/fr-ca/recommend.json";
import esMx from "../../../../messages/es-mx/recommend.json";

const BRAND = /^[a-z0-9-]{1,64}$/;
const PRODUCT_ID = /^\d{1,12}$/;

type ErrorKey = "locale" | "brand" | "product";
const translators = serverTranslators({ recommend: { en, "fr-ca": frCa, "es-mx": esMx } });

/** The `recommend` messages of a locale: the sections' headings and the refusals. */
const translate = (locale: Locale, key: string): string => translators(locale, "recommend")(key);

const errorMessage = (locale: Locale, key: ErrorKey) => translate(locale, `errors.${key}`);

function refuse(locale: Locale, key: ErrorKey, status: number): Response {
  // A product that does not exist yet may soon: a few minutes, as other public not-founds.
  return Response.json({ error: errorMessage(locale, key) }, { status, headers: { "cache-control": status === 404 ? CACHE_CONTROL.minutes : CACHE_CONTROL.noStore } });
}

export async function handleProductRecommendationsRequest(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const named = params.get("locale");
  const answerIn = answerLocale(named, request.headers.get("accept-language"));
  if (!isLocale(named)) return refuse(answerIn, "locale", 400);
  const locale: Locale = named;
  const directory = params.get("brand") ?? "";
  const id = params.get("id") ?? "";
  if (!BRAND.test(directory)) return refuse(locale, "brand", 404);
  if (!PRODUCT_ID.test(id)) return refuse(locale, "product", 404);
  const brand = await getBrand(directory, locale);
  if (!brand || brand.brandDirectory !== directory) return refuse(locale, "brand", 404);
  const [product] = await getProducts(directory, [id], locale);
  if (!product) return refuse(locale, "product", 404);
  // The compatible products come first; the recommendations leave out the ones they show.
  const compatibleIds = product.compatibleProductIds.slice(0, COMPATIBLE_SIZE);
  const [compatible, { sections, failed }] = await Promise.all([
    compatibleIds.length > 0 ? getProducts(directory, compatibleIds, locale) : [],
    productRecommendationsOf(directory, locale, id, compatibleIds),
  ]);
  const context = { locale, currency: brand.currencyCode, newProductDuration: brand.newProductDuration };
  const body: ProductRecommendationsAnswer = {
    compatible: compatible.map((p) => toCatalogCard(p, context)),
    related: sections.related.map((p) => toCatalogCard(p, context)),
    similar: sections.similar.map((p) => toCatalogCard(p, context)),
    boughtTogether: sections.boughtTogether.map((p) => toCatalogCard(p, context)),
    // The sections' headings come with their cards, as the locator's answers bring theirs (ADR 81): the page does not
    // carry them for sections it has not loaded yet.
    headings: Object.fromEntries(SECTION_ORDER.map((name) => [name, translate(locale, name)])) as ProductRecommendationsAnswer["headings"],
  };
  return Response.json(body, { headers: { "cache-control": failed ? CACHE_CONTROL.noStore : CACHE_CONTROL.recommendations } });
}
