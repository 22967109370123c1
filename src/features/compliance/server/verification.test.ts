// F10-F13 verification and revocation end to end (ADR 60), on the generated catalogue and PGlite: a letter carries its
// verification address in text and as a QR code that scans back to it, a PKCS#7 signature pdfsig finds valid, and the
// SHA-256 of the delivered file is stored; the letter is found by reference and check code only; a visitor's file or
// digest is checked; an operator revokes the letter.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { useFormPostTests } from "@/features/forms/testing";
import { getDb } from "@/platform/db";
import { formDataPost } from "@/platform/http/testing";
import { pdfText, readPdf, type ReadStructElement } from "@/platform/pdf/read-pdf";
import { letterRequestResponse } from "./letter-request";
import { runComplianceCommand } from "./operator-command";
import { findLetter, sha256Hex, verifyFileResponse } from "./verification";
import { pdfsig } from "./pdfsig";
import { pdfTools } from "@/platform/pdf/pdf-tools";

/** The texts of the QR codes found on the file's pages (rendered by poppler's pdftoppm, decoded by jsQR). */
function qrCodes(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "letter-qr-"));
  try {
    writeFileSync(path.join(dir, "letter.pdf"), pdf);
    const result = spawnSync("pdftoppm", ["-r", "100", "-png", path.join(dir, "letter.pdf"), path.join(dir, "page")], { timeout: 30_000 });
    if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr}`);
    return readdirSync(dir)
      .filter((name) => name.endsWith(".png"))
      .flatMap((name) => {
        const png = PNG.sync.read(readFileSync(path.join(dir, name)));
        const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
        return code ? [code.data] : [];
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LETTER = {
  brand: "voltline",
  locale: "fr-ca",
  returnTo: "/voltline/fr-ca/certifications-letter",
  numbers: "DR104-WH, DR101-IV-25PK, DR109-LA, NOPE-404",
  company: "Électricité Acme",
  projectName: "Usine de Saint-Jérôme",
  projectAddress: "1 rue du Moulin, Saint-Jérôme (Québec)",
};

async function requestLetter(): Promise<{ pdf: Uint8Array; reference: string; url: string }> {
  const response = await letterRequestResponse(formDataPost("http://localhost/api/compliance/certifications", LETTER, { ip: "192.0.2.9" }), "certifications");
  expect(response.status).toBe(200);
  return { pdf: new Uint8Array(await response.arrayBuffer()), reference: response.headers.get("x-letter-reference")!, url: response.headers.get("x-letter-verification")! };
}

function verifyPost(query: Record<string, string>, body: FormData | string, contentType?: string): Promise<Response> {
  return verifyFileResponse(new Request(`http://localhost/api/compliance/verify?${new URLSearchParams(query)}`, { method: "POST", body, ...(contentType ? { headers: { "content-type": contentType } } : {}) }));
}

