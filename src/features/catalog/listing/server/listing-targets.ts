// What a listing or landing of each section shows (P4, P7): the scope it queries, its title, trail and canonical path.
import "server-only";
import { cache } from "react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/config/locales";
import { buildTrail, type Crumb } from "@/features/navigation";
import { listPageSlugs } from "@/features/content/server";
import { buildProgramUrl } from "@/platform/routing/urls";
import { slugify } from "@/platform/routing/slug";
import { childCategories, categorySlug, indexCategories, type Category, type Program } from "../../model";
import { getCategoryTree, getPrograms } from "../../server/queries";
import { categoryAncestors, catalogTrail, categoryPagePath, COMPATIBILITY_SECTION_PATH } from "../../pages/category-trail";
import { getCategoryContext } from "../../pages/server/catalog-pages";
import type { CatalogSection } from "../../pages/catalog-path";
import type { ListingScope } from "../listing-query";

export interface ListingTarget {
  section: CatalogSection;
  scope: ListingScope;
  title: string;
  /** Program description or category summary shown under the title. */
  description?: string;
  trail: Crumb[];
  /** Site path of the listing (no brand, locale or query). */
  listingPath: string;
  productCount: number;
}

/** `compatibility/{slug}/c/{key}`: the listing of a compatibility category (its landing is `cl`, as the URL builder says). */
export function compatibilityListingPath(category: Pick<Category, "key" | "path">): string {
  return `compatibility/${categorySlug(category)}/c/${category.key}`;
}

export function compatibilityLandingPath(category: Pick<Category, "key" | "path">): string {
  return `compatibility/${categorySlug(category)}/cl/${category.key}`;
}

export function programPath(program: Pick<Program, "key" | "name">): string {
  return buildProgramUrl({ id: program.key, slug: slugify(program.name) || program.key });
}

export async function listingTrailLabels(locale: Locale) {
  const [common, root, section] = await Promise.all([
    getTranslations({ locale, namespace: "common" }),
    getTranslations({ locale, namespace: "catalog.root" }),
    getTranslations({ locale, namespace: "catalog.sections" }),
  ]);
  return { home: common("home"), products: root("title"), programs: section("programs"), compatibility: section("compatibility") };
}

export const getProgram = cache(async (brand: string, locale: Locale, key: string): Promise<Program | null> => {
  const programs = await getPrograms(brand, locale);
  return programs.find((program) => program.key === key) ?? null;
});

export interface CompatibilityContext {
  category: Category;
  ancestors: Category[];
  children: Category[];
}

export const getCompatibilityContext = cache(async (brand: string, locale: Locale, key: string): Promise<CompatibilityContext | null> => {
  const tree = await getCategoryTree(brand, locale);
  const index = indexCategories(tree.compatibilityCategories);
  const category = index.get(key);
  if (!category) return null;
  return { category, ancestors: categoryAncestors(category, index), children: childCategories(category, index) };
});

/** Home > Shop by compatibility > each compatibility ancestor's landing > the page itself (its landing or its listing). */
export function compatibilityTrail(
  brand: string,
  locale: Locale,
  labels: { home: string; compatibility: string },
  categories: readonly Category[],
  current: "landing" | "listing",
): Crumb[] {
  const path = (category: Category, index: number) =>
    index === categories.length - 1 && current === "listing" ? compatibilityListingPath(category) : compatibilityLandingPath(category);
  return buildTrail({
    brand,
    locale,
    homeLabel: labels.home,
    // Compatibility groups are no products category: the crumb names the section and leads to it on the products root.
    items: [{ label: labels.compatibility, path: COMPATIBILITY_SECTION_PATH }, ...categories.map((category, index) => ({ label: category.name, path: path(category, index) }))],
  });
}

/** The listing a section path names, or null when the brand has no such category or program (a 404). */
export async function getListingTarget(brand: string, locale: Locale, section: CatalogSection, id: string): Promise<ListingTarget | null> {
  const labels = await listingTrailLabels(locale);
  if (section === "products") {
    const context = await getCategoryContext(brand, locale, id);
    if (!context) return null;
    const { category, ancestors } = context;
    return {
      section,
      scope: { kind: "category", level: category.level, path: category.path },
      title: category.name,
      trail: catalogTrail({ brand, locale, labels, categories: ancestors }),
      listingPath: categoryPagePath(category, "listing"),
      productCount: category.productCount ?? 0,
    };
  }
  if (section === "compatibility") {
    const context = await getCompatibilityContext(brand, locale, id);
    if (!context) return null;
    const { category, ancestors } = context;
    return {
      section,
      scope: { kind: "compatibility", level: category.level, path: category.path },
      title: category.name,
      trail: compatibilityTrail(brand, locale, labels, ancestors, "listing"),
      listingPath: compatibilityListingPath(category),
      productCount: category.productCount ?? 0,
    };
  }
  const [program, slugs] = await Promise.all([getProgram(brand, locale, id), listPageSlugs(brand, locale)]);
  if (!program) return null;
  const overview = slugs.some((page) => page.slug === "programs") ? [{ label: labels.programs, path: "programs" }] : [];
  return {
    section,
    scope: { kind: "program", key: program.key },
    title: program.name,
    description: program.description,
    trail: buildTrail({ brand, locale, homeLabel: labels.home, items: [...overview, { label: program.name, path: programPath(program) }] }),
    listingPath: programPath(program),
    productCount: 0,
  };
}

