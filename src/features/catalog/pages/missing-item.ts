// What a not-found catalogue path was after (P4, P5, P7): its 404 says "Category not found", "Product not found" or "Program not found".
import { decodeSegments, isCatalogSection, parseSectionPath } from "./catalog-path";

/** From a full site path `/{brand}/{locale}/{products|programs|compatibility}/...`; undefined when it names no catalogue page. */
export function missingCatalogItem(pathname: string): "category" | "product" | "program" | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const section = segments[2];
  if (!isCatalogSection(section)) return undefined;
  const decoded = decodeSegments(segments.slice(3));
  const path = decoded && parseSectionPath(section, decoded);
  if (!path) return undefined;
  if (section === "programs") return "program";
  return path.kind === "product" ? "product" : "category";
}
