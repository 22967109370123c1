// One pipeline for the account area's actions (POST /api/account/..., issue 14): from fetch clients (JSON answers)
// and from browsers without JavaScript (303 back to a page). In order: same-origin post; a body of an accepted type
// under its limit; the page's brand (one that shows the account, B4) and locale; the session (the only source of who
// acts, A7); then the action. Every refusal is a translated 4xx (401 signed out, 404 another account's or an unknown
// id, never 403), a store failure a translated 503.
import "server-only";
import { isLocale, type Locale } from "@/config/locales";
import { findBrand } from "@/features/brand";
import { listBrands } from "@/features/brand/server";
import type { Brand } from "@/features/brand";
import { formDataToObject, translateIssues, type FieldErrors } from "@/features/forms";
import type { z } from "@/platform/validation/zod";
import { readBodyBytes, parseJsonText } from "@/platform/http/body";
import { isSecureOrigin, onPublicOrigin, publicOrigin } from "@/platform/http/public-origin";
import { localeFromAcceptLanguage } from "@/platform/routing/resolve-request";
import { logger } from "@/platform/logging/logger";
import { showsAccount } from "../area";
import { accountTranslators, type AccountTranslators } from "./messages";
import { signInPath } from "./sign-in-path";
import { FORM_FLASH_COOKIE, FORM_FLASH_SECONDS, sealFormFlash } from "./form-flash";
import { readRequestSession, type Session } from "./session";
import { CACHE_CONTROL } from "@/platform/cache/strategies";

/** Far more than any account form's fields. */
export const ACCOUNT_BODY_LIMIT = 16 * 1024;

/** Fields every account form posts besides its own. */
export const ACCOUNT_ENVELOPE = ["brand", "locale"] as const;

export interface ActionContext {
  session: Session;
  brand: Brand;
  locale: Locale;
  translators: AccountTranslators;
  /** The posted fields (envelope removed), as the schema would read them. */
  fields: Record<string, unknown>;
}

export type ActionResult =
  /** Done: the page to open, with a notice key (`?notice=`) it shows once. */
  | { kind: "done"; location: string; status?: 200 | 201 }
  /** The schema refused the fields: back to the form (`formPath`), the values and errors kept for it (`formKey`). */
  | { kind: "invalid"; fieldErrors: FieldErrors; formPath: string; formKey: string }
  /** Refused as a whole (not found, a limit): a translated message, back to `backTo` (a browser without JavaScript). */
  | { kind: "refused"; status: 404 | 409 | 422; message: string; backTo: string; formKey?: string };

export interface ActionSpec {
  /** The fields' schema, for form-encoded bodies ("on" -> true) and the browser's values; none for a bare action. */
  schema?: z.ZodType;
  /** The page a signed-out visitor comes back to after signing in. */
  returnPath: (brand: string, locale: Locale) => string;
  run: (context: ActionContext) => Promise<ActionResult>;
}

type BodyKind = "json" | "urlencoded";

function bodyKind(contentType: string | null): BodyKind | undefined {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "urlencoded";
  return undefined;
}

/** A fetch client asks for JSON; a browser posting a plain form wants a page. */
const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").toLowerCase().includes("application/json");

const NO_STORE = { "cache-control": CACHE_CONTROL.noStore } as const;

function json(status: number, body: Record<string, unknown>, cookie?: string): Response {
  const headers = new Headers(NO_STORE);
  if (cookie) headers.append("set-cookie", cookie);
  return Response.json(body, { status, headers });
}

function seeOther(path: string, cookie?: string): Response {
  const headers = new Headers({ ...NO_STORE, location: onPublicOrigin(path).href });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
}

function flashCookie(value: string, maxAge: number): string {
  return `${FORM_FLASH_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isSecureOrigin(publicOrigin()) ? "; Secure" : ""}`;
}

