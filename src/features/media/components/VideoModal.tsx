"use client";
// Modal display mode (V3): a thumbnail button opens a native <dialog> holding the player; closing pauses it.
// - The button is the server's static markup (video-opener.ts, passed as `children`): a press on it reaches this
//   component's click handler by bubbling.
// - The dialog is written on the first press, not in the page's HTML (a closed dialog is markup no visitor sees, and
//   without JavaScript the button could not open it anyway). The player's code and its words load on that press
//   (ADR 77 option B): a page with a video to open carries neither. A load that fails says so in a toast; the next press
//   asks again.
import { useEffect, useId, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import { loadOnDemandMessages } from "@/platform/i18n/load-on-demand-messages";
import { MergeMessages } from "@/platform/i18n/MergeMessages";
import { showToast } from "@/platform/ui/toast/toast-store";
import type { PlayableVideo } from "@/features/media/playable";
import { VIDEO_OPEN_MARK } from "./video-opener";
import styles from "./VideoModal.module.css";

type Player = ComponentType<{ video: PlayableVideo; locale: Locale }>;

/** The player's code; the bundler's import() loads it once, and again after a failure. */
const loadPlayer = (): Promise<Player> => import("./VideoPlayer").then((module) => module.VideoPlayer);

interface VideoModalProps {
  video: PlayableVideo;
  locale: Locale;
  /** The opening button, as the server's markup (`videoOpenerHtml` inside a StaticMarkup). */
  children: ReactNode;
  className?: string;
}

export function VideoModal({ video, locale, children, className }: VideoModalProps) {
  // Once loaded: the player and the words it and the dialog say. Each press after that opens the dialog.
  const [loaded, setLoaded] = useState<{ Player: Player; messages: Record<string, unknown>; presses: number } | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const presses = loaded?.presses ?? 0;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (presses > 0 && dialog && !dialog.open) dialog.showModal();
  }, [presses]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${VIDEO_OPEN_MARK}]`)) return;
    if (loaded) return setLoaded({ ...loaded, presses: presses + 1 });
    Promise.all([loadPlayer(), loadOnDemandMessages(locale, "video-modal")]).then(
      ([Player, messages]) => setLoaded((current) => ({ Player, messages, presses: (current?.presses ?? 0) + 1 })),
      () => showToast({ type: "error", key: `video-modal-${video.fileUrl ?? video.title}` }),
    );
  };

  return (
    // The press is the button's (in `children`, keyboard or pointer): this element only hears it bubble, as a delegate.
    <div className={className} onClick={onClick}>
      {children}
      {loaded ? (
        <MergeMessages messages={loaded.messages}>
          <VideoDialog dialogRef={dialogRef} video={video} locale={locale} Player={loaded.Player} />
        </MergeMessages>
      ) : null}
    </div>
  );
}

function VideoDialog({ dialogRef, video, locale, Player }: { dialogRef: React.RefObject<HTMLDialogElement | null>; video: PlayableVideo; locale: Locale; Player: Player }) {
  const t = useTranslations("media.modal");
  const titleId = useId();
  return (
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
      <Player video={video} locale={locale} />
    </dialog>
  );
}
