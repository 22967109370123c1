// The strings of letter verification (F10-F13, ADR 60) in the three locales: the verification block printed on each
// letter and the public verification page (status, revocation, the file check and its errors). Spanish uses usted.
import type { Locale } from "@/config/locales";

export type VerifyErrorKey = "digestInvalid" | "fileTooLarge" | "nothingToCheck" | "badBody" | "rateLimited";

export interface VerificationMessages {
  /** On the letter. */
  letterHeading: string;
  letterText: string;
  qrAlt: string;
  /** The page. */
  title: string;
  intro: string;
  reference: string;
  letter: string;
  brand: string;
  date: string;
  requester: string;
  project: string;
  status: string;
  valid: string;
  revoked: string;
  revokedReason: string;
  products: string;
  notListed: string;
  digest: string;
  checkHeading: string;
  checkIntro: string;
  fileLabel: string;
  digestLabel: string;
  digestHint: string;
  checkSubmit: string;
  match: string;
  mismatch: string;
  errors: Record<VerifyErrorKey, string>;
}

const en: VerificationMessages = {
  letterHeading: "Verify this letter",
  letterText: "To confirm this letter is genuine, unchanged and not revoked, scan the code or open {url}",
  qrAlt: "QR code of the verification address {url}",
  title: "Compliance letter verification",
  intro: "{brand} issued the compliance letter below. Compare it with your copy, and check that your file is unchanged.",
  reference: "Reference",
  letter: "Letter",
  brand: "Issued by",
  date: "Date",
  requester: "Prepared for",
  project: "Project",
  status: "Status",
  valid: "Valid: issued by {brand} and not revoked.",
  revoked: "Revoked on {date}.",
  revokedReason: "Reason: {reason}",
  products: "Products stated",
  notListed: "Products not covered by the letter",
  digest: "SHA-256 digest of the delivered file",
  checkHeading: "Is your file genuine and unchanged?",
  checkIntro: "Upload the PDF file you received, or paste its SHA-256 digest. The file is only read to compute its digest; it is not kept.",
  fileLabel: "Letter file (PDF, up to 5 MB)",
  digestLabel: "Or its SHA-256 digest",
  digestHint: "64 hexadecimal characters, for example from sha256sum.",
  checkSubmit: "Check the file",
  match: "Genuine and unchanged: this is the file {brand} delivered.",
  mismatch: "Not the delivered file: it was changed, or it is another document. Its SHA-256 digest is {digest}.",
  errors: {
    digestInvalid: "Enter a SHA-256 digest: 64 hexadecimal characters.",
    fileTooLarge: "The file is larger than 5 MB: it is not a letter of ours.",
    nothingToCheck: "Choose the PDF file or paste its digest.",
    badBody: "The request could not be read. Please try again.",
    rateLimited: "Too many checks from your address. Please try again in {minutes} minutes.",
  },
};

const frCa: VerificationMessages = {
  letterHeading: "Vérifier cette lettre",
  letterText: "Pour confirmer que cette lettre est authentique, intacte et non révoquée, balayez le code ou ouvrez {url}",
  qrAlt: "Code QR de l’adresse de vérification {url}",
  title: "Vérification d’une lettre de conformité",
  intro: "{brand} a délivré la lettre de conformité ci-dessous. Comparez-la à votre copie et vérifiez que votre fichier est intact.",
  reference: "Référence",
  letter: "Lettre",
  brand: "Délivrée par",
  date: "Date",
  requester: "Préparée pour",
  project: "Projet",
  status: "Statut",
  valid: "Valide : délivrée par {brand} et non révoquée.",
  revoked: "Révoquée le {date}.",
  revokedReason: "Motif : {reason}",
  products: "Produits déclarés",
  notListed: "Produits non couverts par la lettre",
  digest: "Empreinte SHA-256 du fichier délivré",
  checkHeading: "Votre fichier est-il authentique et intact?",
  checkIntro: "Téléversez le fichier PDF reçu ou collez son empreinte SHA-256. Le fichier n’est lu que pour calculer son empreinte; il n’est pas conservé.",
  fileLabel: "Fichier de la lettre (PDF, 5 Mo au plus)",
  digestLabel: "Ou son empreinte SHA-256",
  digestHint: "64 caractères hexadécimaux, par exemple donnés par sha256sum.",
  checkSubmit: "Vérifier le fichier",
  match: "Authentique et intact : c’est le fichier délivré par {brand}.",
  mismatch: "Ce n’est pas le fichier délivré : il a été modifié ou c’est un autre document. Son empreinte SHA-256 est {digest}.",
  errors: {
    digestInvalid: "Entrez une empreinte SHA-256 : 64 caractères hexadécimaux.",
    fileTooLarge: "Le fichier dépasse 5 Mo : ce n’est pas une de nos lettres.",
    nothingToCheck: "Choisissez le fichier PDF ou collez son empreinte.",
    badBody: "La requête n’a pas pu être lue. Veuillez réessayer.",
    rateLimited: "Trop de vérifications depuis votre adresse. Veuillez réessayer dans {minutes} minutes.",
  },
};

const esMx: VerificationMessages = {
  letterHeading: "Verifique esta carta",
  letterText: "Para confirmar que esta carta es auténtica, no ha sido modificada ni revocada, escanee el código o abra {url}",
  qrAlt: "Código QR de la dirección de verificación {url}",
  title: "Verificación de una carta de cumplimiento",
  intro: "{brand} emitió la carta de cumplimiento que se muestra abajo. Compárela con su copia y verifique que su archivo no ha sido modificado.",
  reference: "Referencia",
  letter: "Carta",
  brand: "Emitida por",
  date: "Fecha",
  requester: "Preparada para",
  project: "Proyecto",
  status: "Estado",
  valid: "Válida: emitida por {brand} y no revocada.",
  revoked: "Revocada el {date}.",
  revokedReason: "Motivo: {reason}",
  products: "Productos declarados",
  notListed: "Productos no cubiertos por la carta",
  digest: "Huella SHA-256 del archivo entregado",
  checkHeading: "¿Su archivo es auténtico y no ha sido modificado?",
  checkIntro: "Suba el archivo PDF que recibió o pegue su huella SHA-256. El archivo solo se lee para calcular su huella; no se conserva.",
  fileLabel: "Archivo de la carta (PDF, hasta 5 MB)",
  digestLabel: "O su huella SHA-256",
  digestHint: "64 caracteres hexadecimales, por ejemplo los que da sha256sum.",
  checkSubmit: "Verificar el archivo",
  match: "Auténtico y sin modificar: es el archivo que entregó {brand}.",
  mismatch: "No es el archivo entregado: fue modificado o es otro documento. Su huella SHA-256 es {digest}.",
  errors: {
    digestInvalid: "Escriba una huella SHA-256: 64 caracteres hexadecimales.",
    fileTooLarge: "El archivo pesa más de 5 MB: no es una de nuestras cartas.",
    nothingToCheck: "Elija el archivo PDF o pegue su huella.",
    badBody: "No se pudo leer la solicitud. Por favor, inténtelo de nuevo.",
    rateLimited: "Demasiadas verificaciones desde su dirección. Por favor, inténtelo de nuevo en {minutes} minutos.",
  },
};

const MESSAGES: Record<Locale, VerificationMessages> = { en, "fr-ca": frCa, "es-mx": esMx };

export const verificationMessages = (locale: Locale): VerificationMessages => MESSAGES[locale];
