// The 404 page for an unknown brand (R7). It has no brand to theme it, so proxy.ts sends it as is.
import type { Locale } from "@/config/locales";
import en from "../../../messages/en/errors.json";
import frCa from "../../../messages/fr-ca/errors.json";
import esMx from "../../../messages/es-mx/errors.json";

const MESSAGES: Record<Locale, typeof en> = { en, "fr-ca": frCa, "es-mx": esMx };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

export function brandNotFoundHtml(brand: string, locale: Locale, defaultBrand: string): string {
  const t = MESSAGES[locale];
  const message = escapeHtml(t.brandNotFound.replace("{brand}", brand));
  const home = `/${defaultBrand}/${locale}`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.notFoundTitle)}</title><style>body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24}main{max-width:40rem;margin:15vh auto;padding:0 1rem}a{display:inline-block;margin-top:1rem;padding:.6rem 1.4rem;background:#0b4f8a;color:#fff;border-radius:6px;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}</style></head><body><main><h1>${message}</h1><p>${escapeHtml(t.brandNotFoundHelp)}</p><a href="${home}">${escapeHtml(t.backHome)}</a></main></body></html>`;
}
