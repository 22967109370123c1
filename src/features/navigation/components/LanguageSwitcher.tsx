"use client";
// Same page in another locale (N6); the proxy stores the choice in the locale cookie.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { LOCALE_INFO, LOCALES, type Locale } from "@/config/locales";
import { switchLocalePath } from "../links";
import styles from "./Header.module.css";

export function LanguageSwitcher({ current, label }: { current: Locale; label: string }) {
  const pathname = usePathname() ?? "/";
  return (
    <nav aria-label={label} className={styles.switcher}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              href={switchLocalePath(pathname, locale)}
              hrefLang={LOCALE_INFO[locale].iso}
              lang={LOCALE_INFO[locale].iso}
              aria-current={locale === current ? "true" : undefined}
              className={locale === current ? styles.current : undefined}
              prefetch={false}
            >
              {LOCALE_INFO[locale].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
