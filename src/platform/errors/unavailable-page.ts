// The 503 page proxy.ts sends when the CMS is down and nothing is kept to route with (E3): no brand, theme or layout
// can be read, so it is plain HTML in the visitor's locale, sent fast with Retry-After.
import type { Locale } from "@/config/locales";
import en from "../../../messages/en/errors.json";
import frCa from "../../../messages/fr-ca/errors.json";
import esMx from "../../../messages/es-mx/errors.json";
import { RETRY_AFTER_SECONDS } from "./unavailable";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const MESSAGES: Record<Locale, typeof en> = { en, "fr-ca": frCa, "es-mx": esMx };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export function serviceUnavailableHtml(locale: Locale, retryHref: string): string {
  const t = MESSAGES[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.unavailableTitle)}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}main{max-width:40rem;margin:15vh auto;padding:0 1rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;background:#0b4f8a;color:#fff;border-radius:6px;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}</style></head><body><main><h1>${escapeHtml(`${t.unavailableLine1} ${t.unavailableLine2}`)}</h1><p>${escapeHtml(t.unavailableDescription)}</p><a href="${escapeHtml(retryHref)}">${escapeHtml(t.retry)}</a></main></body></html>`;
}

/** The whole answer: 503, Retry-After, never stored by a cache. */
export function serviceUnavailablePage(locale: Locale, retryHref: string): Response {
  return new Response(serviceUnavailableHtml(locale, retryHref), {
    status: 503,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": CACHE_CONTROL.noStore, "retry-after": String(RETRY_AFTER_SECONDS) },
  });
}
