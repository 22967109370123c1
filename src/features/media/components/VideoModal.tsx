"use client";
// Modal display mode (V3): a thumbnail button opens a native <dialog> holding the player; closing pauses it.
import { useId, useRef } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { VideoPlayer, type PlayableVideo } from "./VideoPlayer";
import styles from "./VideoModal.module.css";

interface VideoModalProps {
  video: PlayableVideo;
  locale: Locale;
  /** Server-rendered thumbnail shown on the opening button. */
  thumbnail: React.ReactNode;
  className?: string;
}

export function VideoModal({ video, locale, thumbnail, className }: VideoModalProps) {
  const t = useTranslations("media.modal");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  return (
    <div className={className}>
      <button type="button" className={styles.opener} onClick={() => dialogRef.current?.showModal()}>
        {thumbnail}
        <span className={styles.play} aria-hidden="true" />
        <span className="visually-hidden">{t("open", { title: video.title })}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={(event) => event.currentTarget.querySelector("video")?.pause()}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {video.title}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={t("close")}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <VideoPlayer video={video} locale={locale} />
      </dialog>
    </div>
  );
}
