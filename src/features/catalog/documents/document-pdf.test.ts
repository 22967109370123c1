import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/config/locales";
import { pdfTools } from "@/platform/pdf/pdf-tools";
import { pdfText, readPdf, type ReadPdf } from "@/platform/pdf/read-pdf";
import type { Product, ProductAttribute } from "../model";
import { VIETNAM_MADE } from "../testing";
import { productDocumentPdf, type FamilyDocument } from "./document-pdf";
import { PROCEDURE_STEPS, type Procedure } from "./installation-procedures";
import { documentMessages } from "./server/document-messages";

const attribute = (key: string, name: string, value: string): ProductAttribute => ({ key, code: key, name, value, raw: value });

function product(overrides: Partial<Product> & Pick<Product, "catalogNumber" | "name">): Product {
  return {
    id: overrides.catalogNumber,
    upc: "012345678905",
    slug: "x",
    description: "",
    features: [],
    familyId: "F00001",
    series: "ProLine",
    categoryKey: "duplex-receptacles",
    categories: { lvl0: "", lvl1: "", lvl2: "" },
    compatibilityKeys: [],
    compatibilityCategories: { lvl0: [], lvl1: [] },
    attributes: [],
    certifications: [],
    releaseDate: "2020-08-27",
    algoliaBrands: ["Voltline"],
    salesOrgs: ["US01"],
    owningDivisions: ["WD"],
    listPrices: { USD: 1, CAD: 1, MXN: 1, BRL: 1 },
    images: [],
    gallery: [],
    documents: [],
    compatibleProductIds: [],
    programs: [],
    crossReferences: [],
    // The document names the plant: Thủ Dầu Một, Vietnam.
    compliance: VIETNAM_MADE,
    ...overrides,
  };
}

const FR_FAMILY = "Prise double ProLine, qualité commerciale, 20 A, 250 V";
const frProducts = [
  product({
    catalogNumber: "DR101-IV-25PK",
    upc: "078477123453",
    name: `${FR_FAMILY}, ivoire, paquet de 25`,
    description: "Ce produit de la série ProLine est conçu pour des installations fiables et conformes aux codes. Garantie limitée de 2 ans.",
    features: ["Vis de borne imperdables", "Contacts en laiton nickelé"],
    categories: { lvl0: "", lvl1: "", lvl2: "Dispositifs de câblage > Prises de courant > Prises doubles" },
    attributes: [attribute("amperage", "Intensité", "20 A"), attribute("voltage", "Tension", "250 V"), attribute("colour", "Couleur", "Ivoire")],
    certifications: ["UL", "CSA"],
    releaseDate: "2011-04-25",
  }),
  product({
    catalogNumber: "DR101-WH-50PK",
    upc: "078477123460",
    name: `${FR_FAMILY}, blanc, paquet de 50`,
    attributes: [attribute("amperage", "Intensité", "20 A"), attribute("voltage", "Tension", "250 V"), attribute("colour", "Couleur", "Blanc")],
    certifications: ["UL"],
    releaseDate: "2013-07-14",
  }),
];

const input = (kind: FamilyDocument["document"]["kind"], locale: Locale, overrides: Partial<FamilyDocument> = {}): FamilyDocument => ({
  document: { id: "DOC-SS-F00001", kind, title: "Fiche technique" },
  brand: { name: "Voltline", colour: "#0a3d91" },
  locale,
  products: frProducts,
  groupKey: "receptacles",
  ...overrides,
});

const render = async (document: FamilyDocument) => readPdf(await productDocumentPdf(document, documentMessages(document.locale)));
/** The text a reader sees, wrapped lines joined again. */
const flat = (pdf: ReadPdf) => pdfText(pdf).replace(/\s+/g, " ");

