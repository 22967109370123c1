// The global fetch wrapper (L3, E2): every request carries the locale and brand headers and the spec's retry policy.
import { ofetch, type $Fetch, type FetchContext } from "ofetch";
import { localeIso, type Locale } from "@/config/locales";
import { retryLimit, retryStatusCodes } from "./retry-policy";

/**
 * Requests that get no Accept-Language / Store headers: the Algolia Insights events endpoint and the
 * reCAPTCHA site-verify endpoint, third-party hosts whose CORS allow-lists reject unknown request headers.
 */
export const HEADER_EXCLUDED_URLS: readonly RegExp[] = [
  /^https:\/\/insights\.(?:[a-z]{2}\.)?algolia\.io\//i,
  /^https:\/\/www\.(?:google\.com|recaptcha\.net)\/recaptcha\/api\/siteverify(?:[?#]|$)/i,
];

export interface CreateFetchOptions {
  locale: Locale;
  brandDirectory: string;
  baseURL?: string;
  /** Overrides HEADER_EXCLUDED_URLS (tests point it at a local server). */
  excludedUrls?: readonly RegExp[];
}

export function isHeaderExcluded(url: string, excludedUrls: readonly RegExp[] = HEADER_EXCLUDED_URLS): boolean {
  return excludedUrls.some((pattern) => pattern.test(url));
}

function requestUrl(request: FetchContext["request"], baseURL: string | undefined): string {
  if (typeof request !== "string") return request.url;
  if (!baseURL || /^[a-z][a-z\d+.-]*:/i.test(request)) return request;
  return `${baseURL.replace(/\/+$/, "")}/${request.replace(/^\/+/, "")}`;
}

export function createFetch({ locale, brandDirectory, baseURL, excludedUrls }: CreateFetchOptions): $Fetch {
  return ofetch.create({
    baseURL,
    retryStatusCodes,
    onRequest(context) {
      // Set once: the retried call arrives with retry already counted down to 0.
      if (context.options.retry === undefined) context.options.retry = retryLimit(context.options.method);
      if (isHeaderExcluded(requestUrl(context.request, context.options.baseURL), excludedUrls)) return;
      const headers = new Headers(context.options.headers);
      if (!headers.has("accept-language")) headers.set("accept-language", localeIso(locale));
      if (!headers.has("store")) headers.set("store", brandDirectory);
      context.options.headers = headers;
    },
  });
}
