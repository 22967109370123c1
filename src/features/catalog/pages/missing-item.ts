// What a not-found catalogue path was after (P4, P5): its 404 says "Category not found" or "Product not found".
import { decodeSegments, parseCatalogPath } from "./catalog-path";

/** From a full site path `/{brand}/{locale}/products/...`; undefined when it names no catalogue page. */
export function missingCatalogItem(pathname: string): "category" | "product" | undefined {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[2] !== "products") return undefined;
  const decoded = decodeSegments(segments.slice(3));
  const path = decoded && parseCatalogPath(decoded);
  if (!path) return undefined;
  return path.kind === "product" ? "product" : "category";
}
