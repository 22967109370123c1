// The product's documents (P5): each a link to its PDF named by the document's title, with the format and number.
// The download icon is the stylesheet's (`.link::before`, decorative): an inline SVG was in each document's markup
// and again in the RSC payload (issue 15 §1, ADR 72 second amendment). Static markup (ADR 74).
import { html, joined } from "@/platform/html/markup";
import type { ProductDocument } from "../model";
import styles from "./ProductDocuments.module.css";

interface Labels {
  format: string;
  number: (id: string) => string;
}

/** The documents' list items, the content of a `<ul class={documentsClass}>` of static markup (ADR 74). */
export function productDocumentItems(documents: readonly ProductDocument[], labels: Labels) {
  return joined(
    documents.map(
      (document) =>
        html`<li><a class="${styles.link}" href="${document.url}" type="application/pdf"><span>${document.title}</span> <span class="${styles.format}">${labels.format}</span></a><span class="${styles.number}">${labels.number(document.id)}</span></li>`,
    ),
  );
}

export const documentsClass = styles.documents;
