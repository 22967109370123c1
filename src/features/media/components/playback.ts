// Pure choices of the video player and transcript (V2, V3): default caption track, active cue.
import { LOCALE_INFO, type Locale } from "@/config/locales";
import type { CaptionTrack } from "@/features/content";

/** Index of the caption track in the page's language (site code or ISO code, any case), or -1. */
export function defaultCaptionTrackIndex(tracks: readonly Pick<CaptionTrack, "locale">[], locale: Locale): number {
  const wanted = [locale, LOCALE_INFO[locale].iso, LOCALE_INFO[locale].authCode].map((code) => code.toLowerCase());
  const exact = tracks.findIndex((track) => wanted.slice(0, 2).includes(track.locale.toLowerCase()));
  if (exact >= 0) return exact;
  return tracks.findIndex((track) => track.locale.toLowerCase().split(/[-_]/)[0] === wanted[2]);
}

/** Index of the cue playing at `time`: the last entry starting at or before it, or -1 before the first. */
export function activeCueIndex(entries: readonly { seconds: number }[], time: number): number {
  let active = -1;
  for (let index = 0; index < entries.length; index += 1) {
    if ((entries[index]?.seconds ?? Infinity) <= time) active = index;
    else break;
  }
  return active;
}
