// POST /api/subscriptions/unsubscribe (F9): the unsubscribe page's button, a plain form (token, brand, locale), or a
// JSON client. The token decides which subscription; brand and locale only choose where the browser goes back to
// and the language of the answer. A browser is sent back (303) to the unsubscribe page, which then says
// "unsubscribed" (or that the link does not work); a JSON client gets 200 or a translated 4xx.
import { isLocale, DEFAULT_LOCALE, type Locale } from "@/config/locales";
import { parseJsonText, readBodyBytes } from "@/platform/http/body";
import { logger } from "@/platform/logging/logger";
import { formsSecret } from "../captcha";
import { formErrorTranslator } from "../messages";
import { subscribeTranslator } from "./messages";
import { findSubscription, unsubscribe } from "./store";
import { verifyToken } from "./tokens";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

const BODY_LIMIT = 4096;
const NO_STORE = { "cache-control": CACHE_CONTROL.noStore } as const;

const field = (values: Record<string, unknown>, name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");

export async function unsubscribeResponse(request: Request): Promise<Response> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json") || type === "application/json";
  const answer = (status: number, message: string) =>
    wantsJson
      ? Response.json({ status, message }, { status, headers: NO_STORE })
      : new Response(`<!doctype html><meta charset="utf-8"><title>${status}</title><main><p role="alert">${message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p></main>`, {
          status,
          headers: { ...NO_STORE, "content-type": "text/html; charset=utf-8" },
        });

  if (type !== "application/x-www-form-urlencoded" && type !== "application/json") return answer(415, formErrorTranslator(DEFAULT_LOCALE)("api.contentType"));
  const body = await readBodyBytes(request, BODY_LIMIT);
  if (!body.ok) return answer(body.status === 413 ? 413 : 400, formErrorTranslator(DEFAULT_LOCALE)(body.status === 413 ? "api.bodyTooLarge" : "api.badBody"));
  const text = new TextDecoder().decode(body.bytes);
  let values: Record<string, unknown> = {};
  if (type === "application/json") {
    const parsed = parseJsonText(text);
    if (!parsed.ok || !parsed.value || typeof parsed.value !== "object" || Array.isArray(parsed.value)) return answer(400, formErrorTranslator(DEFAULT_LOCALE)("api.badBody"));
    values = parsed.value as Record<string, unknown>;
  } else values = Object.fromEntries(new URLSearchParams(text));

  const postedLocale = field(values, "locale");
  const locale: Locale = isLocale(postedLocale) ? postedLocale : DEFAULT_LOCALE;
  const t = subscribeTranslator(locale);
  const token = field(values, "token");
  const check = verifyToken(token, "unsubscribe", formsSecret());
  if (!check.ok) return answer(400, t("unsubscribe.invalidBody"));
  try {
    const found = await findSubscription(check.subscriptionId);
    if (!found) return answer(400, t("unsubscribe.invalidBody"));
    const row = (await unsubscribe(found.id)) ?? found;
    if (wantsJson) return answer(200, t("unsubscribe.doneBody", { email: row.email, brand: row.brand }));
    // Back to the subscription's own brand (from the database, never from the post: no redirect elsewhere).
    return new Response(null, { status: 303, headers: { ...NO_STORE, location: `/${row.brand}/${locale}/subscribe/unsubscribe?token=${encodeURIComponent(token)}` } });
  } catch (error) {
    logger.error({ err: error }, "subscriptions: unsubscribe failed");
    return answer(503, formErrorTranslator(locale)("api.unavailable"));
  }
}
