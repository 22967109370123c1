// The letters' digital signature (F10-F13, ADR 60): a PKCS#7 detached signature (adbe.pkcs7.detached, the PAdES
// baseline readers know) appended to the rendered PDF as an incremental update with @signpdf, so everything PDFKit
// wrote (structure tree, /Lang, XMP with the PDF/UA identification) stays byte for byte before it.
//
// The key: production configures one, as a PKCS#12 file (COMPLIANCE_SIGNING_P12 = a path, or base64 of the file;
// COMPLIANCE_SIGNING_P12_PASSWORD) or as PEM files (COMPLIANCE_SIGNING_KEY and COMPLIANCE_SIGNING_CERT, paths, chain
// after the certificate allowed). Without it, the embedded default: a self-signed RSA key and certificate created once
// and kept in .data/compliance-signing/letters.p12 (never committed: .data/ is ignored), so every letter of a machine
// is signed by the same certificate.
import "server-only";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import forge from "node-forge";
import { plainAddPlaceholder } from "@signpdf/placeholder-plain";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import { logger } from "@/platform/logging/logger";

type Env = Record<string, string | undefined>;

export interface SigningKey {
  p12: Uint8Array;
  passphrase: string;
  /** The certificate's subject common name: who a reader says signed. */
  signer: string;
  source: "configured" | "embedded default";
}

/** Where the embedded default key is kept. */
export const defaultKeyPath = (cwd = process.cwd()) => path.join(cwd, ".data", "compliance-signing", "letters.p12");
const DEFAULT_PASSPHRASE = "voltline-embedded-default";
/** Common name of the embedded default's self-signed certificate. */
export const DEFAULT_SIGNER = "Voltline compliance letters (embedded default, self-signed)";

function commonName(certificate: forge.pki.Certificate): string {
  const field = certificate.subject.getField("CN") as { value?: string } | null;
  return field?.value ?? "";
}

function p12Of(p12Der: string, passphrase: string): { certificate: forge.pki.Certificate } {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12Der), passphrase);
  const certBag = forge.pki.oids.certBag!;
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const plainKey = forge.pki.oids.keyBag!;
  const bags = p12.getBags({ bagType: certBag })[certBag] ?? [];
  const keys = [...(p12.getBags({ bagType: shrouded })[shrouded] ?? []), ...(p12.getBags({ bagType: plainKey })[plainKey] ?? [])];
  const certificate = bags.find((bag: forge.pkcs12.Bag) => bag.cert)?.cert;
  if (!certificate || keys.length === 0) throw new Error("the PKCS#12 file must hold a private key and its certificate");
  return { certificate };
}

const toBytes = (binary: string) => new Uint8Array(Buffer.from(binary, "binary"));

/** A PKCS#12 file (DER bytes) of a PEM private key and certificate chain. */
export function p12FromPem(keyPem: string, certPem: string, passphrase: string): Uint8Array {
  const key = forge.pki.privateKeyFromPem(keyPem);
  const chain = [...certPem.matchAll(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/gu)].map((match) => forge.pki.certificateFromPem(match[0]));
  if (chain.length === 0) throw new Error("COMPLIANCE_SIGNING_CERT holds no PEM certificate");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, chain, passphrase, { algorithm: "aes256" });
  return toBytes(forge.asn1.toDer(asn1).getBytes());
}

