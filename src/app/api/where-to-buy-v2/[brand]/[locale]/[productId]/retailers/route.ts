// F7: the product's online retailers in the brand's market, for the product page's island (ADR 54).
import { retailersRoute } from "@/features/where-to-buy-v2/server";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ brand: string; locale: string; productId: string }> }) {
  return retailersRoute(await params);
}
