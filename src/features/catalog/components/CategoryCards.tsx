// Category cards (P4): name linking to the category page, with its product and subcategory counts.
import Link from "next/link";
import styles from "./CategoryCards.module.css";

export interface CategoryCardData {
  key: string;
  name: string;
  href: string;
  productCount: number;
  childCount: number;
}

export function CategoryCards({
  categories,
  headingLevel = 2,
  labels,
}: {
  categories: readonly CategoryCardData[];
  headingLevel?: 2 | 3;
  labels: { products: (count: number) => string; subcategories: (count: number) => string };
}) {
  if (categories.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.key} className={styles.card}>
          <Heading className={styles.name}>
            <Link href={category.href} className={styles.stretched}>
              {category.name}
            </Link>
          </Heading>
          <p className={styles.counts}>
            <span>{labels.products(category.productCount)}</span>
            {category.childCount > 0 ? <span>{labels.subcategories(category.childCount)}</span> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
