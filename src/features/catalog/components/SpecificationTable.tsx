// Specification table of a product (P5): one row per attribute (or compliance fact), localized label and display value.
import type { ProductAttribute } from "../model";
import styles from "./SpecificationTable.module.css";

export function SpecificationTable({
  attributes,
  caption,
  labels,
}: {
  attributes: readonly (Pick<ProductAttribute, "key" | "name" | "value"> & Partial<ProductAttribute>)[];
  caption: string;
  labels: { attribute: string; value: string };
}) {
  if (attributes.length === 0) return null;
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.attribute}</th>
            <th scope="col">{labels.value}</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.key}>
              <th scope="row">{attribute.name}</th>
              <td>{attribute.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
