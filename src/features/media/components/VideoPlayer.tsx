"use client";
// The VideoPlayer port (V3, X7): the embedded adapter is this HTML5 player (native controls, one captions track per
// language, the page's by default, thumbnail poster); Brightcove Player is the production one when configured
// (BrightcovePlayer). Either registers a handle with the playback context, which the transcript seeks.
import { useCallback, useEffect } from "react";
import { preload } from "react-dom";
import { useTranslations } from "next-intl";
import type { Locale } from "@/config/locales";
import type { PlayableVideo } from "@/features/media/playable";
import { defaultCaptionTrackIndex } from "./playback";
import { useVideoPlayback } from "./VideoPlayback";
import { BrightcovePlayer } from "./BrightcovePlayer";
import { html5Handle } from "../player/handles";
import styles from "./VideoPlayer.module.css";

export type { PlayableVideo };

interface VideoPlayerProps {
  video: PlayableVideo;
  locale: Locale;
  autoPlay?: boolean;
  className?: string;
  /** The player is the page's main content: fetch its poster early (it is the LCP element) and the file's metadata. */
  priority?: boolean;
}

export function VideoPlayer({ video, locale, autoPlay, className, priority }: VideoPlayerProps) {
  const t = useTranslations("media.player");
  const playback = useVideoPlayback();
  const register = playback?.register;
  // The HTML5 adapter's handle, registered with the element.
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      register?.(video ? html5Handle(video) : null);
    },
    [register],
  );
  useEffect(() => () => register?.(null), [register]);

  if (video.player.kind === "brightcove") return <BrightcovePlayer video={video} player={video.player} className={className} unavailable={t("unavailable")} />;

  if (video.player.kind !== "html5" || !video.fileUrl) {
    return (
      <div className={`${styles.unavailable} ${className ?? ""}`}>
        <p>{t("unavailable")}</p>
        {video.link ? <a href={video.link}>{t("watchElsewhere", { title: video.title })}</a> : null}
      </div>
    );
  }

  const defaultTrack = defaultCaptionTrackIndex(video.captions, locale);
  const { poster } = video;
  if (priority && poster) preload(poster, { as: "image", fetchPriority: "high" });
  return (
    <div className={`${styles.player} ${className ?? ""}`}>
      <video
        ref={attach}
        className={styles.video}
        controls
        // A player inside a page's content loads nothing but its poster until played.
        preload={priority ? "metadata" : "none"}
        playsInline
        autoPlay={autoPlay}
        poster={poster}
        aria-label={video.title}
        onTimeUpdate={(event) => playback?.setCurrentTime(event.currentTarget.currentTime)}
        // Captions on another origin load only through CORS; same-origin files need no CORS request.
        crossOrigin={video.captions.some((track) => /^https?:/i.test(track.url)) ? "anonymous" : undefined}
      >
        <source src={video.fileUrl} type="video/mp4" />
        {video.captions.map((track, index) => (
          <track key={track.url} kind="captions" src={track.url} srcLang={track.locale} label={track.label} default={index === defaultTrack} />
        ))}
        <a href={video.fileUrl}>{t("fallback", { title: video.title })}</a>
      </video>
    </div>
  );
}
