// X7: each VideoPlayer adapter's handle, what the transcript seeks through (V2). Kept apart from the components so the
// two adapters' seeking is tested the same way.
export interface PlayerHandle {
  seek(seconds: number): void;
}

/** The HTML5 adapter: sets the element's time and plays (browsers may refuse playback without a gesture; the seek holds). */
export function html5Handle(video: { currentTime: number; play(): Promise<void> }): PlayerHandle {
  return {
    seek(seconds) {
      video.currentTime = seconds;
      video.play().catch(() => undefined);
    },
  };
}

/** Brightcove Player (video.js): the same, through its API. */
export function videoJsHandle(player: { currentTime(seconds?: number): number; play(): Promise<void> | undefined }): PlayerHandle {
  return {
    seek(seconds) {
      player.currentTime(seconds);
      player.play()?.catch(() => undefined);
    },
  };
}
