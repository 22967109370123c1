// Breadcrumb trail of a site path (N4): home, then each parent path that is a page, then the page.
import type { Locale } from "@/config/locales";
import { PUBLIC_SITE_ORIGIN, sitePath } from "@/platform/routing/urls";

export interface Crumb {
  label: string;
  href: string;
}

export function buildTrail(input: {
  brand: string;
  locale: Locale;
  homeLabel: string;
  items: { label: string; path: string }[];
}): Crumb[] {
  return [
    { label: input.homeLabel, href: sitePath(input.brand, input.locale) },
    ...input.items.map((item) => ({ label: item.label, href: sitePath(input.brand, input.locale, item.path) })),
  ];
}

/** schema.org BreadcrumbList with absolute item URLs. */
export function breadcrumbJsonLd(trail: Crumb[], origin = PUBLIC_SITE_ORIGIN) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: `${origin.replace(/\/+$/, "")}${crumb.href}`,
    })),
  };
}

/** Parent paths of a slug: "a/b/c" -> ["a", "a/b"]. */
export function parentPaths(slug: string): string[] {
  const parts = slug.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("/"));
}
