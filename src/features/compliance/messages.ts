// Every string of the compliance letters (F10-F13) in the three locales: the forms, their errors, the letter PDF.
// The feature's own message file (like the PDF documents' labels): the letter is written on the server, outside
// next-intl's request scope, and the form's texts come with it.
import type { Locale } from "@/config/locales";
import type { LetterForm } from "./model";
import type { StatusKey } from "./status";

export type ErrorKey =
  | "numbersEmpty"
  | "numbersTooMany"
  | "numberTooLong"
  | "csvNotText"
  | "csvNoColumn"
  | "csvTooLarge"
  | "required"
  | "tooLong"
  | "unsupportedCharacters"
  | "choice"
  | "badBody"
  | "bodyTooLarge"
  | "contentType"
  | "rateLimited"
  | "unknownForm"
  | "unknownBrand"
  | "spam"
  | "unavailable"
  | "noneFound"
  | "listNotFound";

export interface LetterMessages {
  formTitle: Record<LetterForm, string>;
  formIntro: Record<LetterForm, string>;
  letterTitle: Record<LetterForm, string>;
  letterBody: Record<LetterForm, string>;
  labels: {
    numbers: string;
    numbersHint: string;
    csv: string;
    csvHint: string;
    projectName: string;
    projectAddress: string;
    company: string;
    contractNumber: string;
    farClause: string;
    fundingProgram: string;
    fundingHint: string;
    submit: string;
    honeypot: string;
    errorsHeading: string;
    back: string;
    list: string;
    listNone: string;
    listHint: string;
    myList: string;
    /** U4: the account's lists could not be asked for. */
    listFailed: string;
    retry: string;
    clause: Record<"52.225-1" | "52.225-5", string>;
  };
  letter: {
    date: string;
    reference: string;
    to: string;
    project: string;
    address: string;
    contract: string;
    farClause: string;
    funding: string;
    products: string;
    catalogNumber: string;
    description: string;
    origin: string;
    plant: string;
    status: string;
    notListed: string;
    unknown: string;
    duplicates: string;
    sincerely: string;
    signatureLine: string;
    page: string;
    none: string;
  };
  status: Record<StatusKey, string>;
  /** The product page's compliance table (P5): the same statuses as the letters, one row per regulation. */
  summary: Record<"heading" | "origin" | "plant" | "buyAmerican" | "taa" | "baba" | "usmca" | "prop65" | "rohs" | "reach", string>;
  errors: Record<ErrorKey, string>;
}

