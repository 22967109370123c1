// The letter of a compliance request (F10-F13) as PDF blocks: letterhead (logo, brand name, address), date and
// reference, the request (company, project, per-form fields), the statement, the table of products the letter covers
// (catalogue number, description, country of origin, plant, status), the numbers it does not cover with the reason,
// and the compliance officer's signature. Pure: the caller looks the products up and renders the document.
import { LOCALE_INFO, type Locale } from "@/config/locales";
import type { Block, PdfDocument } from "@/platform/pdf";
import type { Product } from "@/features/catalog";
import type { FarClause, LetterForm } from "./model";
import { fill, letterMessages } from "./messages";
import { complianceStatusText, originText, plantText } from "./statement";
import { verificationMessages } from "./verification-messages";

type ComplianceFacts = Product["compliance"];

export interface LetterProduct {
  catalogNumber: string;
  description: string;
  facts: ComplianceFacts;
}

export interface LetterBrand {
  name: string;
  /** `#rrggbb`. */
  color: string;
  addressLines: string[];
  logo?: { data: Uint8Array; alt: string };
}

export interface ComplianceOfficer {
  name: string;
  title: string;
  signature?: Uint8Array;
}

export interface LetterRequest {
  company: string;
  projectName: string;
  projectAddress: string;
  contractNumber?: string;
  farClause?: FarClause;
  fundingProgram?: string;
}

export interface LetterInput {
  form: LetterForm;
  locale: Locale;
  brand: LetterBrand;
  officer: ComplianceOfficer;
  request: LetterRequest;
  reference: string;
  date: Date;
  /** The catalogue's products among the requested numbers, in the requested order. */
  products: readonly LetterProduct[];
  /** Requested numbers the brand's catalogue does not have. */
  unknown: readonly string[];
  duplicates: readonly string[];
  /** The verification address printed with its QR code (a PNG) under the signature (ADR 60). */
  verification?: { url: string; qr: Uint8Array };
}

export interface LetterRow {
  catalogNumber: string;
  description: string;
  origin: string;
  plant: string;
  status: string;
}

export interface LetterFacts {
  listed: LetterRow[];
  notListed: { catalogNumber: string; reason: string }[];
}

/** What the letter states for each product: the rows of its table and the numbers it lists apart, with reasons. */
export function letterFacts(input: Pick<LetterInput, "form" | "locale" | "brand" | "request" | "products" | "unknown">): LetterFacts {
  const t = letterMessages(input.locale);
  const listed: LetterRow[] = [];
  const notListed: LetterFacts["notListed"] = [];
  for (const product of input.products) {
    const status = complianceStatusText(input.form, product.facts, input.locale, input.request.farClause);
    const text = status.text;
    if (status.listed) {
      listed.push({
        catalogNumber: product.catalogNumber,
        description: product.description,
        origin: originText(product.facts, input.locale),
        plant: plantText(product.facts),
        status: text,
      });
    } else notListed.push({ catalogNumber: product.catalogNumber, reason: text });
  }
  for (const number of input.unknown) notListed.push({ catalogNumber: number, reason: fill(t.letter.unknown, { brand: input.brand.name }) });
  return { listed, notListed };
}

/** The letter as a PDF document (render it with `renderPdf`). */
export function letterDocument(input: LetterInput, facts: LetterFacts = letterFacts(input)): PdfDocument {
  const t = letterMessages(input.locale);
  const iso = LOCALE_INFO[input.locale].iso;
  const date = new Intl.DateTimeFormat(iso, { dateStyle: "long", timeZone: "UTC" }).format(input.date);
  const title = t.letterTitle[input.form];
  const request = input.request;
  const details: [string, string | undefined][] = [
    [t.letter.date, date],
    [t.letter.reference, input.reference],
    [t.letter.to, request.company],
    [t.letter.project, request.projectName],
    [t.letter.address, request.projectAddress],
    [t.letter.contract, request.contractNumber],
    [t.letter.farClause, input.form === "buy-american-far" ? request.farClause : undefined],
    [t.letter.funding, request.fundingProgram],
  ];
  const blocks: Block[] = [];
  if (input.brand.logo) blocks.push({ type: "image", data: input.brand.logo.data, width: 140, alt: input.brand.logo.alt });
  blocks.push({ type: "paragraph", text: input.brand.name, bold: true });
  if (input.brand.addressLines.length > 0) blocks.push({ type: "paragraph", text: input.brand.addressLines.join(" · "), small: true });
  blocks.push({ type: "title", text: title });
  blocks.push({
    type: "table",
    header: false,
    columns: [
      { label: "", width: 1, bold: true },
      { label: "", width: 3 },
    ],
    rows: details.filter((row): row is [string, string] => typeof row[1] === "string" && row[1] !== ""),
  });
  blocks.push({ type: "paragraph", text: fill(t.letterBody[input.form], { brand: input.brand.name, clause: request.farClause ?? "52.225-1" }) });
  blocks.push({ type: "heading", text: t.letter.products });
  if (facts.listed.length > 0) {
    blocks.push({
      type: "table",
      columns: [
        { label: t.letter.catalogNumber, width: 1.3, bold: true },
        { label: t.letter.description, width: 2.2 },
        { label: t.letter.origin, width: 1 },
        { label: t.letter.plant, width: 1.4 },
        { label: t.letter.status, width: 1.8 },
      ],
      rows: facts.listed.map((row) => [row.catalogNumber, row.description, row.origin, row.plant, row.status]),
    });
  } else blocks.push({ type: "paragraph", text: t.letter.none });
  if (facts.notListed.length > 0) {
    blocks.push({ type: "heading", text: t.letter.notListed });
    blocks.push({
      type: "table",
      columns: [
        { label: t.letter.catalogNumber, width: 1, bold: true },
        { label: t.letter.status, width: 3 },
      ],
      rows: facts.notListed.map((row) => [row.catalogNumber, row.reason]),
    });
  }
  if (input.duplicates.length > 0) blocks.push({ type: "paragraph", small: true, text: fill(t.letter.duplicates, { numbers: input.duplicates.join(", ") }) });
  blocks.push({ type: "paragraph", text: t.letter.sincerely });
  if (input.officer.signature) blocks.push({ type: "image", data: input.officer.signature, width: 140, alt: `${t.letter.signatureLine}: ${input.officer.name}` });
  else blocks.push({ type: "paragraph", text: "______________________________" });
  blocks.push({ type: "paragraph", text: input.officer.name, bold: true });
  blocks.push({ type: "paragraph", text: input.officer.title ? `${input.officer.title}, ${input.brand.name}` : input.brand.name });
  if (input.verification) {
    const v = verificationMessages(input.locale);
    blocks.push({ type: "heading", text: v.letterHeading });
    blocks.push({ type: "paragraph", small: true, text: fill(v.letterText, { url: input.verification.url }) });
    blocks.push({ type: "image", data: input.verification.qr, width: 96, alt: fill(v.qrAlt, { url: input.verification.url }) });
  }
  return {
    meta: { title: `${title} ${input.reference}`, lang: iso, author: input.brand.name, subject: title, created: input.date },
    header: { left: input.brand.name, right: `${title} · ${input.reference}` },
    footer: { left: `${input.brand.name} · ${input.reference}`, page: (page, pages) => fill(t.letter.page, { page, pages }) },
    accent: input.brand.color,
    blocks,
  };
}
