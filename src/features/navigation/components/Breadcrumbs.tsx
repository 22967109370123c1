// Breadcrumbs in the page's breadcrumb style, with JSON-LD BreadcrumbList (N4).
import Link from "next/link";
import type { BreadcrumbStyle } from "@/features/content";
import { JsonLd } from "@/platform/seo/JsonLd";
import { breadcrumbJsonLd, type Crumb } from "../breadcrumbs";
import styles from "./Breadcrumbs.module.css";

export function Breadcrumbs({ trail, label, variant = "default" }: { trail: Crumb[]; label: string; variant?: BreadcrumbStyle }) {
  if (variant === "none" || trail.length < 2) return null;
  return (
    <>
      <nav aria-label={label} className={`container ${styles.breadcrumbs} ${variant === "light" ? styles.light : ""}`}>
        <ol>
          {trail.map((crumb, index) => (
            <li key={crumb.href}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link href={crumb.href} prefetch={false}>
                  {crumb.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
