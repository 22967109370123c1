"use client";
// Transcript of a video (V2): each caption line is a button that seeks the player; the playing line is highlighted.
import type { CaptionEntry } from "@/features/media/captions";
import { activeCueIndex } from "./playback";
import { useVideoPlayback } from "./VideoPlayback";
import styles from "./VideoTranscript.module.css";

interface VideoTranscriptProps {
  entries: readonly CaptionEntry[];
  /** Id of the text explaining that a line seeks the video. */
  describedBy?: string;
}

export function VideoTranscript({ entries, describedBy }: VideoTranscriptProps) {
  const playback = useVideoPlayback();
  const active = activeCueIndex(entries, playback?.currentTime ?? -1);
  if (entries.length === 0) return null;
  return (
    <ol className={styles.list}>
      {entries.map((entry, index) => (
        <li key={`${entry.seconds}-${index}`}>
          <button
            type="button"
            className={`${styles.cue} ${index === active ? styles.active : ""}`}
            aria-current={index === active ? "true" : undefined}
            aria-describedby={describedBy}
            data-cue-seconds={entry.seconds}
            onClick={() => playback?.seek(entry.seconds)}
          >
            <span className={styles.time}>{entry.displayTime}</span> <span>{entry.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
