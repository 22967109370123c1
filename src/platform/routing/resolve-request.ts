// Brand / locale / redirect resolution of spec §2 (R1, R2, R6, R7, R8, R12) as one pure function;
// proxy.ts only feeds it the request and turns its decision into a response.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/config/locales";
import type { RedirectRule } from "@/features/content";

export interface SiteDirectory {
  defaultBrand: string;
  /** brandDirectory -> brandCode */
  brands: ReadonlyMap<string, string>;
  redirects: ReadonlyMap<string, RedirectRule>;
  configAreaUrl: string;
  /** Pages that need an account (`{brand}/{slug}`, members-rewrite.ts): served per request, never prerendered (C6). */
  protectedPages?: ReadonlySet<string>;
}

export interface IncomingRequest {
  pathname: string;
  search: string;
  localeCookie?: string;
  acceptLanguage?: string | null;
}

export type RoutingDecision =
  | { kind: "redirect"; location: string; status: 301 | 302 | 307 | 308 }
  /** `locale`: the language of the 404 page, from the URL's locale segment, else Accept-Language, else en (L2). */
  | { kind: "brand-not-found"; brand: string; locale: Locale }
  | { kind: "next"; brand: string; locale: Locale };

const LOCALE_LIKE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * The language of an answer to a post or an API call: the locale the client named (a form's hidden field, a query
 * parameter) when it is one of the site's, else its Accept-Language, else en.
 */
export function answerLocale(named: unknown, acceptLanguage: string | null): Locale {
  if (typeof named === "string" && isLocale(named)) return named;
  return localeFromAcceptLanguage(acceptLanguage ?? "") ?? DEFAULT_LOCALE;
}

/** Locale from the Accept-Language header, honouring q-values; `fr-CA` and `fr` both give fr-ca. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const language = tag.split("-")[0];
    const match = LOCALES.find((l) => l.split("-")[0] === language);
    if (match) return match;
  }
  return undefined;
}

/**
 * The language of the unknown-brand page: the address's own locale segment when it is one of the site's
 * (`/acme/es-mx/...` is Spanish whatever the browser asks for), else the browser's Accept-Language, else en.
 */
function brandNotFoundLocale(segment: string | undefined, acceptLanguage: string | null | undefined): Locale {
  const fromPath = segment?.toLowerCase();
  if (isLocale(fromPath)) return fromPath;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function resolveRequest(request: IncomingRequest, site: SiteDirectory): RoutingDecision {
  const path = normalizePath(request.pathname);
  const rule = site.redirects.get(path) ?? site.redirects.get(`${path}${request.search}`);
  if (rule) return { kind: "redirect", location: rule.to, status: rule.status };

  const segments = path.split("/").filter(Boolean);
  const [first, second, ...rest] = segments;
  // The query goes along (campaign parameters, a sign-in notice).
  if (!first) return { kind: "redirect", location: `/${site.defaultBrand}/${DEFAULT_LOCALE}${request.search}`, status: 302 };

  if (first === "config") return { kind: "redirect", location: site.configAreaUrl, status: 302 };

  let brand = first;
  if (!site.brands.has(brand)) {
    const byCode = [...site.brands].find(([, code]) => code.toLowerCase() === first.toLowerCase());
    if (!byCode) return { kind: "brand-not-found", brand: first, locale: brandNotFoundLocale(second, request.acceptLanguage) };
    brand = byCode[0];
    const tail = segments.slice(1).join("/");
    return { kind: "redirect", location: `/${brand}${tail ? `/${tail}` : ""}${request.search}`, status: 301 };
  }

  if (!second) {
    const locale = (isLocale(request.localeCookie) && request.localeCookie) || localeFromAcceptLanguage(request.acceptLanguage) || DEFAULT_LOCALE;
    return { kind: "redirect", location: `/${brand}/${locale}${request.search}`, status: 302 };
  }

  if (!isLocale(second)) {
    const kept = LOCALE_LIKE.test(second) ? rest : [second, ...rest];
    const tail = kept.length ? `/${kept.join("/")}` : "";
    return { kind: "redirect", location: `/${brand}/${DEFAULT_LOCALE}${tail}${request.search}`, status: 301 };
  }

  return { kind: "next", brand, locale: second };
}