const en: LetterMessages = {
  formTitle: {
    "buy-american-far": "Buy American and FAR letter",
    "buy-america": "Build America, Buy America (BABA) letter",
    certifications: "USMCA and country-of-origin certification",
    environmental: "Environmental compliance letter (Prop 65, RoHS, REACH)",
  },
  formIntro: {
    "buy-american-far": "Enter your catalog numbers and project: you receive a signed letter stating, for each product, its compliance with the FAR clause you choose.",
    "buy-america": "For federally funded infrastructure projects: a letter stating which products meet the Build America, Buy America Act.",
    certifications: "A certification of origin under USMCA, with each product's origin criterion and HS code.",
    environmental: "A declaration of each product's California Proposition 65, RoHS and REACH status.",
  },
  letterTitle: {
    "buy-american-far": "Buy American Act and FAR compliance letter",
    "buy-america": "Build America, Buy America Act compliance letter",
    certifications: "USMCA certification of origin",
    environmental: "Environmental compliance declaration",
  },
  letterBody: {
    "buy-american-far": "We certify that the products listed below, manufactured by {brand}, comply with FAR clause {clause} as stated for each product, based on their country of origin and place of manufacture.",
    "buy-america": "We certify that the products listed below, manufactured by {brand}, meet the Buy America preference of the Build America, Buy America Act (Pub. L. 117-58, §§ 70911-70927) for the project named above.",
    certifications: "We certify that the products listed below, produced by {brand}, qualify as originating goods under the United States-Mexico-Canada Agreement, with the origin criterion and tariff classification stated for each.",
    environmental: "We declare the California Proposition 65, EU RoHS (Directive 2011/65/EU as amended) and EU REACH (Regulation (EC) No 1907/2006) status of the products listed below, manufactured by {brand}.",
  },
  labels: {
    numbers: "Catalog numbers",
    numbersHint: "One per line, or separated by commas (up to 500).",
    csv: "Or a CSV file",
    csvHint: "A column headed \"Catalog number\" (or the first column); up to 64 kB.",
    projectName: "Project name",
    projectAddress: "Project address",
    company: "Your company",
    contractNumber: "Contract or solicitation number",
    farClause: "FAR clause",
    fundingProgram: "Funding program",
    fundingHint: "The federal program funding the project (for example, a state revolving fund).",
    submit: "Get the letter (PDF)",
    honeypot: "Leave this field empty",
    errorsHeading: "The letter could not be written",
    back: "Back to the form",
    list: "Or the numbers of one of your lists",
    myList: "My list",
    listNone: "None",
    listHint: "The catalog numbers of the list are added to those above.",
    listFailed: "Your lists cannot be shown right now.",
    retry: "Try again",
    clause: { "52.225-1": "52.225-1 Buy American (supplies)", "52.225-5": "52.225-5 Trade Agreements" },
  },
  letter: {
    date: "Date",
    reference: "Reference",
    to: "Prepared for",
    project: "Project",
    address: "Project address",
    contract: "Contract number",
    farClause: "FAR clause",
    funding: "Funding program",
    products: "Products",
    catalogNumber: "Catalog number",
    description: "Description",
    origin: "Country of origin",
    plant: "Plant",
    status: "Status",
    notListed: "Products not covered by this letter",
    unknown: "Not a {brand} catalog number",
    duplicates: "Listed once although entered more than once: {numbers}.",
    sincerely: "Sincerely,",
    signatureLine: "Signature",
    page: "Page {page} of {pages}",
    none: "None.",
  },
  summary: {
    heading: "Compliance",
    origin: "Country of origin",
    plant: "Plant",
    buyAmerican: "Buy American (FAR 52.225-1)",
    taa: "Trade Agreements Act (FAR 52.225-5)",
    baba: "Build America, Buy America (BABA)",
    usmca: "USMCA",
    prop65: "California Prop 65",
    rohs: "EU RoHS",
    reach: "EU REACH",
  },
  status: {
    baaDomestic: "Domestic end product (Buy American)",
    baaNotDomestic: "Not a domestic end product (made in {country})",
    taaDesignated: "TAA compliant (designated country)",
    taaNotDesignated: "Not TAA compliant (made in {country})",
    babaCompliant: "BABA compliant",
    babaNotCompliant: "Does not meet BABA (made in {country})",
    usmcaOriginating: "Originating, criterion {criterion}; HS {hsCode}",
    usmcaNotOriginating: "Not originating under USMCA (HS {hsCode}, made in {country})",
    environmental: "Prop 65: {prop65}; RoHS: {rohs}; REACH: {reach}",
  },
  errors: {
    numbersEmpty: "Enter at least one catalog number, or choose a CSV file.",
    numbersTooMany: "A letter lists at most 500 catalog numbers: split the list into several letters.",
    numberTooLong: "\"{value}\" is too long to be a catalog number.",
    csvNotText: "The CSV file could not be read: save it as CSV (UTF-8) text.",
    csvNoColumn: "The CSV file has no column headed \"Catalog number\".",
    csvTooLarge: "The CSV file is larger than 64 kB.",
    required: "Enter the {field}.",
    tooLong: "The {field} is longer than {max} characters.",
    unsupportedCharacters: "The {field} holds characters the letter cannot print: {characters}.",
    choice: "Choose the {field}.",
    badBody: "The request could not be read. Please send the form again.",
    bodyTooLarge: "The request is too large.",
    contentType: "Send the form from its page.",
    rateLimited: "Too many requests. Please wait {minutes} minutes and try again.",
    unknownForm: "This letter does not exist.",
    unknownBrand: "This brand does not issue these letters.",
    spam: "The request was refused.",
    unavailable: "The catalog cannot be reached right now. Please try again in a few minutes.",
    noneFound: "None of these catalog numbers is a {brand} product: {numbers}.",
    listNotFound: "That list is not one of yours.",
  },
};

