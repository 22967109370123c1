// The letters' signature (F10-F13, ADR 60): a rendered, tagged PDF signed with the embedded default key (created once
// and kept) or a configured PEM key; poppler's pdfsig verifies it, qpdf finds no error, and the signed file keeps the
// original bytes, its structure tree, language and PDF/UA identification (an incremental update).
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import forge from "node-forge";
import { afterAll, describe, expect, it } from "vitest";
import { renderPdf } from "@/platform/pdf";
import { pdfTools } from "@/platform/pdf/pdf-tools";
import { pdfsig } from "./pdfsig";
import { DEFAULT_SIGNER, defaultKeyPath, loadSigningKey, p12FromPem, signPdf } from "./signing";

const dir = mkdtempSync(path.join(tmpdir(), "letter-signing-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const document = () =>
  renderPdf({
    meta: { title: "Test letter", lang: "en-US", author: "Voltline", created: new Date("2026-11-27T00:00:00Z") },
    header: { left: "Voltline", right: "Test letter" },
    footer: { left: "Voltline", page: (page, pages) => `${page} / ${pages}` },
    blocks: [{ type: "title", text: "Test letter" }, { type: "paragraph", text: "Thủ Dầu Một · ≤ 10 mΩ" }],
  });
const details = { name: "Voltline", reason: "Compliance letter CL-TEST-0001", location: "Dayton, OH", contactInfo: "compliance@voltline.example", date: new Date("2026-11-27T00:00:00Z") };

describe("signPdf", () => {
  it("creates the embedded default key once, keeps it, and signs so that pdfsig verifies and names the signer", async () => {
    const key = await loadSigningKey({}, dir);
    expect(key.source).toBe("embedded default");
    expect(key.signer).toBe(DEFAULT_SIGNER);
    const kept = readFileSync(defaultKeyPath(dir));
    expect(statSync(defaultKeyPath(dir)).mode & 0o077).toBe(0);
    const again = await loadSigningKey({}, dir);
    expect(Buffer.from(again.p12).equals(kept)).toBe(true);

    const pdf = await document();
    const signed = await signPdf(pdf, details, key);
    // Incremental: the original file is the signed file's beginning.
    expect(Buffer.from(signed.subarray(0, pdf.length - 10)).equals(Buffer.from(pdf.subarray(0, pdf.length - 10)))).toBe(true);
    const report = pdfsig(signed);
    expect(report.output).toContain(`Signer Certificate Common Name: ${DEFAULT_SIGNER}`);
    expect(report.output).toContain("Signature Validation: Signature is Valid.");
    expect(report.output).toContain("Signature Type: adbe.pkcs7.detached");
    expect(report.output).toContain("Total document signed");
    const tools = pdfTools(signed);
    expect(tools.qpdf.status).toBe(0);
    expect(tools.info.Tagged).toBe("yes");
    expect(tools.text).toContain("Thủ Dầu Một");
    const tail = Buffer.from(signed).toString("latin1");
    expect(tail).toMatch(/\/StructTreeRoot \d+ 0 R[\s\S]*\/AcroForm/u);
    expect(tail).toContain("pdfuaid:part");
  });

  it("a changed byte breaks the signature", async () => {
    const key = await loadSigningKey({}, dir);
    const signed = await signPdf(await document(), details, key);
    const text = Buffer.from(signed).toString("latin1");
    const at = text.indexOf("/Title");
    const tampered = Buffer.from(signed);
    tampered[at + 8] = tampered[at + 8]! ^ 1;
    expect(pdfsig(tampered).output).not.toContain("Signature is Valid.");
  });

  it("signs with a configured PEM key and certificate (production)", async () => {
    const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = "0a";
    cert.validity.notBefore = new Date(Date.now() - 60_000);
    cert.validity.notAfter = new Date(Date.now() + 86_400_000);
    const subject = [{ name: "commonName", value: "Voltline Trade Compliance" }];
    cert.setSubject(subject);
    cert.setIssuer(subject);
    cert.sign(keys.privateKey, forge.md.sha256.create());
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    writeFileSync(keyFile, forge.pki.privateKeyToPem(keys.privateKey));
    writeFileSync(certFile, forge.pki.certificateToPem(cert));
    const key = await loadSigningKey({ COMPLIANCE_SIGNING_KEY: keyFile, COMPLIANCE_SIGNING_CERT: certFile }, dir);
    expect(key).toMatchObject({ source: "configured", signer: "Voltline Trade Compliance" });
    const report = pdfsig(await signPdf(await document(), details, key));
    expect(report.output).toContain("Signer Certificate Common Name: Voltline Trade Compliance");
    expect(report.output).toContain("Signature is Valid.");
    // The same as a PKCS#12 file in base64 (COMPLIANCE_SIGNING_P12).
    const p12 = Buffer.from(p12FromPem(forge.pki.privateKeyToPem(keys.privateKey), forge.pki.certificateToPem(cert), "pw")).toString("base64");
    const fromP12 = await loadSigningKey({ COMPLIANCE_SIGNING_P12: p12, COMPLIANCE_SIGNING_P12_PASSWORD: "pw" }, dir);
    expect(fromP12.signer).toBe("Voltline Trade Compliance");
  });
});
