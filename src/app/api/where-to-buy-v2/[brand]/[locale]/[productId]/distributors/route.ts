// F7: the nearest distributors that stock the product's family (Where to Buy's search), for the product page's island.
import { distributorsRoute } from "@/features/where-to-buy-v2/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ brand: string; locale: string; productId: string }> }) {
  return distributorsRoute(request, await params);
}
