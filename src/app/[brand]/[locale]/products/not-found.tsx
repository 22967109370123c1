// 404 of the products section (P4, P5): "Category not found" or "Product not found"; the document title stays Not Found (R15).
import type { Metadata } from "next";
import { CatalogNotFound } from "@/features/catalog/ui";

export const metadata: Metadata = { title: { absolute: "Not Found" }, robots: { index: false } };

export default function ProductsNotFound() {
  return <CatalogNotFound />;
}
