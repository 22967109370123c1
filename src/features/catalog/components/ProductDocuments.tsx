// The product's documents (P5): each a link to its PDF named by the document's title, with the format and number.
import type { ProductDocument } from "../model";
import styles from "./ProductDocuments.module.css";

function DownloadIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 21h14" />
    </svg>
  );
}

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
            <DownloadIcon />
            <span className={styles.title}>{document.title}</span> <span className={styles.format}>{labels.format}</span>
          </a>
          <span className={styles.number}>{labels.number(document.id)}</span>
        </li>
      ))}
    </ul>
  );
}
