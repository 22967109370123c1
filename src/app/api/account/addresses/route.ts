// POST /api/account/addresses: the signed-in account adds an address (A5).
import { createAddressResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return createAddressResponse(request);
}