describe("letter verification and revocation", () => {
  useFormPostTests("compliance-verification");

  it("prints the verification address and a QR code of it, signs the letter and stores the file's digest", async () => {
    const { pdf, reference, url } = await requestLetter();
    expect(url).toMatch(new RegExp(`^https?://[^/]+/voltline/fr-ca/letter-verification/${reference}/[0-9A-HJKMNP-TV-Z]{16}$`, "u"));
    const read = await readPdf(pdf);
    const text = pdfText(read).replace(/\s+/gu, "");
    // The officer of the CMS brand entry signs, with the signature image; the QR code is a figure naming the address.
    expect(pdfText(read)).toContain("Margaret A. Okafor");
    expect(pdfText(read)).toContain("Directrice de la conformité commerciale, Voltline");
    const alts: string[] = [];
    const walk = (element: ReadStructElement) => {
      if (element.alt) alts.push(element.alt);
      for (const kid of element.kids) if (typeof kid !== "string") walk(kid);
    };
    walk(read.structure!);
    expect(alts).toContain("Signature: Margaret A. Okafor");
    expect(alts).toContain(`Code QR de l’adresse de vérification ${url}`);
    expect(read.pdfUa).toBe(1);
    expect(read.lang).toBe("fr-CA");
    expect(text).toContain(url);
    expect(text).toContain("Vérifiercettelettre");
    expect(qrCodes(pdf)).toEqual([url]);
    // Signed as an incremental update, the file stays well formed, tagged, with every font embedded.
    const tools = pdfTools(pdf);
    expect(tools.qpdf).toMatchObject({ status: 0 });
    expect(tools.info.Tagged).toBe("yes");
    expect(tools.fonts.every((font) => font.embedded && font.subset && font.unicode)).toBe(true);
    const signature = pdfsig(pdf);
    expect(signature.output).toContain("Signature is Valid.");
    expect(signature.output).toContain("Total document signed");
    const code = url.split("/").at(-1)!;
    const letter = await findLetter(reference, code);
    expect(letter).toMatchObject({ reference, form: "certifications", brand: "voltline", company: "Électricité Acme", revokedAt: null });
    expect(letter!.fileDigest).toBe(sha256Hex(pdf));
    expect(letter!.stated.notListed.map((row) => row.catalogNumber)).toContain("NOPE-404");
  });

  it("finds a letter only with its check code", async () => {
    const { reference, url } = await requestLetter();
    const code = url.split("/").at(-1)!;
    const other = code.startsWith("0") ? `1${code.slice(1)}` : `0${code.slice(1)}`;
    expect(await findLetter(reference, other)).toBeUndefined();
    expect(await findLetter("CL-0000-0000", code)).toBeUndefined();
    expect(await findLetter(`${reference}'--`, code)).toBeUndefined();
    expect(await findLetter(reference, code.toLowerCase())).toBeUndefined();
  });

  it("checks a visitor's file or pasted digest, and answers bad input with a way back", async () => {
    const { pdf, reference, url } = await requestLetter();
    const code = url.split("/").at(-1)!;
    const query = { brand: "voltline", locale: "es-mx", reference, code };
    const page = `/voltline/es-mx/letter-verification/${reference}/${code}`;

    const same = new FormData();
    same.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "letter.pdf");
    const sameAnswer = await verifyPost(query, same);
    expect(sameAnswer.status).toBe(303);
    expect(sameAnswer.headers.get("location")).toBe(`${page}?digest=${sha256Hex(pdf)}`);

    const changed = new Uint8Array(pdf);
    changed[200] = changed[200]! ^ 1;
    const changedForm = new FormData();
    changedForm.append("file", new Blob([changed], { type: "application/pdf" }), "letter.pdf");
    expect((await verifyPost(query, changedForm)).headers.get("location")).toBe(`${page}?digest=${sha256Hex(changed)}`);

    const pasted = await verifyPost(query, `digest=${encodeURIComponent(`SHA256: ${sha256Hex(pdf).toUpperCase()}`)}`, "application/x-www-form-urlencoded");
    expect(pasted.headers.get("location")).toBe(`${page}?digest=${sha256Hex(pdf)}`);
    expect((await verifyPost(query, "digest=abc", "application/x-www-form-urlencoded")).headers.get("location")).toBe(`${page}?error=digestInvalid`);
    expect((await verifyPost(query, "digest=", "application/x-www-form-urlencoded")).headers.get("location")).toBe(`${page}?error=nothingToCheck`);
    expect((await verifyPost(query, "{}", "application/json")).headers.get("location")).toBe(`${page}?error=badBody`);
    const huge = new FormData();
    huge.append("file", new Blob([new Uint8Array(6 * 1024 * 1024)]), "big.pdf");
    const hugeAnswer = await verifyPost(query, huge);
    expect(hugeAnswer.status).toBe(303);
    expect(hugeAnswer.headers.get("location")).toBe(`${page}?error=fileTooLarge`);

    for (const bad of [{ ...query, brand: "https://evil.example" }, { ...query, locale: "de" }, { ...query, reference: "CL-1" }, { ...query, code: "//evil.example" }]) {
      expect((await verifyPost(bad, same)).status).toBe(404);
    }
  });

  it("an operator revokes a letter with a reason (npm run compliance -- revoke)", async () => {
    const { reference, url } = await requestLetter();
    const code = url.split("/").at(-1)!;
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (text: string) => void out.push(text), err: (text: string) => void err.push(text) };
    const db = () => getDb();
    expect(await runComplianceCommand(["revoke", reference, "--reason", "Issued for the wrong project"], db, io)).toBe(0);
    expect(out.join("")).toContain(`${reference} revoked at`);
    const letter = await findLetter(reference, code);
    expect(letter!.revokedAt).toBeInstanceOf(Date);
    expect(letter!.revokedReason).toBe("Issued for the wrong project");
    expect(await runComplianceCommand(["revoke", reference, "--reason", "again"], db, io)).toBe(1);
    expect(err.join("")).toContain("already revoked");
    expect(await runComplianceCommand(["revoke", "CL-0000-0000", "--reason", "x"], db, io)).toBe(1);
    expect(await runComplianceCommand(["revoke", reference], db, io)).toBe(2);
    out.length = 0;
    expect(await runComplianceCommand(["show", reference], db, io)).toBe(0);
    expect(out.join("")).toContain("revoked");
    expect(out.join("")).toContain(`/voltline/fr-ca/letter-verification/${reference}/${code}`);
    out.length = 0;
    expect(await runComplianceCommand(["list", "--brand", "voltline"], db, io)).toBe(0);
    expect(out.join("")).toContain(`${reference}\tcertifications\tvoltline`);
  });
});
