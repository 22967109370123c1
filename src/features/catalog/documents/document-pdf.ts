// The three product documents of P5 as PDFs, built from a family's products in a locale: the spec sheet (also the
// page F15's submittal package will merge), installation instructions for the class, and a certificate per scheme.
import { localeIso, type Locale } from "@/config/locales";
import { formatDate, formatRegion } from "@/platform/i18n/format";
import { renderPdf, type Block, type PdfDocument } from "@/platform/pdf";
import type { DocumentKind, Product } from "../model";
import { familyCertifications, familyName, familyRatings, familySpecifications, firstRelease, variantLabel } from "./family";
import { instructionStepKeys, procedureFor } from "./installation-procedures";

/** Formats a message of the `documents` namespace. */
export type DocumentMessages = (key: string, values?: Record<string, string | number>) => string;

export interface FamilyDocument {
  document: { id: string; kind: DocumentKind; title: string; scheme?: string };
  brand: { name: string; colour?: string };
  locale: Locale;
  /** The family's products the brand sells, resolved in the locale; never empty. */
  products: readonly Product[];
  /** Category group of the family's class: picks the installation procedure. */
  groupKey?: string;
}

/** Schemes the certificate messages name in full; others are shown as their code. */
const NAMED_SCHEMES = ["UL", "cUL", "CSA", "NOM", "ETL", "INMETRO"];

const labelColumn = (width = 1) => ({ label: "", width, bold: true });

/** A two-column table of label and value, without a header row. */
function facts(rows: [string, string][]): Block {
  return { type: "table", header: false, columns: [labelColumn(), { label: "", width: 2.5 }], rows: rows.filter(([, value]) => value) };
}

function productTable(products: readonly Product[], family: string, t: DocumentMessages, prefix: string): Block {
  return {
    type: "table",
    columns: [
      { label: t(`${prefix}.catalogNumber`), width: 1.3, bold: true },
      { label: t(`${prefix}.upc`), width: 1.1 },
      { label: t(`${prefix}.variant`), width: 2.6 },
    ],
    rows: products.map((product) => [product.catalogNumber, product.upc, variantLabel(product.name, family)]),
  };
}

function specSheetBlocks({ products }: FamilyDocument, family: string, t: DocumentMessages): Block[] {
  const [first] = products;
  const specifications = familySpecifications(products);
  const certifications = familyCertifications(products);
  return [
    { type: "title", text: family, subtitle: first?.categories.lvl2 },
    facts([[t("specSheet.series"), first?.series ?? ""]]),
    { type: "heading", text: t("specSheet.description") },
    { type: "paragraph", text: first?.description ?? "" },
    ...(first && first.features.length > 0
      ? [{ type: "heading", text: t("specSheet.features") } as const, { type: "list", items: first.features } as const]
      : []),
    { type: "heading", text: t("specSheet.specifications") },
    {
      type: "table",
      columns: [
        { label: t("specSheet.attribute"), width: 1.2, bold: true },
        { label: t("specSheet.value"), width: 2 },
      ],
      rows: specifications.map((row) => [row.name, row.value]),
    },
    { type: "heading", text: t("specSheet.ordering") },
    productTable(products, family, t, "specSheet"),
    { type: "heading", text: t("specSheet.certifications") },
    { type: "paragraph", text: certifications.length > 0 ? certifications.join(", ") : t("specSheet.noCertifications") },
    { type: "paragraph", text: t("specSheet.notice"), small: true },
  ];
}

function instructionBlocks({ document, products, groupKey }: FamilyDocument, family: string, t: DocumentMessages): Block[] {
  const ratings = familyRatings(products);
  const steps = instructionStepKeys(procedureFor(groupKey));
  const numbers = products.map((product) => product.catalogNumber);
  return [
    { type: "title", text: document.title, subtitle: family },
    { type: "paragraph", text: t("instructions.appliesTo", { count: numbers.length, numbers: numbers.join(", ") }) },
    ...(ratings.length > 0 ? [{ type: "heading", text: t("instructions.ratings") } as const, facts(ratings.map((r) => [r.name, r.value]))] : []),
    { type: "paragraph", text: t("instructions.warning"), bold: true },
    { type: "heading", text: t("instructions.safety") },
    { type: "list", ordered: true, items: steps.safety.map((key) => t(`instructions.${key}`)) },
    { type: "heading", text: t("instructions.installation") },
    { type: "list", ordered: true, items: steps.installation.map((key) => t(`instructions.${key}`)) },
  ];
}

function countryName(code: string, locale: Locale): string {
  try {
    return formatRegion(code, locale);
  } catch {
    return code;
  }
}

function certificateBlocks({ document, brand, locale, products }: FamilyDocument, family: string, t: DocumentMessages): Block[] {
  const scheme = document.scheme ?? "";
  const schemeName = NAMED_SCHEMES.includes(scheme) ? t(`certificate.schemes.${scheme}`) : scheme;
  const [first] = products;
  const plant = first?.compliance.plant;
  const issued = firstRelease(products);
  return [
    { type: "title", text: t("certificate.heading"), subtitle: document.title },
    facts([
      [t("certificate.number"), document.id],
      [t("certificate.scheme"), schemeName],
      [t("certificate.family"), family],
      [t("certificate.series"), first?.series ?? ""],
      [t("certificate.manufacturer"), brand.name],
      [t("certificate.plant"), plant ? `${plant.city}, ${countryName(plant.country, locale)}` : ""],
      [t("certificate.issued"), issued ? formatDate(issued, locale) : ""],
    ]),
    { type: "paragraph", text: t("certificate.statement", { family, scheme }) },
    { type: "heading", text: t("certificate.covered", { count: products.length }) },
    productTable(products, family, t, "certificate"),
    { type: "paragraph", text: t("certificate.validity"), small: true },
  ];
}

const BLOCKS: Record<DocumentKind, (input: FamilyDocument, family: string, t: DocumentMessages) => Block[]> = {
  specSheet: specSheetBlocks,
  installationInstructions: instructionBlocks,
  certificate: certificateBlocks,
};

/** The document laid out for the PDF writer. */
export function productDocumentLayout(input: FamilyDocument, t: DocumentMessages): PdfDocument {
  const { document, brand, locale, products } = input;
  const family = familyName(products.map((product) => product.name));
  return {
    meta: { title: `${document.title} – ${family}`, lang: localeIso(locale), author: brand.name, subject: family },
    header: { left: brand.name, right: `${document.title} · ${document.id}` },
    footer: { left: `${brand.name} · ${t("documentNumber", { id: document.id })}`, page: (page, pages) => t("page", { page, pages }) },
    accent: brand.colour,
    blocks: BLOCKS[document.kind](input, family, t),
  };
}

/** The document's PDF bytes: tagged, PDF/UA-1, the same bytes for the same input. */
export function productDocumentPdf(input: FamilyDocument, t: DocumentMessages): Promise<Uint8Array> {
  return renderPdf(productDocumentLayout(input, t));
}
