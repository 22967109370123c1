// Turns CMS link values into hrefs: site paths go through sitePath (R5), other schemes pass through.
import { isLocale, type Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";

const PASS_THROUGH = /^(https?:|mailto:|tel:|#)/i;

/** href of a CMS link: absolute and anchor links unchanged, site paths prefixed with brand and locale. */
export function resolveLinkHref(url: string, brand: string, locale: Locale): string {
  const trimmed = url.trim();
  if (PASS_THROUGH.test(trimmed)) return trimmed;
  const segments = trimmed.replace(/^\/+/, "").split("/");
  // Already a full site path (/{brand}/{locale}/...), possibly to a sister brand.
  if (trimmed.startsWith("/") && isLocale(segments[1])) return trimmed;
  return sitePath(brand, locale, trimmed);
}

export function isExternalHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href);
}
