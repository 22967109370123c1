// POST /api/compliance/verify: a visitor's copy of a compliance letter (F10-F13) or its digest, answered with a
// redirect to the letter's verification page that says whether it is the delivered file. Logic in the feature.
import { verifyFileResponse } from "@/features/compliance/server";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return verifyFileResponse(request);
}
