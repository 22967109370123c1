// Specification table of a product (P5): one row per attribute (or compliance fact), localized label and display value.
// Static markup (ADR 74): a table of text, sent as its HTML once rather than as a React element per cell.
import { html, joined } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import type { ProductAttribute } from "../model";
import styles from "./SpecificationTable.module.css";

type Row = Pick<ProductAttribute, "key" | "name" | "value"> & Partial<ProductAttribute>;

export function specificationTableHtml(attributes: readonly Row[], caption: string, labels: { attribute: string; value: string }) {
  const rows = joined(attributes.map((attribute) => html`<tr><th scope="row">${attribute.name}</th><td>${attribute.value}</td></tr>`));
  return html`<table class="${styles.table}"><caption class="visually-hidden">${caption}</caption><thead><tr><th scope="col">${labels.attribute}</th><th scope="col">${labels.value}</th></tr></thead><tbody>!${rows}</tbody></table>`;
}

export function SpecificationTable({ attributes, caption, labels }: { attributes: readonly Row[]; caption: string; labels: { attribute: string; value: string } }) {
  if (attributes.length === 0) return null;
  return <StaticMarkup className={styles.scroll} html={specificationTableHtml(attributes, caption, labels)} />;
}
