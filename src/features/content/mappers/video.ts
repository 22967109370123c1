// video entry -> Video (V1-V3); fileUrl is the uploaded video asset (a plain URL is accepted too).
import { DISPLAY_MODES, SIZES } from "@/config/constants";
import type { CaptionTrack, Video } from "@/features/content/model";
import { slugify } from "@/platform/routing/slug";
import { mapImageAsset, normalizeAssetUrl } from "./asset";
import { brandDirectoryOf } from "./brand";
import { int, jsonList, linkedAsset, linkedEntry, oneOf, strings, text, type CfEntry } from "./entry-shape";

const FILE_TYPES = ["video/mp4", "brightcove", "youtube"] as const;

function mapCaptions(entry: CfEntry): CaptionTrack[] {
  return jsonList(entry.fields, "captions").flatMap((c) =>
    typeof c.url === "string" && typeof c.locale === "string"
      ? [{ locale: c.locale, label: typeof c.label === "string" ? c.label : c.locale, url: normalizeAssetUrl(c.url) }]
      : [],
  );
}

export function mapVideo(entry: CfEntry): Video {
  const f = entry.fields;
  const title = text(f, "title") ?? "";
  const uploaded = linkedAsset(f, "fileUrl")?.fields.file?.url;
  const fileUrl = uploaded ? normalizeAssetUrl(uploaded) : text(f, "fileUrl");
  const brightcoveVideoId = text(f, "brightcoveVideoId");
  const inferredType = brightcoveVideoId && !fileUrl ? "brightcove" : "video/mp4";
  const video: Video = {
    id: entry.sys.id,
    slug: text(f, "slug") ?? slugify(title),
    title,
    description: text(f, "description") ?? "",
    fileType: oneOf(f.fileType, FILE_TYPES, inferredType),
    size: oneOf(f.size, SIZES, "Default"),
    playMethod: oneOf(f.playMethod, DISPLAY_MODES, "Inline"),
    durationSeconds: int(f, "durationSeconds", 0),
    captions: mapCaptions(entry),
    tags: strings(f, "tags"),
    date: text(f, "date") ?? entry.sys.updatedAt ?? "",
    brandDirectory: brandDirectoryOf(linkedEntry(f, "brand")),
  };
  const thumbnail = mapImageAsset(linkedAsset(f, "thumbnail"));
  if (thumbnail) video.thumbnail = thumbnail;
  if (fileUrl) video.fileUrl = fileUrl;
  if (brightcoveVideoId) video.brightcoveVideoId = brightcoveVideoId;
  const link = text(f, "link");
  if (link) video.link = link;
  const brightcoveTitle = text(f, "brightcoveTitle");
  if (brightcoveTitle) video.brightcoveTitle = brightcoveTitle;
  return video;
}