const frCa: LetterMessages = {
  formTitle: {
    "buy-american-far": "Lettre Buy American et FAR",
    "buy-america": "Lettre Build America, Buy America (BABA)",
    certifications: "Certificat ACEUM et de pays d'origine",
    environmental: "Lettre de conformité environnementale (Prop 65, RoHS, REACH)",
  },
  formIntro: {
    "buy-american-far": "Entrez vos numéros de catalogue et votre projet : vous recevez une lettre signée indiquant, pour chaque produit, sa conformité à l'article du FAR choisi.",
    "buy-america": "Pour les projets d'infrastructure financés par le gouvernement fédéral américain : une lettre indiquant les produits conformes à la Build America, Buy America Act.",
    certifications: "Un certificat d'origine en vertu de l'ACEUM, avec le critère d'origine et le code SH de chaque produit.",
    environmental: "Une déclaration du statut Proposition 65 de la Californie, RoHS et REACH de chaque produit.",
  },
  letterTitle: {
    "buy-american-far": "Lettre de conformité à la Buy American Act et au FAR",
    "buy-america": "Lettre de conformité à la Build America, Buy America Act",
    certifications: "Certificat d'origine ACEUM",
    environmental: "Déclaration de conformité environnementale",
  },
  letterBody: {
    "buy-american-far": "Nous certifions que les produits ci-dessous, fabriqués par {brand}, sont conformes à l'article {clause} du FAR comme indiqué pour chacun, selon leur pays d'origine et leur lieu de fabrication.",
    "buy-america": "Nous certifions que les produits ci-dessous, fabriqués par {brand}, satisfont à la préférence Buy America de la Build America, Buy America Act (Pub. L. 117-58, art. 70911 à 70927) pour le projet nommé ci-dessus.",
    certifications: "Nous certifions que les produits ci-dessous, produits par {brand}, sont des produits originaires au sens de l'Accord Canada–États-Unis–Mexique, selon le critère d'origine et le classement tarifaire indiqués pour chacun.",
    environmental: "Nous déclarons le statut Proposition 65 de la Californie, RoHS de l'UE (directive 2011/65/UE modifiée) et REACH de l'UE (règlement (CE) n° 1907/2006) des produits ci-dessous, fabriqués par {brand}.",
  },
  labels: {
    numbers: "Numéros de catalogue",
    numbersHint: "Un par ligne, ou séparés par des virgules (jusqu'à 500).",
    csv: "Ou un fichier CSV",
    csvHint: "Une colonne intitulée « Numéro de catalogue » (ou la première colonne); 64 ko au plus.",
    projectName: "Nom du projet",
    projectAddress: "Adresse du projet",
    company: "Votre entreprise",
    contractNumber: "Numéro de contrat ou d'appel d'offres",
    farClause: "Article du FAR",
    fundingProgram: "Programme de financement",
    fundingHint: "Le programme fédéral qui finance le projet (par exemple, un fonds renouvelable d'État).",
    submit: "Obtenir la lettre (PDF)",
    honeypot: "Laissez ce champ vide",
    errorsHeading: "La lettre n'a pas pu être rédigée",
    back: "Retour au formulaire",
    list: "Ou les numéros d'une de vos listes",
    myList: "Ma liste",
    listNone: "Aucune",
    listHint: "Les numéros de catalogue de la liste s'ajoutent à ceux ci-dessus.",
    listFailed: "Vos listes ne peuvent pas être affichées pour le moment.",
    retry: "Réessayer",
    clause: { "52.225-1": "52.225-1 Buy American (fournitures)", "52.225-5": "52.225-5 Accords commerciaux" },
  },
  letter: {
    date: "Date",
    reference: "Référence",
    to: "Préparée pour",
    project: "Projet",
    address: "Adresse du projet",
    contract: "Numéro de contrat",
    farClause: "Article du FAR",
    funding: "Programme de financement",
    products: "Produits",
    catalogNumber: "Numéro de catalogue",
    description: "Description",
    origin: "Pays d'origine",
    plant: "Usine",
    status: "Statut",
    notListed: "Produits non visés par cette lettre",
    unknown: "N'est pas un numéro de catalogue {brand}",
    duplicates: "Inscrits une seule fois bien qu'entrés plusieurs fois : {numbers}.",
    sincerely: "Veuillez agréer nos salutations distinguées.",
    signatureLine: "Signature",
    page: "Page {page} sur {pages}",
    none: "Aucun.",
  },
  summary: {
    heading: "Conformité",
    origin: "Pays d'origine",
    plant: "Usine",
    buyAmerican: "Buy American (FAR 52.225-1)",
    taa: "Trade Agreements Act (FAR 52.225-5)",
    baba: "Build America, Buy America (BABA)",
    usmca: "ACEUM",
    prop65: "Proposition 65 de la Californie",
    rohs: "RoHS (UE)",
    reach: "REACH (UE)",
  },
  status: {
    baaDomestic: "Produit final national (Buy American)",
    baaNotDomestic: "N'est pas un produit final national (fabriqué : {country})",
    taaDesignated: "Conforme à la TAA (pays désigné)",
    taaNotDesignated: "Non conforme à la TAA (fabriqué : {country})",
    babaCompliant: "Conforme à la BABA",
    babaNotCompliant: "Non conforme à la BABA (fabriqué : {country})",
    usmcaOriginating: "Originaire, critère {criterion}; SH {hsCode}",
    usmcaNotOriginating: "Non originaire au sens de l'ACEUM (SH {hsCode}, fabriqué : {country})",
    environmental: "Prop 65 : {prop65}; RoHS : {rohs}; REACH : {reach}",
  },
  errors: {
    numbersEmpty: "Entrez au moins un numéro de catalogue ou choisissez un fichier CSV.",
    numbersTooMany: "Une lettre énumère au plus 500 numéros de catalogue : répartissez la liste sur plusieurs lettres.",
    numberTooLong: "« {value} » est trop long pour être un numéro de catalogue.",
    csvNotText: "Le fichier CSV n'a pas pu être lu : enregistrez-le en texte CSV (UTF-8).",
    csvNoColumn: "Le fichier CSV n'a pas de colonne intitulée « Numéro de catalogue ».",
    csvTooLarge: "Le fichier CSV dépasse 64 ko.",
    required: "Entrez le champ « {field} ».",
    tooLong: "Le champ « {field} » dépasse {max} caractères.",
    unsupportedCharacters: "Le champ « {field} » contient des caractères que la lettre ne peut pas imprimer : {characters}.",
    choice: "Choisissez le champ « {field} ».",
    badBody: "La demande n'a pas pu être lue. Veuillez envoyer le formulaire de nouveau.",
    bodyTooLarge: "La demande est trop volumineuse.",
    contentType: "Envoyez le formulaire depuis sa page.",
    rateLimited: "Trop de demandes. Veuillez patienter {minutes} minutes et réessayer.",
    unknownForm: "Cette lettre n'existe pas.",
    unknownBrand: "Cette marque ne délivre pas ces lettres.",
    spam: "La demande a été refusée.",
    unavailable: "Le catalogue est inaccessible pour le moment. Veuillez réessayer dans quelques minutes.",
    noneFound: "Aucun de ces numéros de catalogue n'est un produit {brand} : {numbers}.",
    listNotFound: "Cette liste ne fait pas partie des vôtres.",
  },
};

