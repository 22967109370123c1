"use client";
// X7: the VideoPlayer port's production adapter. Brightcove's in-page embed: a <video-js> element addressed by
// account, player, embed and video id, and the player's own script, loaded once per page from players.brightcove.net
// (allowed by the CSP only when Brightcove is configured). Once the player is ready it registers a handle with the
// playback context, so the transcript seeks it as it seeks the HTML5 player, and reports its time to the transcript.
import { useEffect, useId, useRef } from "react";
import type { PlayableVideo } from "@/features/media/playable";
import { useVideoPlayback } from "./VideoPlayback";
import { videoJsHandle } from "../player/handles";
import styles from "./VideoPlayer.module.css";

type BrightcoveChoice = Extract<PlayableVideo["player"], { kind: "brightcove" }>;

/** The part of video.js's player API the adapter uses. */
interface VideoJsPlayer {
  ready(callback: () => void): void;
  currentTime(seconds?: number): number;
  play(): Promise<void> | undefined;
  on(event: "timeupdate", callback: () => void): void;
  dispose(): void;
}
type VideoJs = { getPlayer(id: string): VideoJsPlayer | undefined };

const loading = new Map<string, Promise<void>>();

/** Loads the player's script once per URL; resolves when it ran. */
export function loadPlayerScript(src: string, doc: Document = document): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      reject(new Error(`the player script ${src} did not load`));
    };
    doc.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

export function BrightcovePlayer({ video, player, className, unavailable }: { video: PlayableVideo; player: BrightcoveChoice; className?: string; unavailable: string }) {
  const playback = useVideoPlayback();
  const id = `bc-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const failed = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let disposed = false;
    let instance: VideoJsPlayer | undefined;
    loadPlayerScript(player.scriptUrl)
      .then(() => {
        const videojs = (window as unknown as { videojs?: VideoJs }).videojs;
        instance = videojs?.getPlayer(id);
        if (!instance || disposed) return;
        const ready = instance;
        ready.ready(() => {
          if (disposed) return;
          playback?.register(videoJsHandle(ready));
          ready.on("timeupdate", () => playback?.setCurrentTime(ready.currentTime()));
        });
      })
      .catch(() => {
        if (failed.current) failed.current.hidden = false;
      });
    return () => {
      disposed = true;
      playback?.register(null);
    };
    // The element's id and the player's address identify it; playback is stable per provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, player.scriptUrl]);

  return (
    <div className={`${styles.player} ${className ?? ""}`}>
      <video-js
        id={id}
        class={`vjs-fluid ${styles.video}`}
        data-account={player.accountId}
        data-player={player.playerId}
        data-embed={player.embedId}
        data-video-id={player.videoId}
        controls=""
        playsinline=""
        poster={video.poster}
        aria-label={video.title}
      />
      <p ref={failed} hidden role="status">
        {unavailable}
      </p>
    </div>
  );
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "video-js": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        class?: string;
        controls?: string;
        playsinline?: string;
        poster?: string;
        "data-account"?: string;
        "data-player"?: string;
        "data-embed"?: string;
        "data-video-id"?: string;
      };
    }
  }
}
