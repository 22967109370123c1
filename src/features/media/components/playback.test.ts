import { describe, expect, it } from "vitest";
import { activeCueIndex, defaultCaptionTrackIndex } from "./playback";

describe("V2/V3 player choices", () => {
  it("picks the caption track of the page locale, by site code, ISO code or language", () => {
    const tracks = [{ locale: "en-US" }, { locale: "fr-ca" }, { locale: "es" }];
    expect(defaultCaptionTrackIndex(tracks, "en")).toBe(0);
    expect(defaultCaptionTrackIndex(tracks, "fr-ca")).toBe(1);
    expect(defaultCaptionTrackIndex(tracks, "es-mx")).toBe(2);
    expect(defaultCaptionTrackIndex([{ locale: "en-US" }], "fr-ca")).toBe(-1);
  });

  it("finds the cue playing at a time", () => {
    const entries = [{ seconds: 0.5 }, { seconds: 4 }, { seconds: 9.25 }];
    expect(activeCueIndex(entries, 0)).toBe(-1);
    expect(activeCueIndex(entries, 0.5)).toBe(0);
    expect(activeCueIndex(entries, 8.9)).toBe(1);
    expect(activeCueIndex(entries, 120)).toBe(2);
  });
});
