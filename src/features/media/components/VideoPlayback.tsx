"use client";
// Shares one player between the VideoPlayer and the VideoTranscript (V2): the transcript seeks, the player reports its
// time. The player is the VideoPlayer port's adapter (X7): the HTML5 <video> or Brightcove Player registers a handle
// here, so the transcript seeks either the same way.
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { PlayerHandle } from "../player/handles";

interface VideoPlayback {
  /** The playing adapter's handle (null when it leaves the page). */
  register: (handle: PlayerHandle | null) => void;
  currentTime: number;
  setCurrentTime: (seconds: number) => void;
  seek: (seconds: number) => void;
}

const VideoPlaybackContext = createContext<VideoPlayback | null>(null);

export function VideoPlaybackProvider({ children }: { children: React.ReactNode }) {
  const handle = useRef<PlayerHandle | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const register = useCallback((next: PlayerHandle | null) => {
    handle.current = next;
  }, []);
  const value = useMemo<VideoPlayback>(
    () => ({
      register,
      currentTime,
      setCurrentTime,
      seek: (seconds) => {
        if (!handle.current) return;
        handle.current.seek(seconds);
        setCurrentTime(seconds);
      },
    }),
    [currentTime, register],
  );
  return <VideoPlaybackContext.Provider value={value}>{children}</VideoPlaybackContext.Provider>;
}

/** The surrounding playback, or null when the player stands alone. */
export function useVideoPlayback(): VideoPlayback | null {
  return useContext(VideoPlaybackContext);
}
