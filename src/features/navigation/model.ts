// Navigation entities (spec §3 Navigation group / entry, N1-N3).
export interface NavigationEntry {
  id: string;
  kind: "entry" | "group" | "menu" | "productHierarchy" | "productCategory" | "compatibilityCategory";
  title: string;
  url?: string;
  external: boolean;
  variantClass?: string;
  customClass?: string;
  customStyle?: string;
  iconName?: string;
  iconPosition?: "left" | "right";
  sortOrder: number;
  /** For group and menu kinds. */
  children: NavigationEntry[];
  /** Marks items the redacted brands drop: links to sister brands and to the customer account (B5). */
  audience?: "brands" | "account";
  /** For productCategory / compatibilityCategory: the category key the entry points to. */
  categoryKey?: string;
}

export interface NavigationGroup {
  id: string;
  title: string;
  sortOrder: number;
  entries: NavigationEntry[];
}
