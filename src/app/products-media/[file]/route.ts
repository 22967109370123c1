// Product drawings (P5, P9): GET /products-media/{imageId}-{front|side|detail}.png, immutable for a year.
import { productMedia } from "@/features/catalog/images/server/product-media";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const media = await productMedia(file);
  if (!media) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });
  return new Response(new Uint8Array(media.body), {
    headers: {
      "Content-Type": media.contentType,
      "Content-Length": String(media.body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