const esMx: LetterMessages = {
  formTitle: {
    "buy-american-far": "Carta Buy American y FAR",
    "buy-america": "Carta Build America, Buy America (BABA)",
    certifications: "Certificación T-MEC y de país de origen",
    environmental: "Carta de cumplimiento ambiental (Prop 65, RoHS, REACH)",
  },
  formIntro: {
    "buy-american-far": "Ingrese sus números de catálogo y su proyecto: recibirá una carta firmada que indica, para cada producto, su cumplimiento con la cláusula del FAR que elija.",
    "buy-america": "Para proyectos de infraestructura con fondos federales de EE. UU.: una carta que indica qué productos cumplen la Build America, Buy America Act.",
    certifications: "Un certificado de origen conforme al T-MEC, con el criterio de origen y la fracción arancelaria (SA) de cada producto.",
    environmental: "Una declaración del estado de cada producto respecto a la Proposición 65 de California, RoHS y REACH.",
  },
  letterTitle: {
    "buy-american-far": "Carta de cumplimiento de la Buy American Act y el FAR",
    "buy-america": "Carta de cumplimiento de la Build America, Buy America Act",
    certifications: "Certificado de origen T-MEC",
    environmental: "Declaración de cumplimiento ambiental",
  },
  letterBody: {
    "buy-american-far": "Certificamos que los productos indicados abajo, fabricados por {brand}, cumplen la cláusula {clause} del FAR como se indica para cada uno, con base en su país de origen y lugar de fabricación.",
    "buy-america": "Certificamos que los productos indicados abajo, fabricados por {brand}, cumplen la preferencia Buy America de la Build America, Buy America Act (Pub. L. 117-58, §§ 70911-70927) para el proyecto indicado arriba.",
    certifications: "Certificamos que los productos indicados abajo, producidos por {brand}, califican como mercancías originarias conforme al Tratado entre México, Estados Unidos y Canadá, con el criterio de origen y la clasificación arancelaria indicados para cada uno.",
    environmental: "Declaramos el estado respecto a la Proposición 65 de California, RoHS de la UE (Directiva 2011/65/UE y sus modificaciones) y REACH de la UE (Reglamento (CE) n.º 1907/2006) de los productos indicados abajo, fabricados por {brand}.",
  },
  labels: {
    numbers: "Números de catálogo",
    numbersHint: "Uno por línea, o separados por comas (hasta 500).",
    csv: "O un archivo CSV",
    csvHint: "Una columna titulada \"Número de catálogo\" (o la primera columna); hasta 64 kB.",
    projectName: "Nombre del proyecto",
    projectAddress: "Dirección del proyecto",
    company: "Su empresa",
    contractNumber: "Número de contrato o licitación",
    farClause: "Cláusula del FAR",
    fundingProgram: "Programa de financiamiento",
    fundingHint: "El programa federal que financia el proyecto (por ejemplo, un fondo rotatorio estatal).",
    submit: "Obtener la carta (PDF)",
    honeypot: "Deje este campo vacío",
    errorsHeading: "No se pudo redactar la carta",
    back: "Volver al formulario",
    list: "O los números de una de sus listas",
    myList: "Mi lista",
    listNone: "Ninguna",
    listHint: "Los números de catálogo de la lista se suman a los de arriba.",
    listFailed: "Sus listas no se pueden mostrar en este momento.",
    retry: "Intentar de nuevo",
    clause: { "52.225-1": "52.225-1 Buy American (suministros)", "52.225-5": "52.225-5 Acuerdos comerciales" },
  },
  letter: {
    date: "Fecha",
    reference: "Referencia",
    to: "Preparada para",
    project: "Proyecto",
    address: "Dirección del proyecto",
    contract: "Número de contrato",
    farClause: "Cláusula del FAR",
    funding: "Programa de financiamiento",
    products: "Productos",
    catalogNumber: "Número de catálogo",
    description: "Descripción",
    origin: "País de origen",
    plant: "Planta",
    status: "Estado",
    notListed: "Productos no cubiertos por esta carta",
    unknown: "No es un número de catálogo de {brand}",
    duplicates: "Se indican una sola vez aunque se ingresaron más de una vez: {numbers}.",
    sincerely: "Atentamente,",
    signatureLine: "Firma",
    page: "Página {page} de {pages}",
    none: "Ninguno.",
  },
  summary: {
    heading: "Cumplimiento",
    origin: "País de origen",
    plant: "Planta",
    buyAmerican: "Buy American (FAR 52.225-1)",
    taa: "Trade Agreements Act (FAR 52.225-5)",
    baba: "Build America, Buy America (BABA)",
    usmca: "T-MEC",
    prop65: "Proposición 65 de California",
    rohs: "RoHS (UE)",
    reach: "REACH (UE)",
  },
  status: {
    baaDomestic: "Producto final nacional (Buy American)",
    baaNotDomestic: "No es producto final nacional (fabricado en {country})",
    taaDesignated: "Cumple la TAA (país designado)",
    taaNotDesignated: "No cumple la TAA (fabricado en {country})",
    babaCompliant: "Cumple BABA",
    babaNotCompliant: "No cumple BABA (fabricado en {country})",
    usmcaOriginating: "Originario, criterio {criterion}; SA {hsCode}",
    usmcaNotOriginating: "No originario conforme al T-MEC (SA {hsCode}, fabricado en {country})",
    environmental: "Prop 65: {prop65}; RoHS: {rohs}; REACH: {reach}",
  },
  errors: {
    numbersEmpty: "Ingrese al menos un número de catálogo o elija un archivo CSV.",
    numbersTooMany: "Una carta incluye como máximo 500 números de catálogo: divida la lista en varias cartas.",
    numberTooLong: "\"{value}\" es demasiado largo para ser un número de catálogo.",
    csvNotText: "No se pudo leer el archivo CSV: guárdelo como texto CSV (UTF-8).",
    csvNoColumn: "El archivo CSV no tiene una columna titulada \"Número de catálogo\".",
    csvTooLarge: "El archivo CSV pesa más de 64 kB.",
    required: "Ingrese el campo \"{field}\".",
    tooLong: "El campo \"{field}\" tiene más de {max} caracteres.",
    unsupportedCharacters: "El campo \"{field}\" contiene caracteres que la carta no puede imprimir: {characters}.",
    choice: "Elija el campo \"{field}\".",
    badBody: "No se pudo leer la solicitud. Envíe el formulario de nuevo.",
    bodyTooLarge: "La solicitud es demasiado grande.",
    contentType: "Envíe el formulario desde su página.",
    rateLimited: "Demasiadas solicitudes. Espere {minutes} minutos e inténtelo de nuevo.",
    unknownForm: "Esta carta no existe.",
    unknownBrand: "Esta marca no emite estas cartas.",
    spam: "La solicitud fue rechazada.",
    unavailable: "El catálogo no está disponible en este momento. Inténtelo de nuevo en unos minutos.",
    noneFound: "Ninguno de estos números de catálogo es un producto de {brand}: {numbers}.",
    listNotFound: "Esa lista no es una de las suyas.",
  },
};

const MESSAGES: Record<Locale, LetterMessages> = { en, "fr-ca": frCa, "es-mx": esMx };

export function letterMessages(locale: Locale): LetterMessages {
  return MESSAGES[locale];
}

/** `{name}` placeholders filled from values. */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/gu, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
