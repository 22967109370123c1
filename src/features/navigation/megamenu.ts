// Product megamenu from the category tree (N1): levels 0-2 in sortOrder; subcategory menus show limit + 1 links, then view all.
import type { Locale } from "@/config/locales";
import { categoryUrl, indexCategories, type Category, type CategoryTree } from "@/features/catalog";
import { sitePath } from "@/platform/routing/urls";
import en from "../../../messages/en/catalog.json";
import frCa from "../../../messages/fr-ca/catalog.json";
import esMx from "../../../messages/es-mx/catalog.json";
import type { MegamenuColumn, MegamenuTopItem, NavLink } from "./components/nav-items";

export interface MegamenuLabels {
  viewAll: string;
  allProducts: string;
}

const LABELS: Record<Locale, MegamenuLabels> = { en: en.megamenu, "fr-ca": frCa.megamenu, "es-mx": esMx.megamenu };

export interface MegamenuOptions {
  /** Configured subcategory limit; menus show limit + 1 links before the view-all link. */
  limit: number;
  brand: string;
  locale: Locale;
  labels?: MegamenuLabels;
}

export interface Megamenu {
  items: MegamenuTopItem[];
  viewAll: NavLink;
}

const bySortOrder = (a: Category, b: Category) => a.sortOrder - b.sortOrder;

export function buildMegamenu(tree: CategoryTree, { limit, brand, locale, labels = LABELS[locale] }: MegamenuOptions): Megamenu {
  const index = indexCategories(tree.productCategories);
  const children = (category: Category) => category.children.flatMap((key) => index.get(key) ?? []).sort(bySortOrder);
  const link = (category: Category): NavLink => ({
    id: category.key,
    title: category.name,
    href: sitePath(brand, locale, categoryUrl(category)),
    external: false,
  });
  const shown = Math.max(0, limit) + 1;

  const items = tree.productCategories
    .filter((category) => category.level === 0)
    .sort(bySortOrder)
    .map((top): MegamenuTopItem => ({
      ...link(top),
      columns: children(top).map((group): MegamenuColumn => {
        const leaves = children(group);
        const column: MegamenuColumn = { ...link(group), links: leaves.slice(0, shown).map(link) };
        if (leaves.length > shown) column.viewAll = { ...link(group), id: `${group.key}-view-all`, title: labels.viewAll };
        return column;
      }),
    }));

  return { items, viewAll: { id: "all-products", title: labels.allProducts, href: sitePath(brand, locale, "products"), external: false } };
}
