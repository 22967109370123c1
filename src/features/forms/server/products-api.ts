// GET /api/forms/products?brand=&locale=&q= (F2, F3): the product picker's answers, up to 10 of the brand's products
// matching a catalogue number prefix or name words. Every refusal is a translated 4xx; search being down is a 503
// the picker shows while the visitor keeps typing the number by hand.
import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/config/locales";
import { serverTranslators } from "@/platform/i18n/server-translator";
import { logger } from "@/platform/logging/logger";
import { localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import { PICKER_MAX_QUERY, PICKER_MIN_QUERY, pickerQuery, type PickerAnswer, type PickerProduct } from "../product-picker";
import { searchPickerProducts } from "./product-search";
import { CACHE_CONTROL } from "@/platform/cache/strategies";
import en from "../../../../messages/en/forms-products.json";
import frCa from "../../../../messages/fr-ca/forms-products.json";
import esMx from "../../../../messages/es-mx/forms-products.json";

/** Answers are the same for everyone and change with the catalogue: a short shared cache. */
export const PICKER_CACHE_CONTROL = CACHE_CONTROL.lookup;
const BRAND_PATTERN = /^[a-z0-9-]{1,64}$/;

type MessageKey = "queryTooShort" | "queryTooLong" | "badLocale" | "unknownBrand" | "unavailable";

const translators = serverTranslators({ "forms-products": { en, "fr-ca": frCa, "es-mx": esMx } });

function message(locale: Locale, key: MessageKey): string {
  return translators(locale, "forms-products")(`api.${key}`, { min: PICKER_MIN_QUERY, max: PICKER_MAX_QUERY });
}

function answer(body: PickerAnswer, status: number, extra: Record<string, string> = {}): Response {
  const cache = status === 200 ? { "cache-control": PICKER_CACHE_CONTROL } : { "cache-control": CACHE_CONTROL.noStore };
  return Response.json(body, { status, headers: { ...cache, ...extra } });
}

export type PickerSearch = (brand: string, locale: Locale, query: string) => Promise<PickerProduct[] | undefined>;

export async function handlePickerRequest(request: Request, search: PickerSearch = searchPickerProducts): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const requested = params.get("locale");
  const fallback = localeFromAcceptLanguage(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
  if (!isLocale(requested)) return answer({ error: message(fallback, "badLocale") }, 400);
  const locale = requested;
  const brand = params.get("brand") ?? "";
  const query = pickerQuery(params.get("q"));
  if (!query.ok) return answer({ error: message(locale, query.problem === "tooShort" ? "queryTooShort" : "queryTooLong") }, 400);
  if (!BRAND_PATTERN.test(brand)) return answer({ error: message(locale, "unknownBrand") }, 404);
  try {
    const products = await search(brand, locale, query.query);
    if (!products) return answer({ error: message(locale, "unknownBrand") }, 404);
    return answer({ products }, 200);
  } catch (error) {
    logger.error({ err: error, brand, locale }, "forms: product picker search failed");
    return answer({ error: message(locale, "unavailable") }, 503, { "retry-after": "30" });
  }
}
