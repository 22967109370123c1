// Sister brands' homes; a brand change is a full page load (R9), so plain <a>. Static markup (ADR 74).
import type { Locale } from "@/config/locales";
import { attribute, html, joined } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
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
  const items = joined(
    brands.map((b) => html`<li><a href="${sitePath(b.brandDirectory, locale)}"!${attribute("aria-current", b.brandDirectory === current && "true")}>${b.brandName}</a></li>`),
  );
  return <StaticMarkup as="details" className={styles.brandSwitcher} html={html`<summary>${label}</summary><ul>!${items}</ul>`} />;
}