describe("P5 spec sheet PDF", () => {
  it("shows brand, family, description, features, specifications, catalog numbers and certifications (fr-ca)", async () => {
    const pdf = await render(input("specSheet", "fr-ca"));
    expect(pdf.title).toBe(`Fiche technique – ${FR_FAMILY}`);
    expect(pdf.lang).toBe("fr-CA");
    expect(pdf.pages).toHaveLength(1);
    const lines = pdf.pages[0]!;
    expect(lines.slice(0, 4)).toEqual(["Voltline", "Fiche technique · DOC-SS-F00001", FR_FAMILY, "Dispositifs de câblage > Prises de courant > Prises doubles"]);
    expect(lines.slice(4, 6)).toEqual(["Série", "ProLine"]);
    const text = flat(pdf);
    expect(text).toContain("Description Ce produit de la série ProLine est conçu pour des installations fiables et conformes aux codes. Garantie limitée de 2 ans.");
    expect(text).toContain("Caractéristiques • Vis de borne imperdables • Contacts en laiton nickelé");
    expect(text).toContain("Spécifications Caractéristique Valeur Intensité 20 A Tension 250 V Couleur Ivoire; Blanc");
    expect(text).toContain(
      "Renseignements pour la commande Numéro de catalogue CUP Description DR101-IV-25PK 078477123453 ivoire, paquet de 25 DR101-WH-50PK 078477123460 blanc, paquet de 50",
    );
    expect(text).toContain("Certifications UL, CSA");
    expect(lines.slice(-2)).toEqual(["Voltline · Document no DOC-SS-F00001", "Page 1 de 1"]);
    // Tagged for screen readers: the family is the document's heading, its sections H2, the running header and footer left out.
    const outline = (pdf.structure?.kids ?? []).flatMap((kid) => (typeof kid !== "string" && /^H\d$/.test(kid.role) ? [`${kid.role} ${kid.kids.join(" ")}`] : []));
    expect(outline).toEqual(["H1 " + FR_FAMILY, "H2 Description", "H2 Caractéristiques", "H2 Spécifications", "H2 Renseignements pour la commande", "H2 Certifications"]);
    expect(JSON.stringify(pdf.structure)).not.toContain("Page 1 de 1");
  });

  it("breaks a large family over pages, every catalog number once and in order", async () => {
    const attributes = Array.from({ length: 40 }, (_, i) => attribute(`a${i}`, `Attribute ${i + 1}`, `Value ${i + 1}`));
    const products = Array.from({ length: 60 }, (_, i) =>
      product({ catalogNumber: `SW${String(i + 1).padStart(3, "0")}`, name: `Single-Pole Switch, 15 A, variant ${i + 1}`, attributes }),
    );
    const pdf = await render(input("specSheet", "en", { products, document: { id: "DOC-SS-F00002", kind: "specSheet", title: "Spec sheet" } }));
    expect(pdf.pages.length).toBeGreaterThan(2);
    const numbers = pdf.pages.flat().filter((line) => /^SW\d{3}$/.test(line));
    expect(numbers).toEqual(products.map((p) => p.catalogNumber));
    pdf.pages.forEach((lines, i) => expect(lines.at(-1)).toBe(`Page ${i + 1} of ${pdf.pages.length}`));
    // The ordering table's header row is repeated on the pages it continues onto.
    const orderingPages = pdf.pages.filter((lines) => lines.some((line) => /^SW\d{3}$/.test(line)));
    for (const lines of orderingPages) expect(lines).toContain("Catalog number");
  });

  it("prints the symbols of electrical specifications exactly (Ω ± ° ≤ ≥ µ ² →)", async () => {
    const products = frProducts.map((p) => ({
      ...p,
      attributes: [
        attribute("resistance", "Résistance de contact", "≤ 10 mΩ"),
        attribute("temperature", "Température de service", "−40 °C → 90 °C"),
        attribute("leakage", "Courant de fuite", "≥ 0,5 µA ± 5 %"),
        attribute("section", "Section de fil", "2,5 mm²"),
      ],
    }));
    const bytes = await productDocumentPdf(input("specSheet", "fr-ca", { products }), documentMessages("fr-ca"));
    const text = flat(await readPdf(bytes));
    for (const value of ["Résistance de contact ≤ 10 mΩ", "Température de service −40 °C → 90 °C", "Courant de fuite ≥ 0,5 µA ± 5 %", "Section de fil 2,5 mm²"]) {
      expect(text).toContain(value);
    }
    const extracted = pdfTools(bytes).text;
    for (const value of ["≤ 10 mΩ", "−40 °C → 90 °C", "≥ 0,5 µA ± 5 %", "2,5 mm²"]) expect(extracted).toContain(value);
  });

  it("is the same bytes for the same family and locale", async () => {
    const t = documentMessages("en");
    const [a, b] = await Promise.all([productDocumentPdf(input("specSheet", "en"), t), productDocumentPdf(input("specSheet", "en"), t)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

describe("P5 installation instructions PDF", () => {
  it("numbers safety and installation steps for the class, with the family's ratings (es-mx)", async () => {
    const pdf = await render(input("installationInstructions", "es-mx", { document: { id: "DOC-II-F00001", kind: "installationInstructions", title: "Instructivo de instalación" } }));
    expect(pdf.lang).toBe("es-MX");
    const text = flat(pdf);
    expect(text).toContain(`Instructivo de instalación ${FR_FAMILY}`);
    expect(text).toContain("Estas instrucciones aplican a los números de catálogo: DR101-IV-25PK, DR101-WH-50PK.");
    expect(text).toContain("Valores nominales Tension 250 V Intensité 20 A");
    expect(text).toContain("ADVERTENCIA: riesgo de incendio, descarga eléctrica o muerte.");
    expect(text).toContain("Seguridad 1. Lea todas las instrucciones antes de comenzar");
    expect(text).toContain("Instalación 1. Pele 16 mm (5/8 pulg) de aislamiento de cada conductor");
    expect(text).toContain("7. Entregue estas instrucciones al propietario o usuario del inmueble.");
  });

  it("follows the procedure of the class's group", async () => {
    const ev = flat(await render(input("installationInstructions", "en", { groupKey: "level-2-chargers" })));
    expect(ev).toContain("1. Supply the charger from a dedicated branch circuit sized at 125% of its continuous current rating.");
    expect(ev).not.toContain("Strip 5/8 in");
    const plate = flat(await render(input("installationInstructions", "fr-ca", { groupKey: "decorator-wall-plates" })));
    expect(plate).toContain("Pour les plaques sans vis, enclenchez le couvercle sur la sous-plaque jusqu'au déclic.");
    // Brazilian modules: the green-and-yellow earth and mm² sections, not the NEMA device's green screw and 5/8 in.
    const tomada = flat(await render(input("installationInstructions", "es-mx", { groupKey: "nbr-sockets" })));
    expect(tomada).toContain("Conecte el conductor de protección verde y amarillo a la terminal marcada con el símbolo de tierra.");
    expect(tomada).not.toContain("5/8 pulg");
  });

  it("has every procedure's text in every locale (no message key shows through)", async () => {
    const groups: Record<Procedure, string> = {
      wallDevice: "switches", nbrDevice: "nbr-sockets", cordDevice: "plugs-cord-connectors", industrialDevice: "locking-devices", control: "dimmers", sensor: "ceiling-sensors",
      wallPlate: "metal-wall-plates", box: "metal-boxes", fitting: "emt-fittings", connector: "wire-connectors", wireManagement: "cable-tray",
      luminaire: "wall-lights", evCharger: "ev-ready-receptacles", lifeSafety: "detection", lockout: "lockout-safety-devices", dataComm: "patch-panels",
      distribution: "panelboards-load-centers", breaker: "circuit-breakers", wire: "building-wire", general: "unknown-group",
    };
    for (const locale of LOCALES) {
      for (const [procedure, groupKey] of Object.entries(groups)) {
        const text = flat(await render(input("installationInstructions", locale, { groupKey })));
        expect(text, `${locale} ${procedure}`).not.toMatch(/instructions\.|procedures\.|Steps\.step/);
        const steps = PROCEDURE_STEPS[procedure as Procedure] + 2;
        expect(text, `${locale} ${procedure}`).toContain(` ${steps}. `);
        expect(text, `${locale} ${procedure}`).not.toContain(` ${steps + 1}. `);
      }
    }
  });
});

describe("P5 certificate PDF", () => {
  const certificate = (locale: Locale, scheme: string, title: string) =>
    render(input("certificate", locale, { document: { id: `DOC-CERT-${scheme}-F00001`, kind: "certificate", title, scheme } }));

  it("names the scheme, the family, the plant, the issue date and the products covered (en)", async () => {
    const pdf = await certificate("en", "UL", "UL certificate");
    expect(pdf.title).toBe(`UL certificate – ${FR_FAMILY}`);
    const text = flat(pdf);
    expect(text).toContain("Certificate of compliance UL certificate");
    expect(text).toContain("Certificate number DOC-CERT-UL-F00001");
    expect(text).toContain("Certification scheme UL (Underwriters Laboratories), United States");
    expect(text).toContain(`Product family ${FR_FAMILY}`);
    expect(text).toContain("Manufacturer Voltline");
    expect(text).toContain("Manufacturing plant Thủ Dầu Một, Bình Dương, Vietnam");
    expect(text).toContain("Date of issue April 25, 2011");
    expect(text).toContain("have been evaluated under the UL certification program");
    expect(text).toContain("2 products covered Catalog number UPC Description DR101-IV-25PK 078477123453 ivoire, paquet de 25 DR101-WH-50PK");
  });

  it("prints the plant's Vietnamese name exactly, in a file qpdf, pdfinfo and pdffonts accept as tagged with embedded fonts (es-mx)", async () => {
    const bytes = await productDocumentPdf(
      input("certificate", "es-mx", { document: { id: "DOC-CERT-UL-F00001", kind: "certificate", title: "Certificado UL", scheme: "UL" } }),
      documentMessages("es-mx"),
    );
    const report = pdfTools(bytes);
    expect(report.qpdf.status, report.qpdf.output).toBe(0);
    expect(report.info).toMatchObject({ Title: `Certificado UL – ${FR_FAMILY}`, Tagged: "yes", "PDF version": "1.7" });
    expect(report.fonts.length).toBeGreaterThan(0);
    for (const font of report.fonts) expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    expect(report.text).toContain("Thủ Dầu Một, Bình Dương, Vietnam");
    expect((await readPdf(bytes)).lang).toBe("es-MX");
  });

  it("is written in the page's language (fr-ca, NOM)", async () => {
    const text = flat(await certificate("fr-ca", "NOM", "Certificat NOM"));
    expect(text).toContain("Certificat de conformité Certificat NOM");
    expect(text).toContain("Programme de certification Norme officielle mexicaine (NOM), Mexique");
    expect(text).toContain("Date de délivrance 25 avril 2011");
    expect(text).toContain("Usine de fabrication Thủ Dầu Một, Bình Dương, Vietnam");
    expect(text).toContain("2 produits visés");
  });

  it("names INMETRO in full, in each language (Voltline Brasil's NBR 14136 line, ADR 67)", async () => {
    const expected = { en: "Brazil", "fr-ca": "Brésil", "es-mx": "Brasil" } as const;
    for (const locale of LOCALES) {
      const text = flat(await certificate(locale, "INMETRO", "INMETRO"));
      expect(text).toContain(`INMETRO (Instituto Nacional de Metrologia, Qualidade e Tecnologia), ${expected[locale]}`);
    }
  });
});
