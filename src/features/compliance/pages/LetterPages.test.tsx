// The verification page (F10-F13, ADR 60) as a visitor reads it: what the letter stated, valid or revoked with date and
// reason in the page's locale, the file check's answer; unknown references and wrong codes are 404s. And the draft
// page of a refused request (no JavaScript): the form again, re-filled, with the errors.
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/platform/db";
import { useTestDatabase } from "@/platform/db/testing";
import { letterRequestResponse } from "../server/letter-request";
import { revokeLetter, sha256Hex } from "../server/verification";
import { readLetterDraft } from "../server/drafts";
import { LetterVerificationPage } from "./LetterVerificationPage";
import { LetterDraftPage } from "./LetterDraftPage";

vi.mock("next-intl/server", () => ({ setRequestLocale: () => undefined }));
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
}));

async function letter(fields: Record<string, string> = {}, accept?: string): Promise<Response> {
  const data = new FormData();
  const all = { brand: "voltline", locale: "en", returnTo: "/voltline/en/environmental-compliance-letter", numbers: "DR104-WH, NOPE-404", company: "Acme Electric", projectName: "Riverside Water Plant", projectAddress: "Dayton, OH", ...fields };
  for (const [name, value] of Object.entries(all)) data.append(name, value);
  return letterRequestResponse(new Request("http://localhost/api/compliance/environmental", { method: "POST", body: data, headers: { "x-forwarded-for": "192.0.2.5", ...(accept ? { accept } : {}) } }), "environmental");
}

const page = async (params: { brand: string; locale: string; reference: string; code: string }, query: Record<string, string> = {}) =>
  renderToStaticMarkup(await LetterVerificationPage({ params: Promise.resolve(params), searchParams: Promise.resolve(query) }));

describe("letter pages", () => {
  useTestDatabase("pglite", "compliance-letter-pages");
  // The forms' rate limit would refuse this file's many posts from one client; it is tested on its own.
  beforeAll(() => void vi.stubEnv("FORMS_RATE_LIMIT", "off"));
  afterAll(() => void vi.unstubAllEnvs());

  it("shows the letter valid, checks a file's digest, then shows it revoked with date and reason", async () => {
    const answer = await letter();
    const pdf = new Uint8Array(await answer.arrayBuffer());
    const [, , , brand, locale, , reference, code] = answer.headers.get("x-letter-verification")!.split("/");
    expect([brand, locale]).toEqual(["voltline", "en"]);
    const params = { brand: "voltline", locale: "es-mx", reference: reference!, code: code! };

    const valid = await page(params);
    expect(valid).toContain("Verificación de una carta de cumplimiento");
    expect(valid).toContain('data-letter-status="valid"');
    expect(valid).toContain("Válida: emitida por");
    expect(valid).toContain(reference);
    expect(valid).toContain("Acme Electric");
    expect(valid).toContain("Riverside Water Plant");
    expect(valid).toContain("Declaración de cumplimiento ambiental");
    expect(valid).toContain("DR104-WH");
    expect(valid).toContain("NOPE-404");
    expect(valid).toContain(sha256Hex(pdf));
    expect(valid).toContain(`action="/api/compliance/verify?brand=voltline&amp;locale=es-mx&amp;reference=${reference}&amp;code=${code}"`);

    expect(await page(params, { digest: sha256Hex(pdf) })).toContain('data-file-check="match"');
    const other = "0".repeat(64);
    const mismatch = await page(params, { digest: other });
    expect(mismatch).toContain('data-file-check="mismatch"');
    expect(mismatch).toContain(other);
    expect(await page(params, { error: "fileTooLarge" })).toContain("El archivo pesa más de 5 MB");
    expect(await page(params, { error: "<script>" })).not.toContain("role=\"alert\"");

    await revokeLetter(await getDb(), reference!, "Emitida para el proyecto equivocado", new Date("2026-11-20T12:00:00Z"));
    const revoked = await page({ ...params, locale: "fr-ca" });
    expect(revoked).toContain('data-letter-status="revoked"');
    expect(revoked).toContain("Révoquée le 20 novembre 2026.");
    expect(revoked).toContain("Motif : Emitida para el proyecto equivocado");
  });

  it("answers 404 for an unknown reference, a wrong code, another brand or locale", async () => {
    const answer = await letter();
    const [, , , , , , reference, code] = answer.headers.get("x-letter-verification")!.split("/");
    for (const params of [
      { brand: "voltline", locale: "en", reference: "CL-0000-0000", code: code! },
      { brand: "voltline", locale: "en", reference: reference!, code: "0000000000000000" },
      { brand: "homestyle", locale: "en", reference: reference!, code: code! },
      { brand: "voltline", locale: "de", reference: reference!, code: code! },
    ]) {
      await expect(page(params)).rejects.toThrow("NEXT_NOT_FOUND");
    }
  });

  it("the draft page shows the refused form again, re-filled, with the errors", async () => {
    const refused = await letter({ locale: "fr-ca", projectName: "", numbers: "DR104-WH\nDR109-LA" });
    expect(refused.status).toBe(303);
    const draft = new URL(refused.headers.get("location")!, "http://x").searchParams.get("draft")!;
    expect(await readLetterDraft(draft, "environmental")).toBeDefined();
    const html = renderToStaticMarkup(await LetterDraftPage({ params: Promise.resolve({ brand: "voltline", locale: "fr-ca", form: "environmental" }), searchParams: Promise.resolve({ draft }) }));
    expect(html).toContain("<h1");
    expect(html).toContain("La lettre n");
    expect(html).toMatch(/<textarea[^>]*>DR104-WH\nDR109-LA<\/textarea>/u);
    expect(html).toContain('value="Acme Electric"');
    expect(html).toMatch(/id="letter-draft-projectName"[^>]*aria-invalid="true"/u);
    expect(html).toContain('href="/voltline/en/environmental-compliance-letter"');
    // Another form's page, another brand or a made-up draft: the empty form.
    const empty = renderToStaticMarkup(await LetterDraftPage({ params: Promise.resolve({ brand: "voltline", locale: "fr-ca", form: "environmental" }), searchParams: Promise.resolve({ draft: "x".repeat(32) }) }));
    expect(empty).not.toContain("Acme Electric");
    await expect(LetterDraftPage({ params: Promise.resolve({ brand: "voltline-canada", locale: "fr-ca", form: "environmental" }), searchParams: Promise.resolve({ draft }) })).rejects.toThrow("NEXT_NOT_FOUND");
  });
});
