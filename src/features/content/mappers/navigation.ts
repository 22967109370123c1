// navigationEntry / navigationGroup / socialLink entries -> navigation domain types (N1-N3).
import type { SocialLink } from "@/features/brand";
import type { NavigationEntry, NavigationGroup } from "@/features/navigation";
import { bool, int, linkedEntries, oneOf, text, type CfEntry } from "./entry-shape";

const KINDS = ["entry", "group", "menu", "productHierarchy", "productCategory", "compatibilityCategory"] as const;
const NETWORKS = ["facebook", "x", "linkedin", "youtube", "instagram"] as const;

function bySortOrder<T extends { sortOrder: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder);
}

export function mapNavigationEntry(entry: CfEntry, position = 0): NavigationEntry {
  const f = entry.fields;
  const url = text(f, "url");
  const mapped: NavigationEntry = {
    id: entry.sys.id,
    kind: oneOf(f.kind, KINDS, "entry"),
    title: text(f, "title") ?? "",
    external: bool(f, "external", false),
    sortOrder: int(f, "sortOrder", position),
    children: bySortOrder(linkedEntries(f, "children").map(mapNavigationEntry)),
  };
  if (url !== undefined) mapped.url = url;
  for (const key of ["variantClass", "customClass", "customStyle", "iconName", "categoryKey"] as const) {
    const value = text(f, key);
    if (value !== undefined) mapped[key] = value;
  }
  if (f.iconPosition === "left" || f.iconPosition === "right") mapped.iconPosition = f.iconPosition;
  if (f.audience === "brands" || f.audience === "account") mapped.audience = f.audience;
  return mapped;
}

export function mapNavigationEntries(entries: CfEntry[]): NavigationEntry[] {
  return bySortOrder(entries.map((e, i) => mapNavigationEntry(e, i)));
}

export function mapNavigationGroup(entry: CfEntry, position = 0): NavigationGroup {
  const f = entry.fields;
  return {
    id: entry.sys.id,
    title: text(f, "title") ?? "",
    sortOrder: int(f, "sortOrder", position),
    entries: mapNavigationEntries(linkedEntries(f, "entries")),
  };
}

export function mapSocialLink(entry: CfEntry): SocialLink | undefined {
  const f = entry.fields;
  const url = text(f, "url");
  const network = oneOf(f.network, NETWORKS, "facebook");
  if (!url || !NETWORKS.includes(f.network as SocialLink["network"])) return undefined;
  return { network, url, label: text(f, "label") ?? network };
}
