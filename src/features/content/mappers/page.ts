// page entry -> Page (C1, R10, P8).
import type { Page } from "@/features/content/model";
import { mapImageAsset } from "./asset";
import { brandDirectoryOf } from "./brand";
import { bool, linkedAsset, linkedEntries, linkedEntry, oneOf, strings, text, type CfEntry } from "./entry-shape";
import { mapSection } from "./section";

/** Slug as the site looks it up: no surrounding slashes, "" for the home page (stored as "/"). */
export function normalizePageSlug(slug: string | undefined): string {
  return (slug ?? "").trim().replace(/^\/+|\/+$/g, "");
}

/** Role names as the site compares them: lower case, plain identifiers, at most 20. */
export function normalizeRoles(values: readonly unknown[]): string[] {
  const roles = values.flatMap((value) => (typeof value === "string" ? [value.trim().toLowerCase()] : [])).filter((role) => /^[a-z][a-z0-9_-]{0,39}$/.test(role));
  return [...new Set(roles)].slice(0, 20);
}

export function mapPage(entry: CfEntry): Page {
  const f = entry.fields;
  const page: Page = {
    id: entry.sys.id,
    kind: oneOf(f.kind, ["static", "product", "category"] as const, "static"),
    slug: normalizePageSlug(text(f, "slug")),
    brandDirectory: brandDirectoryOf(linkedEntry(f, "brand")),
    title: text(f, "title") ?? "",
    metaDescription: text(f, "metaDescription") ?? "",
    noIndex: bool(f, "noIndex", false),
    sections: linkedEntries(f, "sections").map(mapSection),
    breadcrumbStyle: oneOf(f.breadcrumbStyle, ["none", "default", "light"] as const, "default"),
    requireAuthentication: bool(f, "requireAuthentication", false),
    requiredRoles: normalizeRoles(strings(f, "requiredRoles")),
    pimIds: strings(f, "pimIds"),
    categoryKeys: strings(f, "categoryKeys"),
    updatedAt: entry.sys.updatedAt ?? "",
  };
  const featuredImage = mapImageAsset(linkedAsset(f, "featuredImage"));
  if (featuredImage) page.featuredImage = featuredImage;
  const header = linkedEntry(f, "headerSection");
  if (header) page.headerSection = mapSection(header);
  const canonical = text(f, "canonical");
  if (canonical) page.canonical = canonical;
  return page;
}
