// POST /api/account/profile: the signed-in account saves its profile (A3). The pipeline is the account feature's.
import { profileActionResponse } from "@/features/account/server";

export const dynamic = "force-dynamic";

export function POST(request: Request): Promise<Response> {
  return profileActionResponse(request);
}
