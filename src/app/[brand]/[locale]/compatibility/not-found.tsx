// 404 of a catalogue section (P4, P7): "Category not found" or "Program not found"; the document title stays Not Found (R15).
import type { Metadata } from "next";
import { CatalogNotFound } from "@/features/catalog/ui";

export const metadata: Metadata = { title: { absolute: "Not Found" }, robots: { index: false } };

export default function SectionNotFound() {
  return <CatalogNotFound />;
}
