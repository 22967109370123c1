// `/api/lists/...`: the account's product lists (A4, A7). The routes and their rules live in the lists feature.
import { handleListsApi } from "@/features/lists/server";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ path?: string[] }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handleListsApi(request, (await params).path ?? []);
}

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handleListsApi(request, (await params).path ?? []);
}
