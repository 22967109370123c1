"use client";
// Transcript of a video (V2): each caption line is a button that seeks the player; the playing line is highlighted.
import { useId } from "react";
import { useTranslations } from "next-intl";
import type { CaptionEntry } from "@/features/media/captions";
import { activeCueIndex } from "./playback";
import { useVideoPlayback } from "./VideoPlayback";
import styles from "./VideoTranscript.module.css";

export function VideoTranscript({ entries }: { entries: readonly CaptionEntry[] }) {
  const t = useTranslations("media.transcript");
  const playback = useVideoPlayback();
  const headingId = useId();
  const helpId = useId();
  const active = activeCueIndex(entries, playback?.currentTime ?? -1);
  if (entries.length === 0) return null;
  return (
    <section className={styles.transcript} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t("title")}
      </h2>
      <p id={helpId} className={styles.help}>
        {t("help")}
      </p>
      <ol className={styles.list}>
        {entries.map((entry, index) => (
          <li key={`${entry.seconds}-${index}`}>
            <button
              type="button"
              className={`${styles.cue} ${index === active ? styles.active : ""}`}
              aria-current={index === active ? "true" : undefined}
              aria-describedby={helpId}
              onClick={() => playback?.seek(entry.seconds)}
            >
              <span className={styles.time}>{entry.displayTime}</span> <span>{entry.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
