// POST /api/account/addresses/{id}: the signed-in account changes one of its addresses (A5); another's id is 404 (A7).
import { updateAddressResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return updateAddressResponse(request, (await params).id);
}