/** The posted object (envelope included), or the refusal's status and message key. */
async function readPosted(request: Request, schema: z.ZodType | undefined): Promise<{ ok: true; posted: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; key: string }> {
  const kind = bodyKind(request.headers.get("content-type"));
  if (!kind) return { ok: false, status: 415, key: "errors.contentType" };
  const body = await readBodyBytes(request, ACCOUNT_BODY_LIMIT);
  if (!body.ok) return { ok: false, status: body.status, key: body.status === 413 ? "errors.bodyTooLarge" : "errors.badBody" };
  const text = new TextDecoder().decode(body.bytes);
  if (kind === "json") {
    const parsed = parseJsonText(text);
    if (!parsed.ok || typeof parsed.value !== "object" || parsed.value === null || Array.isArray(parsed.value)) return { ok: false, status: 400, key: "errors.badBody" };
    return { ok: true, posted: parsed.value as Record<string, unknown> };
  }
  const entries = [...new URLSearchParams(text).entries()];
  const envelope = Object.fromEntries(entries.filter(([name]) => (ACCOUNT_ENVELOPE as readonly string[]).includes(name)));
  const fields = entries.filter(([name]) => !(ACCOUNT_ENVELOPE as readonly string[]).includes(name));
  // Without a schema (delete, set default) the body is the envelope alone; anything else is ignored.
  return { ok: true, posted: { ...(schema ? formDataToObject(fields, schema) : {}), ...envelope } };
}

/** Runs an account action for a request (the route handler's whole body). */
export async function runAccountAction(request: Request, spec: ActionSpec): Promise<Response> {
  const asJson = wantsJson(request);
  const fallbackLocale = localeFromAcceptLanguage(request.headers.get("accept-language")) ?? "en";
  const plain = (status: number, locale: Locale, key: string) => {
    const message = accountTranslators(locale).t(key);
    return asJson ? json(status, { message }) : new Response(message, { status, headers: { ...NO_STORE, "content-type": "text/plain; charset=utf-8" } });
  };

  // A post from another site's page (CSRF): SameSite=Lax already keeps the session cookie off it; refused all the same.
  const origin = request.headers.get("origin");
  if (origin && origin !== publicOrigin()) return plain(403, fallbackLocale, "errors.crossSite");

  const read = await readPosted(request, spec.schema);
  if (!read.ok) return plain(read.status, fallbackLocale, read.key);
  const { brand: brandDir, locale: postedLocale, ...fields } = read.posted;
  const locale: Locale = typeof postedLocale === "string" && isLocale(postedLocale) ? postedLocale : fallbackLocale;
  const translators = accountTranslators(locale);

  let brand: Brand | undefined;
  try {
    brand = typeof brandDir === "string" ? findBrand(await listBrands(locale), brandDir) : undefined;
  } catch (error) {
    logger.error({ err: error }, "account: brands could not be read");
    return plain(503, locale, "errors.unavailable");
  }
  if (!brand || !showsAccount(brand)) return plain(404, locale, "errors.notFound");

  let session: Session | undefined;
  try {
    session = await readRequestSession(request);
  } catch (error) {
    logger.error({ err: error }, "account: the session store is unavailable");
    return plain(503, locale, "errors.unavailable");
  }
  const back = spec.returnPath(brand.brandDirectory, locale);
  if (!session) {
    const signIn = signInPath(back);
    return asJson ? json(401, { message: translators.t("errors.signedOut"), location: signIn }) : seeOther(signIn);
  }

  let result: ActionResult;
  try {
    result = await spec.run({ session, brand, locale, translators, fields });
  } catch (error) {
    logger.error({ err: error }, "account: the action failed");
    return plain(503, locale, "errors.unavailable");
  }

  switch (result.kind) {
    case "done":
      return asJson ? json(result.status ?? 200, { location: result.location }, flashCookie("", 0)) : seeOther(result.location, flashCookie("", 0));
    case "invalid": {
      const message = translators.t("errors.invalidFields");
      if (asJson) return json(400, { message, fieldErrors: result.fieldErrors });
      const sealed = await sealFormFlash({ form: result.formKey, subject: session.subject, values: fields, errors: result.fieldErrors, message });
      return seeOther(result.formPath, flashCookie(sealed, FORM_FLASH_SECONDS));
    }
    case "refused": {
      if (asJson) return json(result.status, { message: result.message });
      const sealed = await sealFormFlash({ form: result.formKey ?? "notice", subject: session.subject, values: result.formKey ? fields : {}, errors: {}, message: result.message });
      return seeOther(result.backTo, flashCookie(sealed, FORM_FLASH_SECONDS));
    }
  }
}

/** The schema's verdict on the fields: the parsed input, or translated errors by field path. */
export function checkFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, translators: AccountTranslators): { ok: true; input: z.output<S> } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fieldErrors: translateIssues(parsed.error.issues, translators.fieldErrors) };
}
