// What a video player needs in the browser, computed on the server: the poster URL goes through next/image's
// loader here, so the client player never ships next/image's code (about 8 KB of gzip on every page with a video).
import { getImageProps } from "next/image";
import { IMAGE_QUALITY } from "@/config/constants";
import type { Video } from "@/features/content";
import { imageSrc } from "@/features/content/ui";

export type PlayableVideo = Pick<Video, "title" | "fileType" | "fileUrl" | "captions" | "link"> & {
  /** Optimised poster URL (828 px wide, WebP where accepted); absent when the video has no thumbnail. */
  poster?: string;
};

/** The thumbnail as the player's poster, 828 px wide with the thumbnail's aspect ratio. */
export function posterUrl(thumbnail: Video["thumbnail"]): string | undefined {
  if (!thumbnail) return undefined;
  const height = Math.round((828 * (thumbnail.height || 720)) / (thumbnail.width || 1280));
  return getImageProps({ src: imageSrc(thumbnail.url), alt: "", width: 828, height, quality: IMAGE_QUALITY }).props.src;
}

/** Only what the browser needs crosses to the client player. */
export function playableVideo(video: Pick<Video, "title" | "fileType" | "fileUrl" | "thumbnail" | "captions" | "link">): PlayableVideo {
  const { title, fileType, fileUrl, thumbnail, captions, link } = video;
  return { title, fileType, fileUrl, captions, link, poster: posterUrl(thumbnail) };
}
