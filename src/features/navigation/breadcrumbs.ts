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

/**
 * schema.org BreadcrumbList with absolute item URLs. The last crumb, the page itself, has no `item`: Google's
 * breadcrumb documentation makes it optional there and takes the page's URL, which the page already gives as its
 * canonical (issue 15 §1: a product's address, its name in percent-encoded letters, is long).
 */
export function breadcrumbJsonLd(trail: Crumb[], origin = PUBLIC_SITE_ORIGIN) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      ...(index < trail.length - 1 ? { item: `${origin.replace(/\/+$/, "")}${crumb.href}` } : {}),
    })),
  };
}

/** Parent paths of a slug: "a/b/c" -> ["a", "a/b"]. */
export function parentPaths(slug: string): string[] {
  const parts = slug.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("/"));
}
