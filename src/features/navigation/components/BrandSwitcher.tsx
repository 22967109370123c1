// Sister brands' homes; a brand change is a full page load (R9), so plain <a>.
import type { Locale } from "@/config/locales";
import { sitePath } from "@/platform/routing/urls";
import styles from "./Header.module.css";

export function BrandSwitcher({
  brands,
  current,
  locale,
  label,
}: {
  brands: { brandDirectory: string; brandName: string }[];
  current: string;
  locale: Locale;
  label: string;
}) {
  return (
    <details className={styles.brandSwitcher}>
      <summary>{label}</summary>
      <ul>
        {brands.map((b) => (
          <li key={b.brandDirectory}>
            <a href={sitePath(b.brandDirectory, locale)} aria-current={b.brandDirectory === current ? "true" : undefined}>
              {b.brandName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