/** A new self-signed RSA 2048 key and certificate (ten years) as a PKCS#12 file; node:crypto makes the key (fast). */
export function selfSignedP12(commonNameValue: string, passphrase: string, now = new Date()): Uint8Array {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString());
  certificate.serialNumber = `01${randomBytes(15).toString("hex")}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: "commonName", value: commonNameValue },
    { name: "organizationName", value: "Voltline" },
    { name: "countryName", value: "US" },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "extKeyUsage", emailProtection: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: "aes256" });
  return toBytes(forge.asn1.toDer(asn1).getBytes());
}

async function fileOrBase64(value: string): Promise<Uint8Array> {
  if (existsSync(value)) return new Uint8Array(await readFile(value));
  return new Uint8Array(Buffer.from(value, "base64"));
}

function describe(p12: Uint8Array, passphrase: string, source: SigningKey["source"]): SigningKey {
  const { certificate } = p12Of(Buffer.from(p12).toString("binary"), passphrase);
  return { p12, passphrase, signer: commonName(certificate) || "Voltline", source };
}

/** The configured key, else the embedded default (created on first use and kept). */
export async function loadSigningKey(env: Env = process.env, cwd = process.cwd()): Promise<SigningKey> {
  if (env.COMPLIANCE_SIGNING_P12) {
    const passphrase = env.COMPLIANCE_SIGNING_P12_PASSWORD ?? "";
    return describe(await fileOrBase64(env.COMPLIANCE_SIGNING_P12), passphrase, "configured");
  }
  if (env.COMPLIANCE_SIGNING_KEY || env.COMPLIANCE_SIGNING_CERT) {
    if (!env.COMPLIANCE_SIGNING_KEY || !env.COMPLIANCE_SIGNING_CERT) throw new Error("COMPLIANCE_SIGNING_KEY and COMPLIANCE_SIGNING_CERT are set together");
    const passphrase = randomBytes(12).toString("hex");
    const [key, cert] = await Promise.all([readFile(env.COMPLIANCE_SIGNING_KEY, "utf8"), readFile(env.COMPLIANCE_SIGNING_CERT, "utf8")]);
    return describe(p12FromPem(key, cert, passphrase), passphrase, "configured");
  }
  const file = defaultKeyPath(cwd);
  if (existsSync(file)) return describe(new Uint8Array(await readFile(file)), DEFAULT_PASSPHRASE, "embedded default");
  const p12 = selfSignedP12(DEFAULT_SIGNER, DEFAULT_PASSPHRASE);
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside then renamed: two processes starting together keep one whole file (the last one wins).
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await writeFile(temporary, p12, { mode: 0o600 });
  await rename(temporary, file);
  logger.warn({ file }, "compliance: no signing key configured (COMPLIANCE_SIGNING_P12 or COMPLIANCE_SIGNING_KEY/CERT); created a self-signed one");
  return describe(new Uint8Array(await readFile(file)), DEFAULT_PASSPHRASE, "embedded default");
}

let cached: { key: string; value: Promise<SigningKey> } | undefined;

/** The process's signing key, read once (per configuration). */
export function signingKey(env: Env = process.env): Promise<SigningKey> {
  const key = [env.COMPLIANCE_SIGNING_P12, env.COMPLIANCE_SIGNING_KEY, env.COMPLIANCE_SIGNING_CERT, process.cwd()].join("\n");
  if (cached?.key !== key) {
    const value = loadSigningKey(env);
    value.catch(() => {
      if (cached?.value === value) cached = undefined;
    });
    cached = { key, value };
  }
  return cached.value;
}

export interface SignatureDetails {
  /** Who signs, in the signature dictionary (/Name): the brand. */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  date: Date;
}

/**
 * Two touches to the placeholder's incremental update before it is signed: its cross-reference offset pointed at the
 * blank line before `xref` (qpdf warned "extraneous whitespace seen before xref"), and the page that now carries the
 * signature field gets `/Tabs /S` (PDF/UA-1: a page with annotations orders them by structure).
 */
export function tidyUpdate(pdf: Buffer): Buffer {
  let text = pdf.toString("latin1");
  const startxref = text.lastIndexOf("startxref");
  const offset = Number.parseInt(text.slice(startxref + 10), 10);
  if (Number.isInteger(offset) && text[offset] === "\n" && text.startsWith("xref", offset + 1)) text = text.slice(0, offset) + text.slice(offset + 1);
  // The last page object written (the update's) gets /Tabs /S after its /Type; same length elsewhere is not needed:
  // offsets of the update's objects are recomputed below.
  const update = text.lastIndexOf("/Type /Page\n");
  if (update > text.lastIndexOf("%%EOF", text.length - 7) && !text.slice(update, text.indexOf("endobj", update)).includes("/Tabs")) {
    text = `${text.slice(0, update)}/Tabs /S\n${text.slice(update)}`;
    text = fixOffsets(text);
  }
  return Buffer.from(text, "latin1");
}

/** Recomputes the offsets of the last cross-reference section and startxref after the update was edited. */
function fixOffsets(text: string): string {
  const xref = text.lastIndexOf("\nxref\n") + 1;
  const trailer = text.indexOf("trailer", xref);
  const lines = text.slice(xref, trailer).split("\n");
  const out: string[] = [];
  let number = 0;
  for (const line of lines) {
    const section = /^(\d+) (\d+)$/u.exec(line);
    const entry = /^(\d{10}) (\d{5}) ([nf]) ?$/u.exec(line);
    if (section) {
      number = Number(section[1]);
      out.push(line);
    } else if (entry && entry[3] === "n") {
      const at = text.lastIndexOf(`\n${number} 0 obj\n`, xref) + 1;
      out.push(`${String(at).padStart(10, "0")} ${entry[2]} n `);
      number += 1;
    } else {
      if (entry) number += 1;
      out.push(line);
    }
  }
  const head = text.slice(0, xref) + out.join("\n") + text.slice(trailer, text.lastIndexOf("startxref"));
  return `${head}startxref\n${xref}\n%%EOF`;
}

/** The PDF with an invisible signature field and its PKCS#7 detached signature, appended as an incremental update. */
export async function signPdf(pdf: Uint8Array, details: SignatureDetails, key: SigningKey): Promise<Uint8Array> {
  const placeholder = plainAddPlaceholder({
    pdfBuffer: Buffer.from(pdf),
    reason: details.reason,
    contactInfo: details.contactInfo,
    name: details.name,
    location: details.location,
    signingTime: details.date,
    signatureLength: 8192,
    appName: "Voltline",
  });
  const withPlaceholder = tidyUpdate(placeholder);
  const signer = new P12Signer(Buffer.from(key.p12), { passphrase: key.passphrase });
  const signed = await new SignPdf().sign(withPlaceholder, signer, details.date);
  return new Uint8Array(signed);
}
