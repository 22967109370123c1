// GET /api/maps/places/{id}?locale=: the address parts of a suggestion of the embedded Places adapter (A5, maps port).
import { placeResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  return placeResponse(request, (await params).id);
}
