// The product's documents (P5): each a link to its PDF named by the document's title, with the format and number.
// The download icon is the stylesheet's (`.link::before`, decorative): an inline SVG was in each document's markup
// and again in the RSC payload (issue 15 §1, ADR 72 second amendment).
import type { ProductDocument } from "../model";
import styles from "./ProductDocuments.module.css";

export function ProductDocuments({
  documents,
  labels,
}: {
  documents: readonly ProductDocument[];
  labels: { format: string; number: (id: string) => string };
}) {
  if (documents.length === 0) return null;
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id}>
          <a className={styles.link} href={document.url} type="application/pdf">
            <span>{document.title}</span> <span className={styles.format}>{labels.format}</span>
          </a>
          <span className={styles.number}>{labels.number(document.id)}</span>
        </li>
      ))}
    </ul>
  );
}
