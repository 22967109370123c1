// Issue 18 (V1-V3): every seeded video is as long as its entry says, and its captions in each language end within the
// file, so the transcript never seeks past the end (the "65-minute webinar" was a 10-second file whose captions ran to
// 1:05:28). Reads the committed MP4s' own headers (mvhd), no ffprobe needed.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTimestamp } from "./captions";

const ROOT = process.cwd();
const LOCALES = ["en", "fr-ca", "es-mx"] as const;

/** Seconds of an MP4 from its movie header: moov > mvhd (version 0 or 1). */
function mp4Duration(file: Buffer): number {
  const box = (from: number, to: number, type: string): { start: number; end: number } | undefined => {
    for (let at = from; at + 8 <= to; ) {
      let size = file.readUInt32BE(at);
      const name = file.toString("latin1", at + 4, at + 8);
      let header = 8;
      if (size === 1) {
        size = Number(file.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = to - at;
      if (name === type) return { start: at + header, end: at + size };
      if (size < header) return undefined;
      at += size;
    }
    return undefined;
  };
  const moov = box(0, file.length, "moov");
  const mvhd = moov && box(moov.start, moov.end, "mvhd");
  if (!mvhd) throw new Error("no movie header");
  const version = file[mvhd.start];
  const timescale = version === 1 ? file.readUInt32BE(mvhd.start + 20) : file.readUInt32BE(mvhd.start + 12);
  const duration = version === 1 ? Number(file.readBigUInt64BE(mvhd.start + 24)) : file.readUInt32BE(mvhd.start + 16);
  return duration / timescale;
}

interface VideoEntry {
  id: string;
  type: string;
  fields: { durationSeconds?: number; fileUrl?: { asset: string }; captions?: Record<string, { url: string }[]> };
}

const assets = new Map((JSON.parse(readFileSync(path.join(ROOT, "content/assets/media.json"), "utf8")) as { id: string; file: string }[]).map((asset) => [asset.id, asset.file]));
const videos = readdirSync(path.join(ROOT, "content/entries/videos"))
  .filter((name) => name.endsWith(".json"))
  .flatMap((name) => JSON.parse(readFileSync(path.join(ROOT, "content/entries/videos", name), "utf8")) as VideoEntry[])
  .filter((entry) => entry.type === "video" && entry.fields.fileUrl);

/** The end of the last cue of a WebVTT file, in seconds. */
function lastCueEnd(vtt: string): number {
  const ends = [...vtt.matchAll(/-->\s*((?:\d+:)?\d{2}:\d{2}\.\d{3})/g)].map((match) => parseTimestamp(match[1]!));
  return Math.max(0, ...ends.filter((seconds): seconds is number => typeof seconds === "number" && Number.isFinite(seconds)));
}

describe("seeded media: lengths and captions agree (issue 18)", () => {
  it("has videos to check", () => expect(videos.length).toBeGreaterThan(20));

  for (const video of videos) {
    it(`${video.id}: the file lasts what the entry says, and every language's captions end within it`, () => {
      const file = assets.get(video.fields.fileUrl!.asset);
      expect(file, "the entry's file is a known asset").toBeTruthy();
      const seconds = mp4Duration(readFileSync(path.join(ROOT, "public/content", file!)));
      expect(Math.abs(seconds - Number(video.fields.durationSeconds))).toBeLessThanOrEqual(0.5);
      for (const locale of LOCALES) {
        for (const track of video.fields.captions?.[locale] ?? []) {
          const vtt = readFileSync(path.join(ROOT, "public", track.url), "utf8");
          expect(lastCueEnd(vtt), `${track.url} ends within ${seconds} s`).toBeLessThanOrEqual(seconds);
        }
      }
    });
  }
});
