// What a video player needs in the browser, computed on the server: the poster URL goes through next/image's
// loader here, so the client player never ships next/image's code (about 8 KB of gzip on every page with a video).
import { IMAGE_QUALITY } from "@/config/constants";
import { imageProps } from "@/platform/ui/image/image-props";
import type { Video } from "@/features/content";
import { imageSrc } from "@/features/content/ui";
import { brightcoveConfig, brightcoveScriptUrl, isBrightcoveVideoId, type BrightcoveConfig } from "./player/brightcove";

/**
 * Which adapter of the VideoPlayer port plays the video (X7): Brightcove Player when the site is configured for it and
 * the entry names a Brightcove video; else the site's HTML5 player when the entry has an MP4 file; else none.
 */
export type PlayerChoice =
  | { kind: "html5" }
  | ({ kind: "brightcove"; videoId: string; scriptUrl: string } & BrightcoveConfig)
  | { kind: "none" };

export type PlayableVideo = Pick<Video, "title" | "fileType" | "fileUrl" | "captions" | "link"> & {
  /** Optimised poster URL (828 px wide, WebP where accepted); absent when the video has no thumbnail. */
  poster?: string;
  player: PlayerChoice;
};

export function playerChoice(video: Pick<Video, "fileType" | "fileUrl" | "brightcoveVideoId">, brightcove: BrightcoveConfig | undefined = brightcoveConfig()): PlayerChoice {
  if (brightcove && isBrightcoveVideoId(video.brightcoveVideoId)) return { kind: "brightcove", videoId: video.brightcoveVideoId, scriptUrl: brightcoveScriptUrl(brightcove), ...brightcove };
  return video.fileType === "video/mp4" && video.fileUrl ? { kind: "html5" } : { kind: "none" };
}

/** The thumbnail as the player's poster, 828 px wide with the thumbnail's aspect ratio. */
export function posterUrl(thumbnail: Video["thumbnail"]): string | undefined {
  if (!thumbnail) return undefined;
  const height = Math.round((828 * (thumbnail.height || 720)) / (thumbnail.width || 1280));
  return imageProps({ src: imageSrc(thumbnail.url), alt: "", width: 828, height, quality: IMAGE_QUALITY }).src;
}

/** Only what the browser needs crosses to the client player. */
export function playableVideo(video: Pick<Video, "title" | "fileType" | "fileUrl" | "thumbnail" | "captions" | "link" | "brightcoveVideoId">, brightcove?: BrightcoveConfig): PlayableVideo {
  const { title, fileType, fileUrl, thumbnail, captions, link } = video;
  return { title, fileType, fileUrl, captions, link, poster: posterUrl(thumbnail), player: playerChoice(video, brightcove ?? brightcoveConfig()) };
}
