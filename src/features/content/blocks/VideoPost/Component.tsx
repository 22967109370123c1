// Video post block (V3): Inline player, Link card to the video page, or Modal dialog; sized Small to Full.
import Link from "next/link";
import type { VideoPostBlock } from "@/features/content/model";
import { getTranslations } from "next-intl/server";
import { ContentImage, contentImageHtml, type ContentImageProps } from "@/features/content/components/ContentImage";
import { imageSizesFor, sizeClassKey } from "@/features/content/components/mediaSize";
import { VideoModal, VideoPlayer, videoOpenerHtml } from "@/features/media/ui";
import { playableVideo } from "@/features/media";
import { buildVideoUrl, sitePath } from "@/platform/routing/urls";
import type { BlockProps } from "../types";
import { StaticMarkup } from "@/platform/html/StaticMarkup";
import { html } from "@/platform/html/markup";
import { ClientMessages } from "@/platform/i18n/ClientMessages";
import { MEDIA_CLIENT_MESSAGES } from "@/platform/i18n/client-messages";
import styles from "./styles.module.css";

export function VideoPost({ block, context }: BlockProps<VideoPostBlock>) {
  const { video, size } = block;
  const thumbnailImage: ContentImageProps | undefined = video.thumbnail && {
    image: video.thumbnail,
    sizes: imageSizesFor(size),
    decorative: true,
    className: styles.thumbnail,
    eager: context.isFirstSection || context.leadImageId === block.id,
  };
  const thumbnail = thumbnailImage ? <ContentImage {...thumbnailImage} /> : null;
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
    return <ModalVideoPost block={block} context={context} className={className} thumbnailImage={thumbnailImage} />;
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

/** Modal mode: the opening button is static markup; the player and its words load on the first press (VideoModal). */
async function ModalVideoPost({ block, context, className, thumbnailImage }: BlockProps<VideoPostBlock> & { className: string; thumbnailImage?: ContentImageProps }) {
  const t = await getTranslations({ locale: context.locale, namespace: "media.modal" });
  const opener = videoOpenerHtml({ label: t("open", { title: block.video.title }), thumbnail: thumbnailImage ? contentImageHtml(thumbnailImage) : html`` });
  return (
    <VideoModal className={className} video={playableVideo(block.video)} locale={context.locale}>
      <StaticMarkup html={opener} keep />
    </VideoModal>
  );
}
