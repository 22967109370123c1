// F7: a buy link. Records the conversion (S5), then redirects to the retailer's page the feed holds for this retailer
// and product; never to an address taken from the request (ADR 54). HEAD answers the same without counting.
import { buyRoute } from "@/features/where-to-buy-v2/server";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ brand: string; locale: string; productId: string; retailerId: string }> };

export async function GET(request: Request, { params }: Context) {
  return buyRoute(request, await params);
}

export async function HEAD(request: Request, { params }: Context) {
  return buyRoute(request, await params);
}
