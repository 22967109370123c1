"use client";
// Modal display mode (V3): a thumbnail button opens a native <dialog> holding the player; closing pauses it. The dialog
// is written on the first press, not in the page's HTML (issue 15 §1: a closed dialog is markup no visitor sees, and
// without JavaScript the button could not open it anyway).
import { useEffect, useId, useRef, useState } from "react";
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
  // Presses so far: the first writes the dialog, each opens it once it is in the document.
  const [presses, setPresses] = useState(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (presses > 0 && dialog && !dialog.open) dialog.showModal();
  }, [presses]);

  return (
    <div className={className}>
      <button type="button" className={styles.opener} onClick={() => setPresses((count) => count + 1)}>
        {thumbnail}
        <span className={styles.play} aria-hidden="true" />
        <span className="visually-hidden">{t("open", { title: video.title })}</span>
      </button>
      {presses > 0 ? (
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
      ) : null}
    </div>
  );
}
