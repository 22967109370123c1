import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { informalMarkers } from "./register";
import { loadSourceMessages } from "./messages";

// L2: Spanish addresses the visitor with *usted* everywhere, as Mexican B2B sites do ("Compare hasta 4 productos",
// "Contacte a Voltline"), never with *tú* ("Contacta a Voltline", "tu cuenta").

/** Third-person sentences that read like imperatives: the subject is the product, not the visitor. */
const ALLOWED = [
  "Desconecta un minisplit o un refrigerador cuando el voltaje baja o sube", // the voltage protector does it
];

type Text = { where: string; text: string };

function strings(value: unknown, where: string, out: Text[] = []): Text[] {
  if (typeof value === "string") out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => strings(item, `${where}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

/** The es-mx texts of a content-pack source: a localized field is an object whose keys are the site locales. */
function spanishOfContent(value: unknown, where: string, out: Text[] = []): Text[] {
  if (Array.isArray(value)) value.forEach((item, i) => spanishOfContent(item, `${where}[${i}]`, out));
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if ("es-mx" in record && "en" in record) strings(record["es-mx"], `${where}.es-mx`, out);
    else for (const [k, v] of Object.entries(record)) spanishOfContent(v, `${where}.${k}`, out);
  }
  return out;
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(full);
    return entry.name.endsWith(".json") ? [full] : [];
  });
}

function informal(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) => {
    const checked = ALLOWED.reduce((t, allowed) => t.replaceAll(allowed, ""), text);
    const markers = informalMarkers(checked);
    return markers.length ? [`${where}: [${markers.join(", ")}] ${text.slice(0, 120)}`] : [];
  });
}

describe("informalMarkers (L2)", () => {
  it("finds tú pronouns, possessives and verb forms as whole words", () => {
    expect(informalMarkers("Gracias, recibimos tu solicitud y te respondemos pronto.")).toEqual(["tu", "te"]);
    expect(informalMarkers("Aún puedes escribir el número. ¿Tienes una lista?")).toEqual(["puedes", "Tienes"]);
    expect(informalMarkers("Si no lo pediste, ignora este correo.")).toEqual(["pediste"]);
    expect(informalMarkers("Inténtalo de nuevo. Contáctanos. Suscríbete.")).toEqual(["Inténtalo", "Contáctanos", "Suscríbete"]);
  });

  it("finds informal imperatives where a sentence, list item or heading starts", () => {
    expect(informalMarkers("Escribe un código postal.")).toEqual(["Escribe"]);
    expect(informalMarkers("No encontramos el lugar. Revisa la ortografía.")).toEqual(["Revisa"]);
    expect(informalMarkers("<ul><li>Agrega cada producto.</li></ul>")).toEqual(["Agrega"]);
    expect(informalMarkers("## Paso a paso\n\n1. **Identifica el cable de línea.**")).toEqual(["Identifica"]);
    expect(informalMarkers("Compra este contacto GFCI")).toEqual(["Compra"]);
  });

  it("accepts formal text, words that merely contain a marker, nouns and third-person verbs", () => {
    expect(informalMarkers("Escriba su correo. Le respondemos en un día hábil; puede escribirnos cuando quiera.")).toEqual([]);
    expect(informalMarkers("Teléfono, corriente, contacto, tutorial, título, textos, puedes-no")).toEqual(["puedes"]);
    expect(informalMarkers("Marca")).toEqual([]);
    expect(informalMarkers("Compra")).toEqual([]);
    expect(informalMarkers("Cuenta con la garantía legal.")).toEqual([]);
    expect(informalMarkers("Programa de productos")).toEqual([]);
    expect(informalMarkers("El sistema revisa cada semana los registros y usa fotos reales.")).toEqual([]);
    expect(informalMarkers("Publicado el {date}")).toEqual([]);
  });
});

describe("Spanish uses usted throughout (L2)", () => {
  it("no es-mx UI message addresses the visitor as tú", () => {
    const messages = loadSourceMessages("es-mx", path.join(process.cwd(), "messages"));
    expect(informal(strings(messages, "messages/es-mx"))).toEqual([]);
  });

  it("no es-mx text of the content pack (pages, navigation, news, videos, brands, assets) addresses the visitor as tú", () => {
    const root = path.join(process.cwd(), "content");
    const texts = jsonFiles(root).flatMap((file) =>
      spanishOfContent(JSON.parse(fs.readFileSync(file, "utf8")), path.relative(process.cwd(), file)),
    );
    expect(texts.length).toBeGreaterThan(1000);
    expect(informal(texts)).toEqual([]);
  });
});
