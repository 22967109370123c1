// Draft preview entry point (C7): a valid signed link turns on draft mode and opens the same-site path.
import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import { verifyPreviewLink } from "./signature";

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const result = verifyPreviewLink(
    { path: params.get("path"), expires: params.get("expires"), signature: params.get("signature") },
    process.env.PREVIEW_SECRET,
  );
  if (!result.ok) return Response.json({ error: `preview link ${result.reason}` }, { status: 401 });
  (await draftMode()).enable();
  redirect(result.path);
}
