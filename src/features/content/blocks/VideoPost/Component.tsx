// Video post block (V3): Inline player, Link card to the video page, or Modal dialog; sized Small to Full.
import Link from "next/link";
import type { VideoPostBlock } from "@/features/content/model";
import { ContentImage } from "@/features/content/components/ContentImage";
import { imageSizesFor, sizeClassKey } from "@/features/content/components/mediaSize";
import { VideoModal } from "@/features/media/ui";
import { VideoPlayer } from "@/features/media/ui";
import { playableVideo } from "@/features/media";
import { buildVideoUrl, sitePath } from "@/platform/routing/urls";
import type { BlockProps } from "../types";
import { ClientMessages } from "@/platform/i18n/ClientMessages";
import { MEDIA_CLIENT_MESSAGES } from "@/platform/i18n/client-messages";
import styles from "./styles.module.css";

export function VideoPost({ block, context }: BlockProps<VideoPostBlock>) {
  const { video, size } = block;
  const sizes = imageSizesFor(size);
  const thumbnail = video.thumbnail ? (
    <ContentImage image={video.thumbnail} sizes={sizes} decorative className={styles.thumbnail} eager={context.isFirstSection || context.leadImageId === block.id} />
  ) : null;
  const className = `${styles.videoPost} ${styles[sizeClassKey(size)]}`;

  if (block.displayMode === "Link") {
    const href = sitePath(video.brandDirectory || context.brand, context.locale, buildVideoUrl(video));
    return (
      <article className={`${className} ${styles.linkCard}`}>
        <div className={styles.media}>
          {thumbnail}
          <span className={styles.play} aria-hidden="true" />
        </div>
        <h3 className={styles.title}>
          <Link href={href} className={styles.stretched}>
            {video.title}
          </Link>
        </h3>
      </article>
    );
  }

  if (block.displayMode === "Modal") {
    return (
      <ClientMessages locale={context.locale} picks={MEDIA_CLIENT_MESSAGES}>
        <VideoModal className={className} video={playableVideo(video)} locale={context.locale} thumbnail={thumbnail} />
      </ClientMessages>
    );
  }

  return (
    <figure className={className}>
      <ClientMessages locale={context.locale} picks={MEDIA_CLIENT_MESSAGES}>
        <VideoPlayer video={playableVideo(video)} locale={context.locale} />
      </ClientMessages>
      <figcaption className={styles.caption}>{video.title}</figcaption>
    </figure>
  );
}
