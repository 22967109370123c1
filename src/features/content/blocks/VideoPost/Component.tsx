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
import styles from "./styles.module.css";

export function VideoPost({ block, context }: BlockProps<VideoPostBlock>) {
  const { video, size } = block;
  const sizes = imageSizesFor(size);
  const thumbnail = video.thumbnail ? (
    <ContentImage image={video.thumbnail} sizes={sizes} decorative className={styles.thumbnail} eager={context.isFirstSection} />
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
    return <VideoModal className={className} video={playableVideo(video)} locale={context.locale} thumbnail={thumbnail} />;
  }

  return (
    <figure className={className}>
      <VideoPlayer video={playableVideo(video)} locale={context.locale} />
      <figcaption className={styles.caption}>{video.title}</figcaption>
    </figure>
  );
}
