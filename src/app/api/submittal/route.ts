// POST /api/submittal: a submittal package (F15) from the builder's form; the pipeline lives in the submittal feature.
import { submittalPostResponse } from "@/features/submittal/server";

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return submittalPostResponse(request);
}
