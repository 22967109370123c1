// Breadcrumbs in the page's breadcrumb style, with JSON-LD BreadcrumbList (N4). Static markup (ADR 74): the trail is
// HTML text whose links navigate on the client, as next/link's do.
import type { BreadcrumbStyle } from "@/features/content";
import { html, joined } from "@/platform/html/markup";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { JsonLd } from "@/platform/seo/JsonLd";
import { breadcrumbJsonLd, type Crumb } from "../breadcrumbs";
import styles from "./Breadcrumbs.module.css";

export function Breadcrumbs({ trail, label, variant = "default" }: { trail: Crumb[]; label: string; variant?: BreadcrumbStyle }) {
  if (variant === "none" || trail.length < 2) return null;
  const items = joined(
    trail.map((crumb, index) =>
      index === trail.length - 1 ? html`<li><span aria-current="page">${crumb.label}</span></li>` : html`<li><a href="${crumb.href}" data-client-link>${crumb.label}</a></li>`,
    ),
  );
  return (
    <>
      <StaticMarkup as="nav" links="client" aria-label={label} className={`container ${styles.breadcrumbs} ${variant === "light" ? styles.light : ""}`} html={html`<ol>!${items}</ol>`} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}
