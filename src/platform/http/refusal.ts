// A refused post, answered as its client asked (issue 17: the letters and the submittal builder): JSON `{status,
// errors}` for fetch clients, and for a browser posting without JavaScript a small page in its language listing the
// errors with a link back to the form. Never cached.
import { localeIso, type Locale } from "@/config/locales";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

export interface RefusedField {
  field?: string;
  message: string;
}

export interface Refusal {
  status: number;
  locale: Locale;
  errors: readonly RefusedField[];
  /** A form posted without JavaScript (it reads HTML). */
  plain: boolean;
  /** The page's heading and the back link's words, translated by the caller. */
  labels: { heading: string; back: string };
  /** Where "back" leads: a path on this site. */
  back?: string;
  headers?: Record<string, string>;
}

const html = (value: string) => value.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

export function refusalResponse({ status, locale, errors, plain, labels, back, headers = {} }: Refusal): Response {
  if (!plain) return Response.json({ status, errors }, { status, headers: { "cache-control": CACHE_CONTROL.noStore, ...headers } });
  const list = errors.map((error) => `<li>${html(error.message)}</li>`).join("");
  const backLink = back ? `<p><a href="${html(back)}">${html(labels.back)}</a></p>` : "";
  const body = `<!doctype html><html lang="${localeIso(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(labels.heading)}</title></head><body><main><h1>${html(labels.heading)}</h1><ul>${list}</ul>${backLink}</main></body></html>`;
  return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8", "cache-control": CACHE_CONTROL.noStore, ...headers } });
}
