// POST /api/crossref (F4): a long list or a CSV upload of competitor numbers -> the cross-reference page's GET address.
import { crossRefPostResponse } from "@/features/crossref/server";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return crossRefPostResponse(request);
}
