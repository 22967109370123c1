// POST /api/account/addresses/{id}/default: the signed-in account makes one of its addresses the default (A5).
import { setDefaultAddressResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return setDefaultAddressResponse(request, (await params).id);
}
