// GET PIM ids of a brand's products, newest first, in a category (`?category=`) or in all (P2, S4).
import { handleCategoryProductIds } from "@/features/catalog/server";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  return handleCategoryProductIds(request, (await params).brand);
}
