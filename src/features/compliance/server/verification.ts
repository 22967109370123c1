// Letter verification and revocation on the server (F10-F13, ADR 60): a letter is found only by its reference AND its
// check code (both printed on it; a reference alone opens nothing); a visitor's file is hashed (bounded read) and
// compared with the stored digest of the delivered file; an operator revokes a letter with a reason.
import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { isLocale, type Locale } from "@/config/locales";
import { formsRateLimiter } from "@/features/forms/server";
import { readBodyBytes } from "@/platform/http/body";
import { forwardedClientAddress, trustedProxies } from "@/platform/http/trusted-proxy";
import { CACHE_CONTROL } from "@/platform/cache/strategies";
import { complianceLetters, getDb } from "@/platform/db";
import type { Database } from "@/platform/db";
import type { LetterFacts } from "../letter";
import type { LetterForm } from "../model";
import { isBrandSegment, isCheckCode, isReference, MAX_VERIFY_BYTES, normaliseDigest, sameDigest, verificationPath } from "../verification";
import type { VerifyErrorKey } from "../verification-messages";

export interface VerifiedLetter {
  reference: string;
  form: LetterForm;
  brand: string;
  locale: string;
  company: string;
  projectName: string;
  date: Date;
  stated: LetterFacts;
  fileDigest: string | null;
  revokedAt: Date | null;
  revokedReason: string | null;
}

type Db = Pick<Database, "select" | "update">;

/** The letter of a reference and check code, or undefined (malformed, unknown, or the code does not match). */
export async function findLetter(reference: string, checkCode: string, db?: Db): Promise<VerifiedLetter | undefined> {
  if (!isReference(reference) || !isCheckCode(checkCode)) return undefined;
  const database = db ?? (await getDb());
  const [row] = await database.select().from(complianceLetters).where(eq(complianceLetters.reference, reference)).limit(1);
  if (!row || !sameDigest(row.checkCode, checkCode)) return undefined;
  const request = (row.request ?? {}) as { company?: string; projectName?: string; date?: string };
  return {
    reference: row.reference,
    form: row.form as LetterForm,
    brand: row.brand,
    locale: row.locale,
    company: request.company ?? "",
    projectName: request.projectName ?? "",
    date: request.date ? new Date(request.date) : row.createdAt,
    stated: row.stated as LetterFacts,
    fileDigest: row.fileDigest,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
  };
}

export type RevokeResult = { ok: true; revokedAt: Date } | { ok: false; error: "unknown" | "alreadyRevoked" | "reason" };

/** Revokes the letter of a reference with a reason (1-500 characters); a revoked letter stays revoked. */
export async function revokeLetter(db: Db, reference: string, reason: string, now = new Date()): Promise<RevokeResult> {
  const text = reason.trim();
  if (text === "" || text.length > 500) return { ok: false, error: "reason" };
  if (!isReference(reference)) return { ok: false, error: "unknown" };
  const [row] = await db.select({ revokedAt: complianceLetters.revokedAt }).from(complianceLetters).where(eq(complianceLetters.reference, reference)).limit(1);
  if (!row) return { ok: false, error: "unknown" };
  if (row.revokedAt) return { ok: false, error: "alreadyRevoked" };
  await db.update(complianceLetters).set({ revokedAt: now, revokedReason: text }).where(eq(complianceLetters.reference, reference));
  return { ok: true, revokedAt: now };
}

/** SHA-256 (hex) of bytes. */
export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, "cache-control": CACHE_CONTROL.noStore } });

/**
 * POST /api/compliance/verify?brand=&locale=&reference=&code= with a `file` (the PDF) or a pasted `digest`: answered
 * with 303 to the letter's verification page, `?digest=<sha-256>` (the page says whether it matches) or `?error=<key>`.
 * The page's address is in the query so that even a body refused unread (413) goes back there; it is built only from
 * values of their strict formats, so the redirect never leaves the site. Anything else is a 404.
 */
export async function verifyFileResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const brand = url.searchParams.get("brand");
  const locale = url.searchParams.get("locale");
  const reference = url.searchParams.get("reference");
  const code = url.searchParams.get("code");
  if (!isBrandSegment(brand) || !isLocale(locale) || !isReference(reference) || !isCheckCode(code)) {
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": CACHE_CONTROL.noStore } });
  }
  const page = verificationPath(brand, locale as Locale, reference, code);
  const back = (error: VerifyErrorKey) => seeOther(`${page}?error=${error}`);

  const address = forwardedClientAddress(trustedProxies(), request.headers.get("x-forwarded-for"));
  const verdict = (await formsRateLimiter()?.take(`compliance-verify:${address || "unknown"}`)) ?? { ok: true as const };
  if (!verdict.ok) return back("rateLimited");

  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/iu.test(contentType)) return back("badBody");
  const body = await readBodyBytes(request, MAX_VERIFY_BYTES + 16 * 1024);
  if (!body.ok) {
    const response = back(body.status === 413 ? "fileTooLarge" : "badBody");
    if (body.status === 413) response.headers.set("connection", "close");
    return response;
  }
  let data: FormData;
  try {
    data = await new Response(new Uint8Array(body.bytes), { headers: { "content-type": contentType } }).formData();
  } catch {
    return back("badBody");
  }
  const file = data.get("file");
  if (file && typeof file !== "string" && file.size > 0) {
    if (file.size > MAX_VERIFY_BYTES) return back("fileTooLarge");
    return seeOther(`${page}?digest=${sha256Hex(new Uint8Array(await file.arrayBuffer()))}`);
  }
  const pasted = data.get("digest");
  if (typeof pasted === "string" && pasted.trim() !== "") {
    const digest = normaliseDigest(pasted);
    return digest ? seeOther(`${page}?digest=${digest}`) : back("digestInvalid");
  }
  return back("nothingToCheck");
}

