// Contentful asset -> ImageAsset; protocol-relative CDN urls ("//images.ctfassets.net/...") become https.
import type { ImageAsset } from "@/features/content/model";
import type { CfAsset } from "./entry-shape";

export function normalizeAssetUrl(url: string): string {
  return url.startsWith("//") ? `https:${url}` : url;
}

export function mapImageAsset(asset: CfAsset | undefined): ImageAsset | undefined {
  const file = asset?.fields.file;
  if (!asset || !file?.url) return undefined;
  return {
    id: asset.sys.id,
    url: normalizeAssetUrl(file.url),
    title: asset.fields.title ?? file.fileName ?? "",
    description: asset.fields.description ?? "",
    width: file.details?.image?.width ?? 0,
    height: file.details?.image?.height ?? 0,
    contentType: file.contentType ?? "application/octet-stream",
  };
}
