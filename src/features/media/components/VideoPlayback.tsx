"use client";
// Shares one player between VideoPlayer and VideoTranscript: the transcript seeks, the player reports its time (V2).
import { createContext, useContext, useMemo, useRef, useState } from "react";

interface VideoPlayback {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  currentTime: number;
  setCurrentTime: (seconds: number) => void;
  seek: (seconds: number) => void;
}

const VideoPlaybackContext = createContext<VideoPlayback | null>(null);

export function VideoPlaybackProvider({ children }: { children: React.ReactNode }) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const value = useMemo<VideoPlayback>(
    () => ({
      videoRef,
      currentTime,
      setCurrentTime,
      seek: (seconds) => {
        const video = videoRef.current;
        if (!video) return;
        video.currentTime = seconds;
        setCurrentTime(seconds);
        // Browsers may refuse playback without a user gesture; the seek still applies.
        video.play().catch(() => undefined);
      },
    }),
    [currentTime],
  );
  return <VideoPlaybackContext.Provider value={value}>{children}</VideoPlaybackContext.Provider>;
}

/** The surrounding playback, or null when the player stands alone. */
export function useVideoPlayback(): VideoPlayback | null {
  return useContext(VideoPlaybackContext);
}
